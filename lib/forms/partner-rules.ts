import * as z from 'zod/mini';
import { FORM_LIMITS } from '@/lib/limits';
import { RU_SUBDIVISION_CODES } from '@/lib/geo/data/ru-subdivision-codes';
import { isCountryCode, RESIDENT_COUNTRY } from '@/lib/geo/country-codes';
import { acceptedField, honeypotField, localeField, optionalConsentField, requiredEmail, requiredText, sourcePageField, trimmedText } from './fields';
import { isValidInn, normalizeInn } from './inn';
import type { AddressRule, FieldChecks, PhoneRule } from './checks';

// The partner application (issue 5, SPEC point 5). Region, phone and INN depend on the country, so they are
// checked together after the fields. One definition; the phone and e-mail checks are given by the side that
// checks: the server's full ones (partner-schema.ts), the browser's light ones (partner-form-schema.ts).

const REGION_CODES = new Set<string>(RU_SUBDIVISION_CODES);
const FOREIGN_TAX_ID = /^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u;

const countryCode = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : '');

const formFields = (isAddress: AddressRule) =>
  z.object({
    country: trimmedText().check(
      z.toUpperCase(),
      z.minLength(1, 'REQUIRED'),
      z.refine((value) => !value || isCountryCode(value), 'NOT_FOUND'),
    ),
    region: z.nullish(z.string({ error: 'INVALID' }).check(z.trim())),
    fullName: requiredText(FORM_LIMITS.fullName.min, FORM_LIMITS.fullName.max),
    companyName: requiredText(FORM_LIMITS.companyName.min, FORM_LIMITS.companyName.max),
    phone: trimmedText().check(z.minLength(1, 'REQUIRED')),
    inn: trimmedText().check(z.minLength(1, 'REQUIRED')),
    email: requiredEmail(isAddress),
    captchaAnswer: trimmedText().check(z.minLength(1, 'REQUIRED'), z.maxLength(FORM_LIMITS.captchaAnswer.max, 'TOO_LONG')),
    agreement: acceptedField,
    newsletter: optionalConsentField,
    locale: localeField,
    sourcePage: sourcePageField,
    website: honeypotField,
  });

/** The API names the captcha challenge it answers; the form's challenge travels in a cookie (lib/captcha.ts). */
const apiFields = (isAddress: AddressRule) =>
  z.extend(formFields(isAddress), {
    captchaId: trimmedText().check(z.minLength(1, 'REQUIRED'), z.maxLength(FORM_LIMITS.captchaId.max, 'TOO_LONG')),
  });

type Fields = z.output<ReturnType<typeof formFields>>;

/** The rules that depend on the country: region, phone and tax number. */
const checkByCountry = (checkPhone: PhoneRule) => (data: Fields, ctx: z.core.$RefinementCtx<Fields>) => {
  const resident = countryCode(data.country) === RESIDENT_COUNTRY;
  if (resident) {
    const region = typeof data.region === 'string' ? data.region.toUpperCase() : '';
    if (!region) ctx.addIssue({ code: 'custom', path: ['region'], message: 'REQUIRED' });
    else if (!REGION_CODES.has(region)) ctx.addIssue({ code: 'custom', path: ['region'], message: 'NOT_FOUND' });
  }
  // A national number is read in the chosen country: with no known country yet, only an
  // international one (+…) can be judged, and the visitor is told about the country instead.
  const country = countryCode(data.country);
  if (typeof data.phone === 'string' && data.phone && (isCountryCode(country) || data.phone.startsWith('+'))) {
    const phone = checkPhone(data.phone, resident ? RESIDENT_COUNTRY : country);
    if (!phone.ok) ctx.addIssue({ code: 'custom', path: ['phone'], message: phone.code });
  }
  if (typeof data.inn === 'string' && data.inn) {
    if (resident) {
      if (!isValidInn(normalizeInn(data.inn))) ctx.addIssue({ code: 'custom', path: ['inn'], message: 'INVALID' });
    } else if (data.inn.length > FORM_LIMITS.foreignTaxId.max) {
      ctx.addIssue({ code: 'custom', path: ['inn'], message: 'TOO_LONG' });
    } else if (!FOREIGN_TAX_ID.test(data.inn)) {
      ctx.addIssue({ code: 'custom', path: ['inn'], message: 'INVALID' });
    }
  }
};

/** Country upper-cased, region null for non-residents, phone in E.164, INN digits only. */
const normalise = (checkPhone: PhoneRule) => <T extends Fields>(data: T) => {
  const resident = data.country === RESIDENT_COUNTRY;
  const phone = checkPhone(data.phone, data.country);
  return {
    ...data,
    region: resident ? data.region!.toUpperCase() : null,
    phone: phone.ok ? phone.e164 : data.phone,
    inn: resident ? normalizeInn(data.inn) : data.inn,
  };
};

// Run even when other fields failed, so the visitor sees every problem at once.
const always = { when: () => true };

/**
 * The form's schema (everything but the captcha challenge's id, which travels in a cookie) and the API's (which
 * names the challenge), both with the side's `checks`.
 */
export function partnerRules({ phone, address }: FieldChecks) {
  return {
    form: z.pipe(formFields(address).check(z.superRefine(checkByCountry(phone), always)), z.transform(normalise(phone))),
    api: z.pipe(apiFields(address).check(z.superRefine(checkByCountry(phone), always)), z.transform(normalise(phone))),
  };
}

/** A partner is a resident when the country is the Russian Federation. */
export const isResident = (country: unknown) => countryCode(country) === RESIDENT_COUNTRY;

