import { isSupportedCountry, parsePhoneNumberFromString, validatePhoneNumberLength, type CountryCode } from 'libphonenumber-js';
import { FORM_LIMITS } from '@/lib/limits';

/** SPEC point 5: what a resident sees in the empty field, and the mask shown while typing. */
export const RU_PHONE_PLACEHOLDER = '+7 (999) 999-99-99';
export const RU_PHONE_MASK = '+7 (___) ___-__-__';

export type PhoneCheck = { ok: true; e164: string } | { ok: false; code: 'REQUIRED' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID' };

function defaultCountry(country: string | undefined): CountryCode | undefined {
  return country && isSupportedCountry(country) ? country : undefined;
}

/**
 * Checks a typed phone number and gives it in E.164. A number without a leading `+` is read in
 * `country`'s national format (residents: RU, so "8 912 345-67-89" works); with `+` any country is accepted.
 */
export function checkPhone(input: string, country?: string): PhoneCheck {
  const value = input.trim();
  if (!value) return { ok: false, code: 'REQUIRED' };
  if (value.length > FORM_LIMITS.phone.max) return { ok: false, code: 'TOO_LONG' };
  if (/[^\d\s()+\-./]/.test(value)) return { ok: false, code: 'INVALID' };
  const region = defaultCountry(country);
  const length = validatePhoneNumberLength(value, region);
  if (length === 'TOO_SHORT') return { ok: false, code: 'TOO_SHORT' };
  if (length === 'TOO_LONG') return { ok: false, code: 'TOO_LONG' };
  const parsed = parsePhoneNumberFromString(value, region);
  if (!parsed || !parsed.isValid()) return { ok: false, code: 'INVALID' };
  return { ok: true, e164: parsed.number };
}

/** E.164 form of a valid number, or null. */
export function normalizePhone(input: string, country?: string): string | null {
  const result = checkPhone(input, country);
  return result.ok ? result.e164 : null;
}

/**
 * The ten national digits a resident typed. A leading "+7" is the country code. An eleventh digit after a
 * leading 8 or 7 shows that digit was the trunk prefix or country code ("8 912 345-67-89", typed the Russian
 * way, shows "+7 (891) 234-56-78" until its last digit arrives); a national number may itself start with 8
 * (812 is St Petersburg), so the decision waits for that eleventh digit.
 */
export function ruNationalDigits(input: string): string {
  const trimmed = input.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+7')) digits = digits.slice(1);
  if (digits.length > 10 && /^[78]/.test(digits)) digits = digits.slice(1);
  return digits.slice(0, 10);
}

/**
 * Formats what a resident typed into the mask `+7 (___) ___-__-__`, as far as digits go: separators
 * appear only before a digit, so deleting backwards never gets stuck on a bracket or a dash.
 */
export function formatRuPhone(input: string): string {
  const digits = ruNationalDigits(input);
  if (!digits) return '';
  let out = '+7 (';
  for (const [index, digit] of [...digits].entries()) {
    if (index === 3) out += ') ';
    else if (index === 6 || index === 8) out += '-';
    out += digit;
  }
  return out;
}
