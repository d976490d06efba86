import { z } from 'zod';
import { routing, type Locale } from '@/i18n/routing';
import * as clock from '@/lib/clock';
import { isCountryCode } from '@/lib/geo/country-codes';
import { many, newOrIdSchema, newOrVersionSchema } from '@/lib/admin/form-schema';
import { BUILDING_TYPES, FIRST_PROJECT_YEAR, isReservedProjectSlug, LOCALES, MAX_PROJECT_PRODUCTS, SLUG_PATTERN, slugify } from '@/lib/projects/values';

// The project form's one schema, read by the server action through Conform (lib/admin/form-schema.ts: the
// fields are named `translations.it.title`, one `productIds` checkbox per product…; the browser form shows the
// errors it answers and never loads zod). Error messages are keys of admin.projects.errors, translated where they
// are shown. A field the form did not send reads as empty.

const text = (max: number) => z.string().trim().max(max, 'tooLong').prefault('');

const translationSchema = z.object({ title: text(200), city: text(120), summary: text(400), description: text(10_000) }).prefault({});

/** The latest completion year accepted: next year's (a project handed over early in the year). */
export const lastProjectYear = (now = clock.now()) => now.getUTCFullYear() + 1;

const year = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\d{4}$/.test(value), 'year')
  .transform((value) => (value === '' ? null : Number(value)))
  .refine((value) => value === null || (value >= FIRST_PROJECT_YEAR && value <= lastProjectYear()), 'year')
  .prefault('');

export const projectFormSchema = z
  .object({
    id: newOrIdSchema,
    version: newOrVersionSchema,
    /** Empty: made from the Italian title. Upper case is accepted and stored lower case. */
    slug: text(120).transform((value) => value.toLowerCase()),
    city: z.string().trim().max(120, 'tooLong').min(1, 'required').prefault(''),
    country: z.string().refine(isCountryCode, 'choose').prefault(''),
    buildingType: z.enum(BUILDING_TYPES, 'choose'),
    year,
    // Number('') is 0: an empty order puts the project first.
    sortOrder: z.coerce.number('number').int('number').min(0, 'number').max(100_000, 'number').prefault(''),
    /** "Save and edit photos" saves, then opens the photos page. */
    intent: z.enum(['save', 'pictures']).catch('save'),
    productIds: many(z.string().min(1).max(64))
      .pipe(z.array(z.string()).max(MAX_PROJECT_PRODUCTS, 'tooManyProducts'))
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
