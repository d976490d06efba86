import { isSupportedCountry, parsePhoneNumberFromString, validatePhoneNumberLength, type CountryCode } from 'libphonenumber-js';
import { FORM_LIMITS } from '@/lib/limits';
import type { PhoneRule } from './checks';

function defaultCountry(country: string | undefined): CountryCode | undefined {
  return country && isSupportedCountry(country) ? country : undefined;
}

/**
 * Checks a typed phone number and gives it in E.164. A number without a leading `+` is read in
 * `country`'s national format (residents: RU, so "8 912 345-67-89" works); with `+` any country is accepted.
 */
export const checkPhone: PhoneRule = (input, country) => {
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
};

/** E.164 form of a valid number, or null. */
export function normalizePhone(input: string, country?: string): string | null {
  const result = checkPhone(input, country);
  return result.ok ? result.e164 : null;
}

/** A stored E.164 phone as people read it: "+7 912 345 67 89" (the number as stored when it does not parse). */
export const phoneLabel = (phone: string) => parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
