import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { FORM_LIMITS } from '@/lib/limits';
import { honeypotField, localeField, optionalEmail, requiredText, sourcePageField, typeError } from './fields';
import type { PhoneRule } from './phone-shape';

// The equipment-selection request ("Select equipment"). One definition; the phone rule is given by the side
// that checks: the server's full one (equipment-schema.ts), the browser's light one (equipment-form-schema.ts).

/**
 * How a number typed without "+" is read: the form has no country field, so the visitor's language decides.
 * English visitors come from anywhere: they type the country code.
 */
export const PHONE_COUNTRY_BY_LOCALE: Record<Locale, string | undefined> = { ru: 'RU', it: 'IT', en: undefined };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function equipmentRules(checkPhone: PhoneRule) {
  return z
    .object({
      name: requiredText(FORM_LIMITS.equipmentName.min, FORM_LIMITS.equipmentName.max),
      phone: z.string(typeError).trim().min(1, 'REQUIRED'),
      email: optionalEmail,
      productSlug: z
        .string({ error: 'INVALID' })
        .trim()
        .max(FORM_LIMITS.productSlug.max, 'TOO_LONG')
        .refine((value) => !value || SLUG.test(value), 'INVALID')
        .nullish()
        .transform((value) => value || null),
      locale: localeField,
      sourcePage: sourcePageField,
      website: honeypotField,
    })
    .superRefine(
      (data, ctx) => {
        if (typeof data.phone !== 'string' || !data.phone) return;
        const phone = checkPhone(data.phone, PHONE_COUNTRY_BY_LOCALE[data.locale] ?? undefined);
        if (!phone.ok) ctx.addIssue({ code: 'custom', path: ['phone'], message: phone.code });
      },
      { when: () => true },
    )
    .transform((data) => {
      const phone = checkPhone(data.phone, PHONE_COUNTRY_BY_LOCALE[data.locale]);
      return { ...data, phone: phone.ok ? phone.e164 : data.phone };
    });
}
