import { FORM_LIMITS } from '@/lib/limits';

// The two checks a form's schema takes from the side that runs it (partner-rules.ts, equipment-rules.ts): the
// server's are the full ones (server-checks.ts: libphonenumber, validator's e-mail rules), the browser's these
// light ones, which need no phone metadata and no e-mail library (together about 75 kB the form pages would
// otherwise load). The server has the last word and answers its own field code.

export type PhoneCheck = { ok: true; e164: string } | { ok: false; code: 'REQUIRED' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID' };

/** Checks a typed number (read in `country`'s national format when it has no leading +). */
export type PhoneRule = (input: string, country?: string) => PhoneCheck;

/** Whether a trimmed, non-empty value is an e-mail address. */
export type AddressRule = (value: string) => boolean;

export type FieldChecks = { phone: PhoneRule; address: AddressRule };

/** E.164 allows at most 15 digits; the shortest national numbers have 4 (Niue, Saint Helena, Tokelau). */
const DIGITS = { min: 4, max: 15 } as const;

/**
 * What the browser can tell without metadata: characters a phone number is written with, and a plausible
 * number of digits.
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

/**
 * The shape every address has: something before the last @, and a domain of at least two labels without
 * spaces. Looser than the server's rule on purpose: the browser never rejects an address the server accepts.
 */
export const isAddressShape: AddressRule = (value) => {
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const labels = value.slice(at + 1).split('.');
  return labels.length >= 2 && labels.every((label) => label.length > 0 && !/\s/.test(label));
};

export const BROWSER_CHECKS: FieldChecks = { phone: checkPhoneShape, address: isAddressShape };
