import { FORM_LIMITS } from '@/lib/limits';

// The phone rule as a schema takes it: the server's is libphonenumber's full check (lib/forms/phone.ts), the
// browser's this light one, which needs no phone metadata (about 70 kB the form pages would otherwise load).

export type PhoneCheck = { ok: true; e164: string } | { ok: false; code: 'REQUIRED' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID' };

/** Checks a typed number (read in `country`'s national format when it has no leading +). */
export type PhoneRule = (input: string, country?: string) => PhoneCheck;

/** E.164 allows at most 15 digits; no country's numbers are shorter than 6. */
const DIGITS = { min: 6, max: 15 } as const;

/**
 * What the browser can tell without metadata: characters a phone number is written with, and a plausible
 * number of digits. The server then checks the number itself and answers its own code.
 */
export const checkPhoneShape: PhoneRule = (input) => {
  const value = input.trim();
  if (!value) return { ok: false, code: 'REQUIRED' };
  if (value.length > FORM_LIMITS.phone.max) return { ok: false, code: 'TOO_LONG' };
  if (/[^\d\s()+\-./]/.test(value)) return { ok: false, code: 'INVALID' };
  const digits = value.replace(/\D/g, '').length;
  if (digits < DIGITS.min) return { ok: false, code: 'TOO_SHORT' };
  if (digits > DIGITS.max) return { ok: false, code: 'TOO_LONG' };
  return { ok: true, e164: value };
};
