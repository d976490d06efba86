import { z } from 'zod';
import { routing, type Locale } from '@/i18n/routing';
import { coolingClass, ENERGY_CLASSES, ENERGY_LABEL_MAX_KW, heatingClass, REFRIGERANTS, type EngineeringField } from '@/lib/catalogue/engineering';
import { isReservedProductSlug } from '@/lib/catalogue/reserved-slugs';
import { PARTS, PHASES, SPEC_GROUPS, UNIT_CODES } from '@/lib/catalogue/units';
import { checkbox, newOrIdSchema, newOrVersionSchema } from '../form-schema';
import { sortField } from '../search-params';
import type { SharedSpecRow } from '@/lib/catalogue/technical';
import { COPY_INTENTS, CURRENCIES, LOCALES } from './values';

// The product and category forms' one schema each, read by the server action through Conform
// (lib/admin/form-schema.ts): the form's field names are the schema's paths (`translations.it.name`,
// `translations.ru.specifications[2].label`, `parts[0].w`). lib/admin/catalogue/products.ts saves only what it
// accepted. Error messages are keys of admin.catalogue.errors, translated where they are shown.


const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Volts or hertz as the data writes them: "220–240", "380-415", "50", "50/60". */
const FIGURES = /^\d+(?:[.,]\d+)?(?:\s*[–\-/]\s*\d+(?:[.,]\d+)?)?$/;
/** "W × H × D" in mm; "x" is accepted and written as "×". */
const DIMENSIONS = /^\d+\s*[×xX]\s*\d+\s*[×xX]\s*\d+$/;

// A field the form did not send reads as empty (`.prefault('')`): an older form, or a hand-made request.
const text = (max: number) => z.string().trim().max(max, 'tooLong');
const requiredText = (max: number) => text(max).min(1, 'required').prefault('');
/** A decimal in either notation ("3,5" or "3.5"); empty gives null. */
const optionalNumber = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : Number(value.replace(',', '.'))))
  .refine((value) => value === null || (Number.isFinite(value) && value >= 0 && value <= 100_000), 'number');
const requiredNumber = optionalNumber.refine((value) => value !== null, 'required').transform((value) => value as number);
/** An optional engineering figure within the range it can physically take: outside it, it is a typo. */
const figure = (min: number, max: number) => optionalNumber.refine((value) => value === null || (value >= min && value <= max), 'outOfRange').prefault('');
/** One of a closed list, or empty (not declared): null. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal('')], 'choose').prefault('').transform((value) => (value === '' ? null : (value as T[number])));

/** The engineering figures (Product columns, lib/catalogue/technical.ts EngineeringData), with their plausible ranges. */
const engineeringFields = {
  refrigerant: optionalChoice(REFRIGERANTS),
  refrigerantChargeKg: figure(0.05, 2000),
  seer: figure(1, 15),
  scop: figure(1, 10),
  eseer: figure(1, 15),
  energyClassCooling: optionalChoice(ENERGY_CLASSES),
  energyClassHeating: optionalChoice(ENERGY_CLASSES),
  waterFlowM3h: figure(0.01, 5000),
  waterPressureDropKpa: figure(0.1, 1000),
  maxCurrentA: figure(0.01, 5000),
  startingCurrentA: figure(0.01, 10_000),
  soundPowerDba: figure(20, 140),
  maxPipeLengthM: figure(1, 1000),
  maxHeightDiffM: figure(0, 200),
} satisfies Record<EngineeringField, z.ZodType>;

/** A row of a list is empty when its `keys` are, or when its "remove" box is ticked. */
const isEmptyRow = (row: Record<string, string | boolean>, keys: string[]) =>
  row.remove === true || keys.every((key) => !String(row[key] ?? '').trim());

/**
 * A specification row of the form. A row left empty is dropped (the form always shows a few empty ones); a row
 * with a label or a value needs both, a group and, if given, a known unit. Indexes stay those of the form, so
 * an error lands on the row it is about.
 */
export const specRowFormSchema = z
  .object({ group: z.string().prefault(''), label: z.string().trim().max(120, 'tooLong').prefault(''), value: z.string().trim().max(120, 'tooLong').prefault(''), unit: z.string().prefault(''), remove: checkbox })
  .superRefine((row, ctx) => {
    if (isEmptyRow(row, ['label', 'value'])) return;
    if (!row.label) ctx.addIssue({ code: 'custom', path: ['label'], message: 'required' });
    if (!row.value) ctx.addIssue({ code: 'custom', path: ['value'], message: 'required' });
    if (!(SPEC_GROUPS as readonly string[]).includes(row.group)) ctx.addIssue({ code: 'custom', path: ['group'], message: 'choose' });
    if (row.unit && !(UNIT_CODES as readonly string[]).includes(row.unit)) ctx.addIssue({ code: 'custom', path: ['unit'], message: 'choose' });
  })
  .transform((row) =>
    isEmptyRow(row, ['label', 'value'])
      ? null
      : {
          group: row.group as (typeof SPEC_GROUPS)[number],
          label: row.label,
          value: row.value,
          ...(row.unit ? { unit: row.unit as (typeof UNIT_CODES)[number] } : {}),
        },
  );

