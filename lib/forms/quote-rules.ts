import * as z from 'zod/mini';
import { FORM_LIMITS } from '@/lib/limits';
import type { FieldChecks } from './checks';
import { PHONE_COUNTRY_BY_LOCALE } from './equipment-rules';
import { acceptedField, freeText, honeypotField, localeField, optionalConsentField, requiredEmail, requiredText, sourcePageField, trimmedText } from './fields';

// The quote request (/quote): who asks, for which city, with an optional comment. The products and quantities
// are not fields: the server reads them from the quote list itself. One definition; the phone and e-mail checks
// are given by the side that checks (quote-schema.ts on the server, quote-form-schema.ts in the browser).

const fields = ({ address }: FieldChecks) =>
  z.object({
    name: requiredText(FORM_LIMITS.fullName.min, FORM_LIMITS.fullName.max),
    companyName: requiredText(FORM_LIMITS.companyName.min, FORM_LIMITS.companyName.max),
    city: requiredText(FORM_LIMITS.city.min, FORM_LIMITS.city.max),
    phone: trimmedText().check(z.minLength(1, 'REQUIRED')),
    email: requiredEmail(address),
    comment: z.pipe(
      z._default(freeText(), ''),
      z.string().check(z.maxLength(FORM_LIMITS.comment.max, 'TOO_LONG')),
    ),
    agreement: acceptedField,
    newsletter: optionalConsentField,
    dealerContact: optionalConsentField,
    locale: localeField,
    sourcePage: sourcePageField,
    website: honeypotField,
  });

type Fields = z.output<ReturnType<typeof fields>>;

export function quoteRules(checks: FieldChecks) {
  const checkPhoneField = (data: Fields, ctx: z.core.$RefinementCtx<Fields>) => {
    if (typeof data.phone !== 'string' || !data.phone) return;
    const phone = checks.phone(data.phone, PHONE_COUNTRY_BY_LOCALE[data.locale] ?? undefined);
    if (!phone.ok) ctx.addIssue({ code: 'custom', path: ['phone'], message: phone.code });
  };
  return z.pipe(
    fields(checks).check(z.superRefine(checkPhoneField, { when: () => true })),
    z.transform((data: Fields) => {
      const phone = checks.phone(data.phone, PHONE_COUNTRY_BY_LOCALE[data.locale]);
      return { ...data, phone: phone.ok ? phone.e164 : data.phone };
    }),
  );
}
