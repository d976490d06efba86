import { createHash } from 'node:crypto';
import { categorySnapshot, productSnapshot } from '../lib/admin/content/row-snapshots';
import { recordVersion } from '../lib/admin/content/versions';
import { modelKey } from '../lib/catalogue/model-key';
import type { PrismaClient } from '../lib/generated/prisma/client';
import { categories } from './data/categories';
import { products } from './data/products';
import { SEED_SPEC_LABELS } from './data/products/labels';
import { SEED_LOCALES, type SeedCategory, type SeedProduct } from './data/types';
import { productSearchColumn } from '../lib/search-key';

export const SEED_HASH_KEY = 'seed.hash';

/**
 * Raised whenever the import's rule changes, so a database imported under the old rule is imported once more
 * (e.g. to give the old rule's records their seedKey) even though the data is the same.
 */
const IMPORT_RULE_VERSION = 3;

/** A label of the specification dictionary (SpecLabel) as the seed writes it. */
export type SeedSpecLabel = { key: string; group: string; sortOrder: number; labels: Record<string, string> };
export type SeedData = { categories: SeedCategory[]; products: SeedProduct[]; labels: SeedSpecLabel[] };
export const seedData: SeedData = { categories, products, labels: SEED_SPEC_LABELS };

/** Fingerprint of the seed data: the import runs again only when it changes. */
export function seedHash(data: SeedData = seedData): string {
  return createHash('sha256').update(`${IMPORT_RULE_VERSION}\n${JSON.stringify(data)}`).digest('hex');
}

/**
 * Counts of one import. `kept`: records staff edited (editedAt set), left as they are. `skipped`: seed records
 * not created because staff deleted them (a tombstone), because their category is gone, or because a record
 * made in the back office holds their slug.
 */
export type ImportReport = { created: number; updated: number; unchanged: number; kept: number; skipped: number };

const ENTITY = { category: 'category', product: 'product' } as const;

function seedCategorySlugs(data: SeedData): string[] {
  const all: string[] = [];
  const walk = (category: SeedCategory) => {
    all.push(category.slug);
    for (const child of category.children ?? []) walk(child);
  };
  for (const category of data.categories) walk(category);
  return all;
}

/**
 * Whether the import may be skipped at start-up: the data and the rule are the ones last imported, and every
 * seed record exists or was deleted by staff. The second test keeps the shortcut from hiding a seed record
 * the last import could not create (its slug was taken, its category was missing) or that vanished since.
 */
export async function seedUpToDate(prisma: PrismaClient, data: SeedData = seedData): Promise<boolean> {
  const stored = await prisma.setting.findUnique({ where: { key: SEED_HASH_KEY } });
  if (stored?.value !== seedHash(data)) return false;
  const [categories, products, tombstones] = await Promise.all([
    prisma.category.findMany({ where: { seedKey: { not: null } }, select: { seedKey: true } }),
    prisma.product.findMany({ where: { seedKey: { not: null } }, select: { seedKey: true } }),
    prisma.seedTombstone.findMany({ select: { entity: true, seedKey: true } }),
  ]);
  const known = new Set([
    ...categories.map((c) => `${ENTITY.category}:${c.seedKey}`),
    ...products.map((p) => `${ENTITY.product}:${p.seedKey}`),
    ...tombstones.map((t) => `${t.entity}:${t.seedKey}`),
  ]);
  return (
    seedCategorySlugs(data).every((slug) => known.has(`${ENTITY.category}:${slug}`)) &&
    data.products.every((product) => known.has(`${ENTITY.product}:${product.slug}`))
  );
}

type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

/**
 * Stable text of a row's content, to tell whether an update would change anything. Object keys are sorted:
 * PostgreSQL's jsonb hands objects back with its own key order (shortest first), SQLite as they were written.
 */
const fingerprint = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof Date) return v.toISOString();
    if (v && typeof v === 'object' && !Array.isArray(v)) return Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    return v;
  });

/**
 * Imports the seed data under the seed-vs-edits rule (docs/decisions/0002-seed-vs-edits.md): records are matched by
 * `seedKey` (the seed's slug, set when the import creates a record). A new seed record is created unless staff
 * deleted it (a SeedTombstone); a record nobody edited (`editedAt` null) is updated; an edited one is kept as it
 * is; records made in the back office (`seedKey` null, `editedAt` set) are never touched. Rows whose content
 * already matches are not written, so a second run changes nothing (not even `updatedAt`, the sitemaps' lastmod).
 */
