import { z } from 'zod';
import { FORM_LIMITS } from '@/lib/limits';
import { RU_SUBDIVISION_CODES } from '@/lib/geo/data/ru-subdivision-codes';
import { isCountryCode, RESIDENT_COUNTRY } from '@/lib/geo/country-codes';
import { acceptedField, honeypotField, localeField, parseBody, requiredEmail, requiredText, sourcePageField, typeError } from './fields';
import { isValidInn, normalizeInn } from './inn';
import { checkPhone } from './phone';

// The partner application, as the browser form and POST /api/partner both check it (issue 5, SPEC point 5).
// Region, phone and INN depend on the country, so they are checked together after the fields.

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
function checkByCountry(data: Fields, ctx: z.RefinementCtx) {
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
}

/** Country upper-cased, region null for non-residents, phone in E.164, INN digits only. */
function normalise<T extends Fields>(data: T) {
  const resident = data.country === RESIDENT_COUNTRY;
  const phone = checkPhone(data.phone, data.country);
  return {
    ...data,
    region: resident ? data.region!.toUpperCase() : null,
    phone: phone.ok ? phone.e164 : data.phone,
    inn: resident ? normalizeInn(data.inn) : data.inn,
  };
}

// Run even when other fields failed, so the visitor sees every problem at once.
const always = { when: () => true };

/** The browser form and its action: everything but the captcha challenge's id. */
export const partnerFormSchema = formFields.superRefine(checkByCountry, always).transform(normalise);

/** POST /api/partner and the stored application. */
export const partnerSchema = apiFields.superRefine(checkByCountry, always).transform(normalise);

/** What the form holds (the values its action may hand back) and what it gives when valid. */
export type PartnerFormInput = z.input<typeof partnerFormSchema>;
export type PartnerFormOutput = z.output<typeof partnerFormSchema>;

/** A valid application: country upper-cased, region null for non-residents, phone in E.164, INN digits only. */
export type PartnerApplication = z.output<typeof partnerSchema>;

export const parsePartnerApplication = (body: unknown) => parseBody(partnerSchema, body);

/** A partner is a resident when the country is the Russian Federation. */
export const isResident = (country: unknown) => countryCode(country) === RESIDENT_COUNTRY;
