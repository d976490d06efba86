import { z } from 'zod';
import { DOCUMENT_LANGUAGES, DOCUMENT_TYPES, EXPIRING_TYPES } from '@/lib/documents/rules';

// The document form's one schema (server side: the form posts to a route handler, app/api/admin/documents).
// Error messages are keys of admin.documents.errors.

const title = (required: boolean) => {
  const base = z.string().trim().max(200, 'tooLong');
  return required ? base.min(1, 'required') : base;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (day: string) => DAY.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

export const documentFormSchema = z
  .object({
    version: z.coerce.number().int().min(1).optional(),
    type: z.enum(DOCUMENT_TYPES, 'choose'),
    language: z.enum(DOCUMENT_LANGUAGES, 'choose'),
    // Italian is the source language and required; Russian and English show the Italian title until written.
    titles: z.object({ it: title(true), ru: title(false), en: title(false) }),
    validUntil: z
      .string()
      .trim()
      .refine((day) => day === '' || realDay(day), 'date'),
    published: z.boolean(),
    productIds: z.array(z.string().min(1).max(64)).max(500),
    categoryIds: z.array(z.string().min(1).max(64)).max(200),
  })
  // Only certificates and declarations expire: a date given to a manual or a brochure is not kept.
  .transform((form) => ({ ...form, validUntil: EXPIRING_TYPES.includes(form.type) && form.validUntil ? form.validUntil : null }));

export type DocumentForm = z.output<typeof documentFormSchema>;

/** The form's fields as the schema reads them. */
export function documentFormInput(form: FormData) {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === 'string' ? value : '';
  };
  return {
    version: text('version') || undefined,
    type: text('type'),
    language: text('language'),
    titles: { it: text('title.it'), ru: text('title.ru'), en: text('title.en') },
    validUntil: text('validUntil'),
    published: text('published') === 'on',
    productIds: form.getAll('products').filter((v): v is string => typeof v === 'string' && v !== ''),
    categoryIds: form.getAll('categories').filter((v): v is string => typeof v === 'string' && v !== ''),
  };
}

/** Field errors as `{ "titles.it": "required" }`. */
export function documentFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}
