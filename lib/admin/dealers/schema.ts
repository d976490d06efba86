import { z } from 'zod';
import { isCountryCode, RESIDENT_COUNTRY } from '@/lib/geo/country-codes';
import { RU_SUBDIVISION_CODES } from '@/lib/geo/data/ru-subdivision-codes';
import { checkPhone } from '@/lib/forms/phone';
import { DEALER_KINDS, DEALER_LIMITS } from '@/lib/dealers/values';
import { checkbox, newOrIdSchema, newOrVersionSchema } from '../form-schema';

// The dealer form's one schema, read by the server action through Conform (lib/admin/form-schema.ts; the form in
// the browser sends plain fields and shows the answer). Error messages are keys of admin.dealers.errors,
// translated where they are shown. A field the form did not send reads as empty.

const REGIONS = new Set<string>(RU_SUBDIVISION_CODES);
const text = (max: number) => z.string().trim().max(max, 'tooLong');
const requiredText = (max: number) => text(max).min(1, 'required').prefault('');

/** An optional http(s) address with a host name; anything else (another scheme, a bare word) is refused. */
export function isWebsite(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

const fields = {
  id: newOrIdSchema,
  version: newOrVersionSchema,
  name: requiredText(DEALER_LIMITS.name),
  country: z.string().trim().toUpperCase().min(1, 'required').refine(isCountryCode, 'country').prefault(''),
  region: z.string().trim().toUpperCase().prefault(''),
  city: requiredText(DEALER_LIMITS.city),
  address: text(DEALER_LIMITS.address).prefault(''),
  phone: z.string().trim().min(1, 'required').prefault(''),
  email: text(DEALER_LIMITS.email)
    .refine((value) => !value || z.email().safeParse(value).success, 'email')
    .prefault(''),
  website: text(DEALER_LIMITS.website)
    .refine((value) => !value || isWebsite(value), 'website')
    .prefault(''),
  sales: checkbox,
  installation: checkbox,
  service: checkbox,
  published: checkbox,
};

type Fields = z.output<z.ZodObject<typeof fields>>;

/** The rules across fields: region by country, the phone read in the dealer's country, at least one kind. */
function crossChecks(data: Fields, ctx: z.core.$RefinementCtx<Fields>) {
  if (typeof data.country !== 'string' || typeof data.phone !== 'string') return;
  if (data.country === RESIDENT_COUNTRY) {
    if (!data.region) ctx.addIssue({ code: 'custom', path: ['region'], message: 'regionRequired' });
    else if (!REGIONS.has(data.region)) ctx.addIssue({ code: 'custom', path: ['region'], message: 'region' });
  } else if (data.region) {
    // Regions exist only where the country data has them (RU): one chosen for another country is a mistake.
    ctx.addIssue({ code: 'custom', path: ['region'], message: 'regionNotAllowed' });
  }
  const phone = checkPhone(data.phone, data.country);
  if (!phone.ok) ctx.addIssue({ code: 'custom', path: ['phone'], message: phone.code === 'REQUIRED' ? 'required' : 'phone' });
  if (!DEALER_KINDS.some((kind) => data[kind])) ctx.addIssue({ code: 'custom', path: ['kinds'], message: 'kinds' });
}

/** Region null outside Russia, phone in E.164, empty e-mail and site null. */
function normalise(data: Fields) {
  const phone = checkPhone(data.phone, data.country);
  return {
    ...data,
    region: data.country === RESIDENT_COUNTRY ? data.region : null,
    phone: phone.ok ? phone.e164 : data.phone,
    email: data.email ? data.email.toLowerCase() : null,
    website: data.website || null,
  };
}

// Run even when a field failed, so the editor sees every problem at once (the fields are strings from a form).
const always = { when: () => true };

export const dealerFormSchema = z.object(fields).check(z.superRefine(crossChecks, always)).transform(normalise);

/**
 * A dealer made from a partner application: the same rules, but the city may still be empty (the partner form
 * asks for none); the editor adds it on the dealer's page.
 */
export const leadDealerSchema = z
  .object({ ...fields, city: text(DEALER_LIMITS.city).prefault('') })
  .check(z.superRefine(crossChecks, always))
  .transform(normalise);

export type DealerInput = z.output<typeof dealerFormSchema>;
