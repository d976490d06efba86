import { z } from 'zod';
import { asList, newOrVersionSchema } from '@/lib/admin/form-schema';
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

export const documentFormSchema = z
  .object({
    version: newOrVersionSchema,
    type: z.enum(DOCUMENT_TYPES, 'choose'),
    language: z.enum(DOCUMENT_LANGUAGES, 'choose'),
    // Italian is required to save; publishing needs every language's title (lib/admin/content/completeness.ts).
    titles: z.object({ it: title(true), ru: title(false), en: title(false) }).prefault({}),
    validUntil: z
      .string()
      .trim()
      .refine((day) => day === '' || realDay(day), 'date')
      .prefault(''),
    productIds: ids(500),
    categoryIds: ids(200),
  })
  // Only certificates and declarations expire: a date given to a manual or a brochure is not kept.
  .transform((form) => ({ ...form, validUntil: EXPIRING_TYPES.includes(form.type) && form.validUntil ? form.validUntil : null }));

export type DocumentForm = z.output<typeof documentFormSchema>;
