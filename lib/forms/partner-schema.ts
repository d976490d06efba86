import { z } from 'zod';
import { FORM_LIMITS } from '@/lib/limits';
import { RU_SUBDIVISION_CODES } from '@/lib/geo/data/ru-subdivision-codes';
import { isCountryCode, RESIDENT_COUNTRY } from '@/lib/geo/country-codes';
import { honeypotField, localeField, parseBody, requiredEmail, requiredText, sourcePageField, typeError } from './fields';
import { isValidInn, normalizeInn } from './inn';
import { checkPhone } from './phone';

// The partner application, as the browser form and POST /api/partner both check it (issue 5, SPEC point 5).
// Region, phone and INN depend on the country, so they are checked together after the fields.

const REGION_CODES = new Set<string>(RU_SUBDIVISION_CODES);
const FOREIGN_TAX_ID = /^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u;

const countryCode = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : '');

const fields = z.object({
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
  captchaId: z.string(typeError).trim().min(1, 'REQUIRED').max(FORM_LIMITS.captchaId.max, 'TOO_LONG'),
  captchaAnswer: z.string(typeError).trim().min(1, 'REQUIRED').max(FORM_LIMITS.captchaAnswer.max, 'TOO_LONG'),
  agreement: z.literal(true, { error: 'NOT_ACCEPTED' }),
  locale: localeField,
  sourcePage: sourcePageField,
  website: honeypotField,
});

export const partnerSchema = fields
  .superRefine(
    (data, ctx) => {
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
    },
    // Run even when other fields failed, so the visitor sees every problem at once.
    { when: () => true },
  )
  .transform((data) => {
    const resident = data.country === RESIDENT_COUNTRY;
    const phone = checkPhone(data.phone, data.country);
    return {
      ...data,
      region: resident ? data.region!.toUpperCase() : null,
      phone: phone.ok ? phone.e164 : data.phone,
      inn: resident ? normalizeInn(data.inn) : data.inn,
      agreement: true as const,
    };
  });

/** A valid application: country upper-cased, region null for non-residents, phone in E.164, INN digits only. */
export type PartnerApplication = z.output<typeof partnerSchema>;

export const parsePartnerApplication = (body: unknown) => parseBody(partnerSchema, body);

/** A partner is a resident when the country is the Russian Federation. */
export const isResident = (country: unknown) => countryCode(country) === RESIDENT_COUNTRY;
