// What a back-office server action answers to its form (useActionState), the same shape on every screen.
// Field errors are message keys of the area's texts; the general codes are common.errors.*.

export type AdminErrorCode = 'INVALID' | 'CONFLICT' | 'NOT_FOUND' | 'INTERNAL';

export type AdminActionState =
  | { ok: true; message?: string; at: number }
  | { ok: false; code: AdminErrorCode; fieldErrors?: Record<string, string>; at: number }
  | null;

export const succeeded = (message?: string): AdminActionState => ({ ok: true, message, at: Date.now() });

export const failed = (code: AdminErrorCode, fieldErrors?: Record<string, string>): AdminActionState => ({ ok: false, code, fieldErrors, at: Date.now() });
