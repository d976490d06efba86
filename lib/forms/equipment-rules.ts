import * as z from 'zod/mini';
import type { Locale } from '@/i18n/routing';
import { FORM_LIMITS } from '@/lib/limits';
import { honeypotField, localeField, optionalConsentField, optionalEmail, requiredText, sourcePageField, trimmedText } from './fields';
import type { AddressRule, FieldChecks } from './checks';

// The equipment-selection request ("Select equipment"). One definition; the phone and e-mail checks are given by
// the side that checks: the server's full ones (equipment-schema.ts), the browser's light ones
// (equipment-form-schema.ts).

/**
 * How a number typed without "+" is read: the form has no country field, so the visitor's language decides.
 * English visitors come from anywhere: they type the country code.
 */
export const PHONE_COUNTRY_BY_LOCALE: Record<Locale, string | undefined> = { ru: 'RU', it: 'IT', en: undefined };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const fields = (isAddress: AddressRule) =>
  z.object({
    name: requiredText(FORM_LIMITS.equipmentName.min, FORM_LIMITS.equipmentName.max),
    phone: trimmedText().check(z.minLength(1, 'REQUIRED')),
    email: optionalEmail(isAddress),
    productSlug: z.pipe(
      z.nullish(
        z.string({ error: 'INVALID' }).check(
          z.trim(),
          z.maxLength(FORM_LIMITS.productSlug.max, 'TOO_LONG'),
          z.refine((value) => !value || SLUG.test(value), 'INVALID'),
        ),
      ),
      z.transform((value) => value || null),
    ),
    /** The visitor asks a dealer near them to get in touch, and agrees to the transfer that needs. */
    dealerContact: optionalConsentField,
    locale: localeField,
    sourcePage: sourcePageField,
    website: honeypotField,
  });

type Fields = z.output<ReturnType<typeof fields>>;

export function equipmentRules({ phone: checkPhone, address }: FieldChecks) {
  const checkPhoneField = (data: Fields, ctx: z.core.$RefinementCtx<Fields>) => {
    if (typeof data.phone !== 'string' || !data.phone) return;
    const phone = checkPhone(data.phone, PHONE_COUNTRY_BY_LOCALE[data.locale] ?? undefined);
    if (!phone.ok) ctx.addIssue({ code: 'custom', path: ['phone'], message: phone.code });
  };
  return z.pipe(
    // Run even when other fields failed, so the visitor sees every problem at once.
    fields(address).check(z.superRefine(checkPhoneField, { when: () => true })),
    z.transform((data: Fields) => {
      const phone = checkPhone(data.phone, PHONE_COUNTRY_BY_LOCALE[data.locale]);
      return { ...data, phone: phone.ok ? phone.e164 : data.phone };
    }),
  );
}
