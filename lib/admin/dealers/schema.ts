import { z } from 'zod';
import { isCountryCode, RESIDENT_COUNTRY } from '@/lib/geo/country-codes';
import { RU_SUBDIVISION_CODES } from '@/lib/geo/data/ru-subdivision-codes';
import { checkPhone } from '@/lib/forms/phone';
import { DEALER_KINDS, DEALER_LIMITS } from '@/lib/dealers/values';

// The dealer form's one schema, run by the server action (the form in the browser sends plain fields and shows
// the answer). Error messages are keys of admin.dealers.errors, translated where they are shown.

const REGIONS = new Set<string>(RU_SUBDIVISION_CODES);
const text = (max: number) => z.string().trim().max(max, 'tooLong');
const requiredText = (max: number) => text(max).min(1, 'required');

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
  id: z.string().max(64).optional(),
  version: z.coerce.number().int().min(1).optional(),
  name: requiredText(DEALER_LIMITS.name),
  country: z.string().trim().toUpperCase().min(1, 'required').refine(isCountryCode, 'country'),
  region: z.string().trim().toUpperCase(),
  city: requiredText(DEALER_LIMITS.city),
  address: text(DEALER_LIMITS.address),
  phone: z.string().trim().min(1, 'required'),
  email: text(DEALER_LIMITS.email).refine((value) => !value || z.email().safeParse(value).success, 'email'),
  website: text(DEALER_LIMITS.website).refine((value) => !value || isWebsite(value), 'website'),
  sales: z.boolean(),
  installation: z.boolean(),
  service: z.boolean(),
  published: z.boolean(),
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
  .object({ ...fields, city: text(DEALER_LIMITS.city) })
  .check(z.superRefine(crossChecks, always))
  .transform(normalise);

export type DealerInput = z.output<typeof dealerFormSchema>;
export type DealerFormInput = z.input<typeof dealerFormSchema>;

type Entries = { get(name: string): FormDataEntryValue | null };
const str = (form: Entries, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The form's fields as the schema reads them (checkboxes: present or not). */
export function dealerFormInput(form: Entries): DealerFormInput {
  return {
    id: str(form, 'id') || undefined,
    version: str(form, 'version') || undefined,
    name: str(form, 'name'),
    country: str(form, 'country'),
    region: str(form, 'region'),
    city: str(form, 'city'),
    address: str(form, 'address'),
    phone: str(form, 'phone'),
    email: str(form, 'email'),
    website: str(form, 'website'),
    sales: form.get('sales') !== null,
    installation: form.get('installation') !== null,
    service: form.get('service') !== null,
    published: form.get('published') !== null,
  };
}

/** zod's issues as { field: message key }, the first per field. */
export function dealerFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}