/** Words in the three languages, for a shared row whose value is words rather than a figure. */
const rowWords = z.object(Object.fromEntries(LOCALES.map((locale) => [locale, z.string().trim().max(120, 'tooLong').prefault('')])) as Record<Locale, z.ZodPrefault<z.ZodString>>);

/**
 * A shared specification row of the form (issue 34, item 1): a label of the dictionary (its key; the server checks
 * it exists), and a value written once, or the value's words in each of the three languages; a unit if given. An
 * empty row is dropped, as are the form's spare rows.
 */
export const sharedSpecRowFormSchema = z
  .object({ key: z.string().trim().max(80, 'tooLong').prefault(''), value: z.string().trim().max(120, 'tooLong').prefault(''), unit: z.string().prefault(''), text: rowWords.prefault({}), remove: checkbox })
  .superRefine((row, ctx) => {
    const words = LOCALES.filter((locale) => row.text[locale]);
    if (row.remove || (!row.key && !row.value && words.length === 0)) return;
    if (!row.key) ctx.addIssue({ code: 'custom', path: ['key'], message: 'choose' });
    if (words.length > 0) {
      if (row.value) ctx.addIssue({ code: 'custom', path: ['value'], message: 'valueOrWords' });
      for (const locale of LOCALES) if (!row.text[locale]) ctx.addIssue({ code: 'custom', path: ['text', locale], message: 'required' });
    } else if (!row.value) ctx.addIssue({ code: 'custom', path: ['value'], message: 'required' });
    if (row.unit && !(UNIT_CODES as readonly string[]).includes(row.unit)) ctx.addIssue({ code: 'custom', path: ['unit'], message: 'choose' });
  })
  .transform((row): SharedSpecRow | null => {
    const words = LOCALES.filter((locale) => row.text[locale]);
    if (row.remove || (!row.key && !row.value && words.length === 0)) return null;
    const unit = row.unit ? { unit: row.unit as (typeof UNIT_CODES)[number] } : {};
    return words.length > 0 ? { key: row.key, text: { it: row.text.it, ru: row.text.ru, en: row.text.en }, ...unit } : { key: row.key, value: row.value, ...unit };
  });

export const translationFormSchema = z.object({
  name: text(200).prefault(''),
  shortDescription: text(400).prefault(''),
  description: text(5000).prefault(''),
  innerBody: text(20_000).prefault(''),
  /** One feature a line. */
  keyFeatures: text(5000)
    .prefault('')
    .transform((value) => value.split('\n').map((line) => line.trim()).filter(Boolean)),
  specifications: z
    .array(specRowFormSchema)
    .max(100)
    .prefault([])
    .transform((rows) => rows.filter((row) => row !== null)),
});

const partFormSchema = z
  .object({ part: z.string().prefault(''), w: z.string().prefault(''), h: z.string().prefault(''), d: z.string().prefault(''), kg: z.string().prefault(''), remove: checkbox })
  .superRefine((row, ctx) => {
    if (isEmptyRow(row, ['w', 'h', 'd', 'kg'])) return;
    if (!(PARTS as readonly string[]).includes(row.part)) ctx.addIssue({ code: 'custom', path: ['part'], message: 'choose' });
    for (const key of ['w', 'h', 'd'] as const) {
      if (!requiredNumber.safeParse(row[key]).success) ctx.addIssue({ code: 'custom', path: [key], message: 'number' });
    }
    if (!optionalNumber.safeParse(row.kg).success) ctx.addIssue({ code: 'custom', path: ['kg'], message: 'number' });
  })
  .transform((row) =>
    isEmptyRow(row, ['w', 'h', 'd', 'kg'])
      ? null
      : {
          part: row.part as (typeof PARTS)[number],
          w: requiredNumber.parse(row.w),
          h: requiredNumber.parse(row.h),
          d: requiredNumber.parse(row.d),
          kg: optionalNumber.parse(row.kg),
        },
  );

const dimensions = text(60)
  .regex(DIMENSIONS, 'dimensions')
  .transform((v) => v.replace(/\s*[×xX]\s*/g, ' × '))
  .prefault('');

