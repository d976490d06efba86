import { z } from 'zod';
import { FORM_LIMITS } from '@/lib/limits';
import { RU_SUBDIVISION_CODES } from '@/lib/geo/data/ru-subdivision-codes';
import { isCountryCode, RESIDENT_COUNTRY } from '@/lib/geo/country-codes';
import { acceptedField, honeypotField, localeField, requiredEmail, requiredText, sourcePageField, typeError } from './fields';
import { isValidInn, normalizeInn } from './inn';
import type { PhoneRule } from './phone-shape';

// The partner application (issue 5, SPEC point 5). Region, phone and INN depend on the country, so they are
// checked together after the fields. One definition; the phone rule is given by the side that checks: the
// server's full one (partner-schema.ts), the browser's light one (partner-form-schema.ts).

const REGION_CODES = new Set<string>(RU_SUBDIVISION_CODES);
const FOREIGN_TAX_ID = /^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u;

const countryCode = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : '');

const formFields = z.object({
  country: z
    .string(typeError)
    .trim()
    .toUpperCase()
    .min(1, 'REQUIRED')
    .refine((value) => !value || isCountryCode(value), 'NOT_FOUND'),
  region: z.string({ error: 'INVALID' }).trim().nullish(),
  fullName: requiredText(FORM_LIMITS.fullName.min, FORM_LIMITS.fullName.max),
  companyName: requiredText(FORM_LIMITS.companyName.min, FORM_LIMITS.companyName.max),
  phone: z.string(typeError).trim().min(1, 'REQUIRED'),
  inn: z.string(typeError).trim().min(1, 'REQUIRED'),
  email: requiredEmail,
  captchaAnswer: z.string(typeError).trim().min(1, 'REQUIRED').max(FORM_LIMITS.captchaAnswer.max, 'TOO_LONG'),
  agreement: acceptedField,
  locale: localeField,
  sourcePage: sourcePageField,
  website: honeypotField,
});

/** The API names the captcha challenge it answers; the form's challenge travels in a cookie (lib/captcha.ts). */
const apiFields = formFields.extend({
  captchaId: z.string(typeError).trim().min(1, 'REQUIRED').max(FORM_LIMITS.captchaId.max, 'TOO_LONG'),
});

type Fields = z.output<typeof formFields>;

/** The rules that depend on the country: region, phone and tax number. */
const checkByCountry = (checkPhone: PhoneRule) => (data: Fields, ctx: z.RefinementCtx) => {
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
 * names the challenge), both with `checkPhone`.
 */
export function partnerRules(checkPhone: PhoneRule) {
  return {
    form: formFields.superRefine(checkByCountry(checkPhone), always).transform(normalise(checkPhone)),
    api: apiFields.superRefine(checkByCountry(checkPhone), always).transform(normalise(checkPhone)),
  };
}

/** A partner is a resident when the country is the Russian Federation. */
export const isResident = (country: unknown) => countryCode(country) === RESIDENT_COUNTRY;

