import { parseWithZod } from '@conform-to/zod/v4';
import { z } from 'zod';
import type { FormValues } from './action-state';

export type { FormValues };

// How a back-office form is read: Conform turns the FormData into the shape of the form's one schema (a field
// named `it.spec[0].label` is `{ it: { spec: [{ label }] } }`), then the schema checks it. The pieces every form
// uses are here. Server-side and in tests only: the back office's browser code never loads zod.
//
// A message in capitals is the answer for the whole form (a bad id is NOT_FOUND, an unticked confirmation
// CONFIRM); one in lower case is the message key of its field, shown beside it.

export type FormReading<Output> =
  | { ok: true; value: Output; sent: FormValues }
  | { ok: false; code: string; fieldErrors: Record<string, string>; sent: FormValues };

/** Reads a form with its schema: the value, or INVALID with each field's first message (or a capitals code). */
export function readForm<Schema extends z.ZodType>(formData: FormData, schema: Schema): FormReading<z.output<Schema>> {
  // Conform's own coercion is off: the schemas read the strings the form sends, as the browser's check does.
  const submission = parseWithZod(formData, { schema, disableAutoCoercion: true });
  const sent = (submission.payload ?? {}) as FormValues;
  if (submission.status === 'success') return { ok: true, value: submission.value, sent };
  const fieldErrors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(submission.error ?? {})) {
    const message = messages?.[0];
    if (!message) continue;
    if (/^[A-Z][A-Z_]*$/.test(message)) return { ok: false, code: message, fieldErrors: {}, sent };
    fieldErrors[field] = message;
  }
  return { ok: false, code: 'INVALID', fieldErrors, sent };
}

/** A text field, trimmed; a field the form did not send reads as empty. */
export const text = (max: number) => z.string().trim().max(max, 'tooLong').prefault('');
export const requiredText = (max: number) => z.string().trim().max(max, 'tooLong').min(1, 'required').prefault('');

/** A checkbox: sent ("on") or not; code that builds the input itself may pass a boolean. */
export const checkbox = z
  .union([z.string(), z.boolean()])
  .optional()
  .transform((value) => value !== undefined && value !== false);

/** A group of checkboxes or a multiple select sends none, one or several values: always a list here. */
export const asList = (value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
export const many = <Item extends z.ZodType>(item: Item) => z.preprocess(asList, z.array(item));

/** A record's id (a cuid or a UUID): one that cannot be a record's is a record that is not there. */
export const idSchema = z.string('NOT_FOUND').min(1, 'NOT_FOUND').max(64, 'NOT_FOUND');

/** The version a form was read at (the optimistic lock): a save from an older one is refused with CONFLICT. */
export const versionSchema = z.coerce.number('INVALID').int('INVALID').min(1, 'INVALID');

/** The id and version of a form that also creates (empty for a new record). */
export const newOrIdSchema = z
  .string()
  .max(64, 'NOT_FOUND')
  .optional()
  .transform((value) => value || undefined);
export const newOrVersionSchema = z
  .string()
  .optional()
  .transform((value) => (value ? Number(value) : undefined))
  .pipe(z.number('INVALID').int('INVALID').min(1, 'INVALID').optional());

/** The "I understand" box of a destructive action, whose form answers with `code` when it is not ticked. */
export const confirmed = (message = 'CONFIRM') => z.literal('yes', message);