export async function importSeed(prisma: PrismaClient, data: SeedData = seedData): Promise<ImportReport> {
  const report: ImportReport = { created: 0, updated: 0, unchanged: 0, kept: 0, skipped: 0 };
  await prisma.$transaction(
    async (tx) => {
      const tombstones = new Set((await tx.seedTombstone.findMany()).map((t) => `${t.entity}:${t.seedKey}`));
      const categoryIds = new Map<string, string>();
      const walk = async (category: SeedCategory, parentId: string | null | undefined) => {
        const id = await upsertCategory(tx, category, parentId, tombstones, report);
        if (id) categoryIds.set(category.slug, id);
        // Children of a category staff deleted have no place to go: new ones are not created.
        for (const child of category.children ?? []) await walk(child, id ?? undefined);
      };
      for (const parent of data.categories) await walk(parent, null);
      // The dictionary before the products whose rows name its keys.
      for (const label of data.labels) await upsertLabel(tx, label);
      for (const product of data.products) {
        await upsertProduct(tx, product, categoryIds.get(product.category), tombstones, report);
      }
    },
    { timeout: 60_000 },
  );
  return report;
}

type Matched<T> = { kind: 'new' } | { kind: 'skip' } | { kind: 'kept'; row: T } | { kind: 'seed'; row: T };

/**
 * The existing record of a seed entry: by seedKey; else a record of the previous rule (imported by slug before
 * seedKey existed: seedKey null, never edited), which is adopted. A slug held by a back-office record, or a
 * tombstone, means the seed entry is not created.
 */
async function match<T extends { id: string; seedKey: string | null; editedAt: Date | null }>(
  find: (where: { seedKey: string } | { slug: string }) => Promise<T | null>,
  adopt: (id: string) => Promise<unknown>,
  entity: string,
  slug: string,
  tombstones: Set<string>,
): Promise<Matched<T>> {
  const bySeedKey = await find({ seedKey: slug });
  if (bySeedKey) return bySeedKey.editedAt ? { kind: 'kept', row: bySeedKey } : { kind: 'seed', row: bySeedKey };
  if (tombstones.has(`${entity}:${slug}`)) return { kind: 'skip' };
  const bySlug = await find({ slug });
  if (!bySlug) return { kind: 'new' };
  if (bySlug.seedKey === null && bySlug.editedAt === null) {
    await adopt(bySlug.id);
    return { kind: 'seed', row: { ...bySlug, seedKey: slug } };
  }
  return { kind: 'skip' };
}

/** The category's id (also when kept), or null when it is not in the database (skipped). */
async function upsertCategory(
  tx: Tx,
  category: SeedCategory,
  seedParentId: string | null | undefined,
  tombstones: Set<string>,
  report: ImportReport,
): Promise<string | null> {
  const translations = SEED_LOCALES.map((locale) => ({
    locale,
    name: category.name[locale],
    description: category.description[locale],
    seoTitle: category.seoTitle[locale],
    seoDescription: category.seoDescription[locale],
  }));
  const found = await match(
    (where) => tx.category.findUnique({ where, include: { translations: { orderBy: { locale: 'asc' } } } }),
    (id) => tx.category.update({ where: { id }, data: { seedKey: category.slug } }),
    ENTITY.category,
    category.slug,
    tombstones,
  );
  if (found.kind === 'kept') {
    report.kept += 1;
    return found.row.id;
  }
  // The parent is undefined when staff deleted it: a new child is not created, an existing one keeps its place.
  if (found.kind === 'skip' || (found.kind === 'new' && seedParentId === undefined)) {
    report.skipped += 1;
    return null;
  }
  const parentId = seedParentId === undefined && found.kind === 'seed' ? found.row.parentId : (seedParentId ?? null);
  const row = { parentId, sortOrder: category.sortOrder, picture: category.picture };
  if (found.kind === 'new') {
    const created = await tx.category.create({
      data: { slug: category.slug, seedKey: category.slug, ...row, translations: { create: translations } },
    });
    report.created += 1;
    return created.id;
  }
  const existing = found.row;
  const current = {
    row: { parentId: existing.parentId, sortOrder: existing.sortOrder, picture: existing.picture },
    translations: existing.translations.map(({ categoryId: _id, ...t }) => t),
  };
  const wanted = { row, translations: [...translations].sort((a, b) => a.locale.localeCompare(b.locale)) };
  if (fingerprint(current) === fingerprint(wanted)) {
    report.unchanged += 1;
  } else {
    const updated = await tx.category.update({
      where: { id: existing.id },
      data: { ...row, translations: { deleteMany: {}, create: translations } },
      include: { translations: { orderBy: { locale: 'asc' } } },
    });
    await recordVersion(tx, SEED_ACTOR, { entity: 'category', entityId: existing.id }, { kind: 'seed', data: categorySnapshot(updated), was: categorySnapshot(existing) });
    report.updated += 1;
  }
  return existing.id;
}

/**
 * A label of the specification dictionary: created when missing, brought up to the seed while staff have not edited
 * it (`editedAt`), left alone after. Labels are not counted in the report (they are not pages).
 */
