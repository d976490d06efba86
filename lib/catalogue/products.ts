import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { readDraft } from '@/lib/admin/content/versions';
import { modelKey } from './model-key';
import type { Price } from './price';
import { SEARCH_SYNONYMS } from './synonyms';
import type { EnergyClass, Refrigerant } from './engineering';
import { productSpecRows, loadSpecDictionary, type SpecDictionary } from './spec-labels';
import { dimensionPartsSchema, engineeringFromRow, sharedSpecRowsSchema, specRowsSchema, textListSchema, type ProductTechnical, type SpecRow } from './technical';
import type { Phase } from './units';

// The catalogue's data facade: pages and route handlers read products only through these functions.

export type ProductCard = {
  slug: string;
  modelCode: string;
  name: string;
  shortDescription: string;
  picture: string;
  categorySlug: string;
  categoryName: string;
  parentCategorySlug: string | null;
  categorySortOrder: number;
  sortOrder: number;
  coolingCapacityKw: number | null;
  heatingCapacityKw: number | null;
  /** What the list filters on besides capacity (lib/catalogue/filters.ts). */
  powerSupply: Phase;
  refrigerant: Refrigerant | null;
  energyClassCooling: EnergyClass | null;
  price: Price | null;
  updatedAt: Date;
  /** Normalised words the list's search also matches (see searchTerms). */
  searchTerms: string;
};

export type ProductDetail = ProductCard & {
  /** The product's id (what the documents' reads take, e.g. lib/documents/conformity-queries.ts). */
  id: string;
  description: string;
  keyFeatures: string[];
  specifications: SpecRow[];
  innerBody: string;
  pictures: string[];
  parentCategoryName: string | null;
  technical: Omit<ProductTechnical, 'coolingCapacityKw' | 'heatingCapacityKw'>;
};

// A category's names come in every language: the search matches all of them (lib/catalogue/synonyms.ts).
const productInclude = (locale: Locale) =>
  ({
    translations: { where: { locale } },
    category: { include: { translations: true, parent: { include: { translations: true } } } },
  }) as const;

type Row = NonNullable<Awaited<ReturnType<typeof findOne>>>;
const findOne = (slug: string, locale: Locale) =>
  db.product.findFirst({ where: { slug, published: true }, include: productInclude(locale) });

type CategoryRow = { slug: string; translations: { locale: string; name: string }[] };

const nameOf = (category: CategoryRow, locale: Locale) => category.translations.find((t) => t.locale === locale)?.name;

/** What the search matches besides code and name: the category's and its parent's names and synonyms. */
function searchTerms(categories: CategoryRow[]): string {
  return categories
    .flatMap((category) => [...category.translations.map((t) => t.name), ...(SEARCH_SYNONYMS[category.slug] ?? [])])
    .map(modelKey)
    .join(' ');
}

function toCard(row: Row, locale: Locale): ProductCard {
  const t = row.translations[0];
  const pictures = textListSchema.parse(row.pictures);
  const { refrigerant, energyClassCooling } = engineeringFromRow(row);
  return {
    slug: row.slug,
    modelCode: row.modelCode,
    name: t?.name || row.modelCode,
    shortDescription: t?.shortDescription ?? '',
    picture: pictures[0] ?? '/images/products/wall-split.svg',
    categorySlug: row.category.slug,
    categoryName: nameOf(row.category, locale) ?? row.category.slug,
    parentCategorySlug: row.category.parent?.slug ?? null,
    categorySortOrder: (row.category.parent?.sortOrder ?? 0) * 1000 + row.category.sortOrder,
    sortOrder: row.sortOrder,
    coolingCapacityKw: row.coolingCapacityKw,
    heatingCapacityKw: row.heatingCapacityKw,
    powerSupply: row.powerSupply,
    refrigerant,
    energyClassCooling,
    price: row.priceAmount !== null && row.priceCurrency ? { amount: row.priceAmount.toFixed(2), currency: row.priceCurrency } : null,
    updatedAt: row.updatedAt,
    searchTerms: searchTerms(row.category.parent ? [row.category, row.category.parent] : [row.category]),
  };
}

