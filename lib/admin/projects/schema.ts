import { z } from 'zod';
import { routing, type Locale } from '@/i18n/routing';
import * as clock from '@/lib/clock';
import { isCountryCode } from '@/lib/geo/country-codes';
import { BUILDING_TYPES, FIRST_PROJECT_YEAR, isReservedProjectSlug, LOCALES, MAX_PROJECT_PRODUCTS, SLUG_PATTERN, slugify } from '@/lib/projects/values';

// The project form's one schema, read by the server action (the browser form shows the errors it answers and
// never loads zod). Error messages are keys of admin.projects.errors, translated where they are shown.

const text = (max: number) => z.string().trim().max(max, 'tooLong');

const translationSchema = z.object({ title: text(200), city: text(120).default(''), summary: text(400), description: text(10_000) });
type TranslationInput = z.input<typeof translationSchema>;

/** The latest completion year accepted: next year's (a project handed over early in the year). */
export const lastProjectYear = (now = clock.now()) => now.getUTCFullYear() + 1;

const year = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\d{4}$/.test(value), 'year')
  .transform((value) => (value === '' ? null : Number(value)))
  .refine((value) => value === null || (value >= FIRST_PROJECT_YEAR && value <= lastProjectYear()), 'year');

export const projectFormSchema = z
  .object({
    id: z.string().max(64).optional(),
    version: z.coerce.number().int().min(1).optional(),
    /** Empty: made from the Italian title. Upper case is accepted and stored lower case. */
    slug: text(120).transform((value) => value.toLowerCase()),
    city: text(120).min(1, 'required'),
    country: z.string().refine(isCountryCode, 'choose'),
    buildingType: z.enum(BUILDING_TYPES, 'choose'),
    year,
    sortOrder: z.coerce.number('number').int('number').min(0, 'number').max(100_000, 'number'),
    published: z.boolean(),
    productIds: z
      .array(z.string().min(1).max(64))
      .max(MAX_PROJECT_PRODUCTS, 'tooManyProducts')
      .transform((ids) => [...new Set(ids)]),
    translations: z.object(Object.fromEntries(LOCALES.map((locale) => [locale, translationSchema])) as Record<Locale, typeof translationSchema>),
  })
  .superRefine((value, ctx) => {
    const issue = (path: string[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    // Italian is the source text: title and summary are required. Another language is either left empty (the
    // page shows the Italian text there) or has its title and summary too, never a description alone.
    for (const locale of LOCALES) {
      const t = value.translations[locale];
      const started = Boolean(t.title || t.city || t.summary || t.description);
      if (locale !== routing.defaultLocale && !started) continue;
      if (!t.title) issue(['translations', locale, 'title'], locale === routing.defaultLocale ? 'required' : 'translationTitle');
      if (!t.summary) issue(['translations', locale, 'summary'], locale === routing.defaultLocale ? 'required' : 'translationSummary');
    }
    const slug = value.slug || slugify(value.translations[routing.defaultLocale].title);
    if (!slug) {
      if (value.translations[routing.defaultLocale].title) issue(['slug'], 'slugRequired');
    } else if (!SLUG_PATTERN.test(slug)) issue(['slug'], 'slug');
    else if (isReservedProjectSlug(slug)) issue(['slug'], 'slugReserved');
  })
  .transform((value) => ({ ...value, slug: value.slug || slugify(value.translations[routing.defaultLocale].title) }));

export type ProjectFormInput = z.input<typeof projectFormSchema>;
export type ProjectFormOutput = z.output<typeof projectFormSchema>;

type Entries = { get(name: string): FormDataEntryValue | null; getAll(name: string): FormDataEntryValue[]; has(name: string): boolean };
const str = (form: Entries, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The form's fields (`it.title`, `ru.summary`, one `productIds` checkbox per product…) as the schema's input. */
export function projectFormInput(form: Entries): ProjectFormInput {
  return {
    id: str(form, 'id') || undefined,
    version: str(form, 'version') || undefined,
    slug: str(form, 'slug'),
    city: str(form, 'city'),
    country: str(form, 'country'),
    buildingType: str(form, 'buildingType') as ProjectFormInput['buildingType'],
    year: str(form, 'year'),
    sortOrder: str(form, 'sortOrder') || '0',
    published: form.has('published'),
    productIds: form.getAll('productIds').filter((value): value is string => typeof value === 'string'),
    translations: Object.fromEntries(
      LOCALES.map((locale) => [locale, { title: str(form, `${locale}.title`), city: str(form, `${locale}.city`), summary: str(form, `${locale}.summary`), description: str(form, `${locale}.description`) } satisfies TranslationInput]),
    ) as ProjectFormInput['translations'],
  };
}

/** The schema's issues keyed like the form's fields: `slug`, `ru.title`, `productIds`. */
export function projectFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    const key = path[0] === 'translations' ? path.slice(1).join('.') : path[0] === 'productIds' ? 'productIds' : path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