export const productFormSchema = z
  .object({
    id: newOrIdSchema,
    version: newOrVersionSchema,
    // "results" and "compare" are pages under /product/ (lib/catalogue/reserved-slugs.ts), never a product.
    slug: text(120).regex(SLUG, 'slug').refine((slug) => !isReservedProductSlug(slug), 'slugReserved').prefault(''),
    modelCode: requiredText(60),
    categoryId: requiredText(60),
    // Number('') is 0: an empty order puts the product first.
    sortOrder: z.coerce.number('number').int('number').min(0, 'number').max(100_000, 'number').prefault(''),
    /**
     * "pictures": save, then go to the pictures page (nothing typed is lost to an upload). "copy-ru", "copy-en":
     * save with that (empty) language's texts filled from the Italian ones, marked as copied until edited.
     */
    intent: z.enum(['save', 'pictures', ...COPY_INTENTS]).catch('save'),
    priceMode: z.enum(['amount', 'request']).catch('request'),
    priceAmount: optionalNumber.prefault(''),
    priceCurrency: z.union([z.enum(CURRENCIES), z.literal('')]).prefault(''),
    powerSupply: z.enum(PHASES, 'choose'),
    voltage: text(40).regex(FIGURES, 'figures').prefault(''),
    frequency: text(20).regex(FIGURES, 'figures').prefault(''),
    coolingCapacityKw: optionalNumber.prefault(''),
    heatingCapacityKw: optionalNumber.prefault(''),
    ratedPowerKw: optionalNumber.prefault(''),
    productDimensions: dimensions,
    packageDimensions: dimensions,
    netWeightKg: requiredNumber.prefault(''),
    grossWeightKg: requiredNumber.prefault(''),
    ...engineeringFields,
    specRows: z
      .array(sharedSpecRowFormSchema)
      .max(200)
      .prefault([])
      .transform((rows) => rows.filter((row) => row !== null)),
    parts: z
      .array(partFormSchema)
      .max(10)
      .prefault([])
      .transform((rows) => rows.filter((row) => row !== null)),
    translations: z.object(Object.fromEntries(LOCALES.map((locale) => [locale, translationFormSchema.prefault({})])) as Record<Locale, ReturnType<typeof translationFormSchema.prefault>>),
  })
  .superRefine((value, ctx) => {
    if (value.priceMode === 'amount') {
      if (value.priceAmount === null || value.priceAmount <= 0) ctx.addIssue({ code: 'custom', path: ['priceAmount'], message: 'price' });
      if (value.priceCurrency === '') ctx.addIssue({ code: 'custom', path: ['priceCurrency'], message: 'choose' });
    }
    if (value.grossWeightKg < value.netWeightKg) ctx.addIssue({ code: 'custom', path: ['grossWeightKg'], message: 'grossBelowNet' });
    // The EU energy label (Regulation 626/2011): up to 12 kW only, and its class follows from SEER and SCOP.
    const labelled = value.energyClassCooling !== null || value.energyClassHeating !== null;
    if (labelled && value.coolingCapacityKw !== null && value.coolingCapacityKw > ENERGY_LABEL_MAX_KW) {
      ctx.addIssue({ code: 'custom', path: [value.energyClassCooling !== null ? 'energyClassCooling' : 'energyClassHeating'], message: 'noEnergyLabel' });
    } else {
      if (value.energyClassCooling !== null && value.seer !== null && value.energyClassCooling !== coolingClass(value.seer)) {
        ctx.addIssue({ code: 'custom', path: ['energyClassCooling'], message: 'classMismatch' });
      }
      if (value.energyClassHeating !== null && value.scop !== null && value.energyClassHeating !== heatingClass(value.scop)) {
        ctx.addIssue({ code: 'custom', path: ['energyClassHeating'], message: 'classMismatch' });
      }
    }
    // Italian is the source text: the product has at least its Italian name.
    if (!value.translations[routing.defaultLocale].name) {
      ctx.addIssue({ code: 'custom', path: ['translations', routing.defaultLocale, 'name'], message: 'required' });
    }
  });

export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductFormOutput = z.output<typeof productFormSchema>;

const categoryTexts = (locale: Locale) =>
  z.object({
    name: locale === routing.defaultLocale ? requiredText(200) : text(200).prefault(''),
    description: text(2000).prefault(''),
    seoTitle: text(200).prefault(''),
    seoDescription: text(400).prefault(''),
  });

export const categoryFormSchema = z.object({
  id: newOrIdSchema,
  version: newOrVersionSchema,
  slug: text(120).regex(SLUG, 'slug').prefault(''),
  parentId: z
    .string()
    .trim()
    .transform((v) => v || null)
    .prefault(''),
  // Our own files only: a path under /images (the seed's) or /uploads (the back office's), never another site.
  picture: text(300)
    .regex(/^$|^\/(images|uploads)\/[\w./-]+\.(svg|webp|png|jpe?g)$/, 'picturePath')
    .refine((value) => !value.includes('..'), 'picturePath')
    .prefault(''),
  translations: z.object(Object.fromEntries(LOCALES.map((locale) => [locale, categoryTexts(locale)])) as Record<Locale, ReturnType<typeof categoryTexts>>),
});

export type CategoryFormOutput = z.output<typeof categoryFormSchema>;

/** The list's URL state (GET form): search, filters and page, malformed values falling back to defaults. */
export const productListQuerySchema = z.object({
  q: z.string().trim().max(100).catch(''),
  category: z.string().trim().max(60).catch(''),
  published: z.enum(['', 'yes', 'no']).catch(''),
  missing: z.enum(['', 'any', ...LOCALES]).catch(''),
  /** `none`: products with no valid EAEU declaration or certificate (none published, or all expired). */
  conformity: z.enum(['', 'none']).catch(''),
  sort: sortField(['order', 'model', 'name', 'category'], 'order'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;