/** Every published product as a card, in catalogue order. */
export const getProductCards = cache(async (locale: Locale): Promise<ProductCard[]> => {
  const rows = await db.product.findMany({ where: { published: true }, include: productInclude(locale) });
  return rows.map((row) => toCard(row, locale)).sort((a, b) => a.categorySortOrder - b.categorySortOrder || a.sortOrder - b.sortOrder);
});

/** The label dictionary once per request (a label's change refreshes the whole catalogue). */
const specDictionary = cache(() => loadSpecDictionary(db));

function toDetail(row: Row, locale: Locale, dictionary: SpecDictionary): ProductDetail {
  const t = row.translations[0];
  return {
    ...toCard(row, locale),
    id: row.id,
    description: t?.description ?? '',
    keyFeatures: textListSchema.parse(t?.keyFeatures ?? []),
    // The rows shared by the three languages, labelled in this one, then this language's own rows.
    specifications: productSpecRows(sharedSpecRowsSchema.parse(row.specRows ?? []), specRowsSchema.parse(t?.specifications ?? []), dictionary, locale),
    innerBody: t?.innerBody ?? '',
    pictures: textListSchema.parse(row.pictures),
    parentCategoryName: row.category.parent ? (nameOf(row.category.parent, locale) ?? null) : null,
    technical: {
      ...engineeringFromRow(row),
      powerSupply: row.powerSupply,
      voltage: row.voltage,
      frequency: row.frequency,
      ratedPowerKw: row.ratedPowerKw,
      dimensionsAndWeight: dimensionPartsSchema.parse(row.dimensionsAndWeight),
      productDimensions: row.productDimensions,
      packageDimensions: row.packageDimensions,
      netWeightKg: row.netWeightKg,
      grossWeightKg: row.grossWeightKg,
    },
  };
}

/** A published product with everything its page shows, or null (unknown or unpublished slug). */
export const getProduct = cache(async (slug: string, locale: Locale): Promise<ProductDetail | null> => {
  const [row, dictionary] = await Promise.all([findOne(slug, locale), specDictionary()]);
  return row ? toDetail(row, locale, dictionary) : null;
});

/**
 * A product as its preview shows it to staff (lib/admin/content/preview.ts decides who previews): published or
 * not, with its draft's fields and texts over its own. The category stays the product's current one.
 */
export async function getProductPreview(slug: string, locale: Locale): Promise<ProductDetail | null> {
  const row = await db.product.findFirst({ where: { slug }, include: productInclude(locale) });
  if (!row) return null;
  const [draft, dictionary] = await Promise.all([readDraft(db, { entity: 'product', entityId: row.id }), specDictionary()]);
  if (!draft) return toDetail(row, locale, dictionary);
  const { fields, texts } = draft;
  const text = texts[locale];
  const merged = {
    ...row,
    ...(fields as object),
    slug: row.slug,
    category: row.category,
    priceAmount: typeof fields.priceAmount === 'string' ? new Prisma.Decimal(fields.priceAmount) : null,
    translations: text ? [{ productId: row.id, locale, ...(text as object) }] : [],
  } as Row;
  return toDetail(merged, locale, dictionary);
}

/** Every published product's slug, category and last change (static params, sitemaps). */
export async function getPublishedSlugs(): Promise<{ slug: string; categorySlug: string; updatedAt: Date }[]> {
  const rows = await db.product.findMany({
    where: { published: true },
    select: { slug: true, updatedAt: true, category: { select: { slug: true } } },
    orderBy: { slug: 'asc' },
  });
  return rows.map((row) => ({ slug: row.slug, categorySlug: row.category.slug, updatedAt: row.updatedAt }));
}

export async function getRelatedProducts(product: ProductCard, locale: Locale, limit = 4): Promise<ProductCard[]> {
  const cards = await getProductCards(locale);
  return cards.filter((card) => card.categorySlug === product.categorySlug && card.slug !== product.slug).slice(0, limit);
}

export async function getCategoryProducts(categorySlug: string, locale: Locale): Promise<ProductCard[]> {
  return (await getProductCards(locale)).filter((card) => card.categorySlug === categorySlug);
}