async function upsertLabel(tx: Tx, label: SeedSpecLabel) {
  const translations = SEED_LOCALES.map((locale) => ({ locale, text: label.labels[locale] ?? '' }));
  const existing = await tx.specLabel.findUnique({ where: { key: label.key }, include: { translations: { orderBy: { locale: 'asc' } } } });
  if (!existing) {
    await tx.specLabel.create({ data: { key: label.key, group: label.group, sortOrder: label.sortOrder, translations: { create: translations } } });
    return;
  }
  if (existing.editedAt) return;
  const current = { group: existing.group, sortOrder: existing.sortOrder, translations: existing.translations.map(({ locale, text }) => ({ locale, text })) };
  const wanted = { group: label.group, sortOrder: label.sortOrder, translations: [...translations].sort((a, b) => a.locale.localeCompare(b.locale)) };
  if (fingerprint(current) === fingerprint(wanted)) return;
  await tx.specLabel.update({ where: { key: label.key }, data: { group: label.group, sortOrder: label.sortOrder, translations: { deleteMany: {}, create: translations } } });
}

/** Who the seed import's versions name. */
const SEED_ACTOR = { id: null, email: 'seed' };

async function upsertProduct(
  tx: Tx,
  product: SeedProduct,
  seedCategoryId: string | undefined,
  tombstones: Set<string>,
  report: ImportReport,
) {
  const found = await match(
    (where) => tx.product.findUnique({ where, include: { translations: { orderBy: { locale: 'asc' } } } }),
    (id) => tx.product.update({ where: { id }, data: { seedKey: product.slug } }),
    ENTITY.product,
    product.slug,
    tombstones,
  );
  if (found.kind === 'kept') {
    report.kept += 1;
    return;
  }
  // A product whose category staff deleted is not created; an existing one stays in its category.
  if (found.kind === 'skip' || (found.kind === 'new' && !seedCategoryId)) {
    report.skipped += 1;
    return;
  }
  const categoryId = seedCategoryId ?? (found.kind === 'seed' ? found.row.categoryId : null);
  if (!categoryId) return;
  const { technical } = product;
  const row = {
    modelCode: product.modelCode,
    modelKey: modelKey(product.modelCode),
    search: productSearchColumn({ modelCode: product.modelCode, slug: product.slug }, product.name),
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
    refrigerant: technical.refrigerant,
    refrigerantChargeKg: technical.refrigerantChargeKg,
    seer: technical.seer,
    scop: technical.scop,
    eseer: technical.eseer,
    energyClassCooling: technical.energyClassCooling,
    energyClassHeating: technical.energyClassHeating,
    waterFlowM3h: technical.waterFlowM3h,
    waterPressureDropKpa: technical.waterPressureDropKpa,
    maxCurrentA: technical.maxCurrentA,
    startingCurrentA: technical.startingCurrentA,
    soundPowerDba: technical.soundPowerDba,
    maxPipeLengthM: technical.maxPipeLengthM,
    maxHeightDiffM: technical.maxHeightDiffM,
    specRows: product.specRows,
  };
  const translations = SEED_LOCALES.map((locale) => ({
    locale,
    name: product.name[locale],
    shortDescription: product.shortDescription[locale],
    description: product.description[locale],
    keyFeatures: product.keyFeatures[locale],
    // Every seed row is shared by the three languages (specRows): no row of one language only.
    specifications: [],
    innerBody: product.innerBody[locale],
    copiedFrom: null,
  })).sort((a, b) => a.locale.localeCompare(b.locale));

  if (found.kind === 'new') {
    await tx.product.create({ data: { slug: product.slug, seedKey: product.slug, ...row, translations: { create: translations } } });
    report.created += 1;
    return;
  }
  const existing = found.row;
  const {
    id,
    slug: _slug,
    seedKey: _k,
    editedAt: _e,
    version: _v,
    createdAt: _c,
    updatedAt: _u,
    translations: currentTranslations,
    ...currentRow
  } = existing;
  const current = {
    row: { ...currentRow, priceAmount: currentRow.priceAmount === null ? null : currentRow.priceAmount.toFixed(2) },
    translations: currentTranslations.map(({ productId: _p, ...t }) => t),
  };
  const wanted = { row: { ...row, priceAmount: row.priceAmount === null ? null : Number(row.priceAmount).toFixed(2) }, translations };
  if (fingerprint(current) === fingerprint(wanted)) {
    report.unchanged += 1;
    return;
  }
  const updated = await tx.product.update({ where: { id }, data: { ...row, translations: { deleteMany: {}, create: translations } }, include: { translations: { orderBy: { locale: 'asc' } } } });
  // The seed's own changes are versions of the product's history too, made by "seed".
  await recordVersion(tx, SEED_ACTOR, { entity: 'product', entityId: id }, { kind: 'seed', data: productSnapshot(updated), was: productSnapshot(existing) });
  report.updated += 1;
}
