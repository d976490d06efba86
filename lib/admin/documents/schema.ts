import { z } from 'zod';
import { asList, newOrVersionSchema } from '@/lib/admin/form-schema';
import { isHttpsUrl, isTechnicalRegulation, MAX_HOLDER, MAX_REGISTRATION_NUMBER, MAX_REGISTRY_URL, TECHNICAL_REGULATIONS, type TechnicalRegulation } from '@/lib/documents/conformity';
import { DOCUMENT_LANGUAGES, DOCUMENT_TYPES, EXPIRING_TYPES } from '@/lib/documents/rules';

// The document form's one schema, read through Conform (lib/admin/form-schema.ts) by the route handler the form
// posts to (app/api/admin/documents: files are larger than a server action takes). Field names are its paths:
// `titles.it`, one `productIds` checkbox per product. Error messages are keys of admin.documents.errors.

const title = (required: boolean) => {
  const base = z.string().trim().max(200, 'tooLong');
  return (required ? base.min(1, 'required') : base).prefault('');
};
// An empty value (no box of ours sends one) is left out.
const ids = (max: number) => z.preprocess((value) => asList(value).filter((id) => id !== ''), z.array(z.string().min(1).max(64)).max(max));

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (day: string) => DAY.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);
const dayField = z
  .string()
  .trim()
  .refine((day) => day === '' || realDay(day), 'date')
  .prefault('');
const optionalText = (max: number, message: string) => z.string().trim().max(max, message).prefault('');

// The EAEU conformity fields (lib/documents/conformity.ts): regulations are one checkbox each, only the known ones.
const regulations = z.preprocess(
  (value) => asList(value).filter((item) => item !== ''),
  z
    .array(z.string())
    .max(TECHNICAL_REGULATIONS.length * 2, 'regulation')
    .refine((list) => list.every(isTechnicalRegulation), 'regulation')
    .transform((list) => TECHNICAL_REGULATIONS.filter((regulation) => list.includes(regulation)) as TechnicalRegulation[]),
);

export const documentFormSchema = z
  .object({
    version: newOrVersionSchema,
    type: z.enum(DOCUMENT_TYPES, 'choose'),
    language: z.enum(DOCUMENT_LANGUAGES, 'choose'),
    // Italian is required to save; publishing needs every language's title (lib/admin/content/completeness.ts).
    titles: z.object({ it: title(true), ru: title(false), en: title(false) }).prefault({}),
    validUntil: dayField,
    registrationNumber: optionalText(MAX_REGISTRATION_NUMBER, 'numberTooLong'),
    technicalRegulations: regulations,
    issuedOn: dayField,
    holder: optionalText(MAX_HOLDER, 'holderTooLong'),
    registryUrl: optionalText(MAX_REGISTRY_URL, 'urlTooLong').refine((url) => url === '' || isHttpsUrl(url), 'https'),
    productIds: ids(500),
    categoryIds: ids(200),
  })
  // Days as "YYYY-MM-DD" compare as text.
  .refine((form) => !form.issuedOn || !form.validUntil || form.issuedOn <= form.validUntil, { message: 'issuedAfterExpiry', path: ['issuedOn'] })
  // Only certificates and declarations expire and carry conformity data: what a manual or a brochure was given is not kept.
  .transform((form) => {
    const conformity = EXPIRING_TYPES.includes(form.type);
    const kept = (value: string) => (conformity && value ? value : null);
    return {
      ...form,
      validUntil: kept(form.validUntil),
      registrationNumber: kept(form.registrationNumber),
      technicalRegulations: conformity ? form.technicalRegulations : [],
      issuedOn: kept(form.issuedOn),
      holder: kept(form.holder),
      registryUrl: kept(form.registryUrl),
    };
  });

export type DocumentForm = z.output<typeof documentFormSchema>;
