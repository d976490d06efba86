import { createHash } from 'node:crypto';
import { modelKey } from '../lib/catalogue/model-key';
import type { PrismaClient } from '../lib/generated/prisma/client';
import { categories } from './data/categories';
import { products } from './data/products';
import { SEED_LOCALES, type SeedCategory, type SeedProduct } from './data/types';

export const SEED_HASH_KEY = 'seed.hash';

export type SeedData = { categories: SeedCategory[]; products: SeedProduct[] };
export const seedData: SeedData = { categories, products };

/** Fingerprint of the seed data: the import runs again only when it changes. */
export function seedHash(data: SeedData = seedData): string {
  return createHash('sha256').update(JSON.stringify(data)).digest('hex');
}

export type ImportReport = { created: number; updated: number; unchanged: number };

type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

/** Stable text of a row's content, to tell whether an update would change anything. */
const fingerprint = (value: unknown) => JSON.stringify(value, (_key, v: unknown) => (v instanceof Date ? v.toISOString() : v));

/**
 * Upserts the seed data by slug. Rows whose content already matches are not written, so a second run
 * changes nothing (not even `updatedAt`, which the sitemaps publish as lastmod).
 */
export async function importSeed(prisma: PrismaClient, data: SeedData = seedData): Promise<ImportReport> {
  const report: ImportReport = { created: 0, updated: 0, unchanged: 0 };
  await prisma.$transaction(
    async (tx) => {
      const categoryIds = new Map<string, string>();
      const walk = async (category: SeedCategory, parentId: string | null) => {
        categoryIds.set(category.slug, await upsertCategory(tx, category, parentId, report));
        for (const child of category.children ?? []) await walk(child, categoryIds.get(category.slug)!);
      };
      for (const parent of data.categories) await walk(parent, null);
      for (const product of data.products) {
        const categoryId = categoryIds.get(product.category);
        if (!categoryId) throw new Error(`Product ${product.slug}: unknown category ${product.category}`);
        await upsertProduct(tx, product, categoryId, report);
      }
    },
    { timeout: 60_000 },
  );
  return report;
}

async function upsertCategory(tx: Tx, category: SeedCategory, parentId: string | null, report: ImportReport) {
  const row = { parentId, sortOrder: category.sortOrder, picture: category.picture };
  const translations = SEED_LOCALES.map((locale) => ({
    locale,
    name: category.name[locale],
    description: category.description[locale],
    seoTitle: category.seoTitle[locale],
    seoDescription: category.seoDescription[locale],
  }));
  const existing = await tx.category.findUnique({
    where: { slug: category.slug },
    include: { translations: { orderBy: { locale: 'asc' } } },
  });
  if (!existing) {
    const created = await tx.category.create({ data: { slug: category.slug, ...row, translations: { create: translations } } });
    report.created += 1;
    return created.id;
  }
  const current = {
    row: { parentId: existing.parentId, sortOrder: existing.sortOrder, picture: existing.picture },
    translations: existing.translations.map(({ categoryId: _id, ...t }) => t),
  };
  const wanted = { row, translations: [...translations].sort((a, b) => a.locale.localeCompare(b.locale)) };
  if (fingerprint(current) === fingerprint(wanted)) {
    report.unchanged += 1;
  } else {
    await tx.category.update({ where: { id: existing.id }, data: { ...row, translations: { deleteMany: {}, create: translations } } });
    report.updated += 1;
  }
  return existing.id;
}

async function upsertProduct(tx: Tx, product: SeedProduct, categoryId: string, report: ImportReport) {
  const { technical } = product;
  const row = {
    modelCode: product.modelCode,
    modelKey: modelKey(product.modelCode),
    categoryId,
    sortOrder: product.sortOrder,
    published: product.published,
    priceAmount: product.price?.amount ?? null,
    priceCurrency: product.price?.currency ?? null,
    pictures: product.pictures,
    powerSupply: technical.powerSupply,
    voltage: technical.voltage,
    frequency: technical.frequency,
    coolingCapacityKw: technical.coolingCapacityKw,
    heatingCapacityKw: technical.heatingCapacityKw,
    ratedPowerKw: technical.ratedPowerKw,
    dimensionsAndWeight: technical.dimensionsAndWeight,
    productDimensions: technical.productDimensions,
    packageDimensions: technical.packageDimensions,
    netWeightKg: technical.netWeightKg,
    grossWeightKg: technical.grossWeightKg,
  };
  const translations = SEED_LOCALES.map((locale) => ({
    locale,
    name: product.name[locale],
    shortDescription: product.shortDescription[locale],
    description: product.description[locale],
    keyFeatures: product.keyFeatures[locale],
    specifications: product.specifications[locale],
    innerBody: product.innerBody[locale],
  })).sort((a, b) => a.locale.localeCompare(b.locale));

  const existing = await tx.product.findUnique({
    where: { slug: product.slug },
    include: { translations: { orderBy: { locale: 'asc' } } },
  });
  if (!existing) {
    await tx.product.create({ data: { slug: product.slug, ...row, translations: { create: translations } } });
    report.created += 1;
    return;
  }
  const { id, slug: _slug, createdAt: _c, updatedAt: _u, translations: currentTranslations, ...currentRow } = existing;
  const current = {
    row: { ...currentRow, priceAmount: currentRow.priceAmount === null ? null : currentRow.priceAmount.toFixed(2) },
    translations: currentTranslations.map(({ productId: _p, ...t }) => t),
  };
  const wanted = { row: { ...row, priceAmount: row.priceAmount === null ? null : Number(row.priceAmount).toFixed(2) }, translations };
  if (fingerprint(current) === fingerprint(wanted)) {
    report.unchanged += 1;
    return;
  }
  await tx.product.update({ where: { id }, data: { ...row, translations: { deleteMany: {}, create: translations } } });
  report.updated += 1;
}
