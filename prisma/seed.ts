import { createHash } from 'node:crypto';
import { categorySnapshot, productSnapshot } from '../lib/admin/content/row-snapshots';
import { recordVersion } from '../lib/admin/content/versions';
import { modelKey } from '../lib/catalogue/model-key';
import type { PrismaClient } from '../lib/generated/prisma/client';
import { categories } from './data/categories';
import { conformityDocuments, type SeedConformityDocument } from './data/conformity';
import { documentFileKey } from '../lib/documents/file-key';
import { samplePdf } from '../lib/documents/sample-pdf';
import { validityDate } from '../lib/documents/rules';
import { products } from './data/products';
import { SEED_SPEC_LABELS } from './data/products/labels';
import { assertPlausibleSeed } from './data/validate';
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
/** `documents`: the sample conformity documents (none when absent). */
export type SeedData = { categories: SeedCategory[]; products: SeedProduct[]; labels: SeedSpecLabel[]; documents?: SeedConformityDocument[] };
export const seedData: SeedData = { categories, products, labels: SEED_SPEC_LABELS, documents: conformityDocuments };

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

const ENTITY = { category: 'category', product: 'product', document: 'document' } as const;

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
  const [categories, products, documents, tombstones] = await Promise.all([
    prisma.category.findMany({ where: { seedKey: { not: null } }, select: { seedKey: true } }),
    prisma.product.findMany({ where: { seedKey: { not: null } }, select: { seedKey: true } }),
    prisma.document.findMany({ where: { seedKey: { not: null } }, select: { seedKey: true } }),
    prisma.seedTombstone.findMany({ select: { entity: true, seedKey: true } }),
  ]);
  const known = new Set([
    ...categories.map((c) => `${ENTITY.category}:${c.seedKey}`),
    ...products.map((p) => `${ENTITY.product}:${p.seedKey}`),
    ...documents.map((d) => `${ENTITY.document}:${d.seedKey}`),
    ...tombstones.map((t) => `${t.entity}:${t.seedKey}`),
  ]);
  return (
    seedCategorySlugs(data).every((slug) => known.has(`${ENTITY.category}:${slug}`)) &&
    data.products.every((product) => known.has(`${ENTITY.product}:${product.slug}`)) &&
    (data.documents ?? []).every((document) => known.has(`${ENTITY.document}:${document.key}`))
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
  assertPlausibleSeed(data.products);
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
      // After the products they cover. Not counted in the report (the catalogue's pages are).
      for (const document of data.documents ?? []) await upsertDocument(tx, document, data, tombstones);
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

/**
 * A sample document's PDF and where it is stored: the upload store's key, named by the content's hash as an upload
 * is (lib/documents/files.ts). The release step writes the files (prisma/setup.ts); the import only names them.
 */
export function seedDocumentFile(document: SeedConformityDocument): { fileKey: string; bytes: Buffer } {
  const bytes = samplePdf([
    'SAMPLE DOCUMENT - NOT A REAL DECLARATION OF CONFORMITY',
    'Seed data of the website: the registration number below is fictitious and is in no registry.',
    'Replace this file with the declaration actually registered before going live.',
    '',
    `${document.title.en}`,
    `Registration number (sample): ${document.registrationNumber}`,
    `Technical regulations: ${document.technicalRegulations.join(', ')}`,
    `Applicant: ${document.holder}`,
    `Registered on ${document.issuedOn}, valid until ${document.validUntil}`,
  ]);
  return { fileKey: documentFileKey(bytes), bytes };
}

/** The seed products of a family: those of its ranges (and of the family itself). */
function familyProducts(data: SeedData, family: string): string[] {
  const parent = data.categories.find((category) => category.slug === family);
  const slugs = new Set([family, ...(parent?.children ?? []).map((child) => child.slug)]);
  return data.products.filter((product) => slugs.has(product.category)).map((product) => product.slug);
}

/**
 * A sample conformity document: created (published) when missing, unless staff deleted it (a tombstone); brought up
 * to the seed while nobody changed it (its `version` is still 1: every back-office change raises it); left alone
 * after. It covers the family's seed products that exist.
 */
async function upsertDocument(tx: Tx, document: SeedConformityDocument, data: SeedData, tombstones: Set<string>) {
  const { fileKey, bytes } = seedDocumentFile(document);
  const products = await tx.product.findMany({ where: { seedKey: { in: familyProducts(data, document.family) } }, select: { id: true }, orderBy: { id: 'asc' } });
  const row = {
    type: document.type,
    language: document.language,
    fileKey,
    fileSize: bytes.length,
    validUntil: validityDate(document.validUntil),
    registrationNumber: document.registrationNumber,
    technicalRegulations: document.technicalRegulations,
    issuedOn: validityDate(document.issuedOn),
    holder: document.holder,
    registryUrl: null,
    fictitious: true,
  };
  const translations = SEED_LOCALES.map((locale) => ({ locale, title: document.title[locale] }));
  const existing = await tx.document.findUnique({ where: { seedKey: document.key }, include: { translations: { orderBy: { locale: 'asc' } }, products: { select: { id: true }, orderBy: { id: 'asc' } } } });
  if (!existing) {
    if (tombstones.has(`${ENTITY.document}:${document.key}`)) return;
    await tx.document.create({ data: { seedKey: document.key, ...row, published: true, translations: { create: translations }, products: { connect: products } } });
    return;
  }
  if (existing.version !== 1) return;
  const current = {
    row: Object.fromEntries(Object.keys(row).map((key) => [key, existing[key as keyof typeof row]])),
    translations: existing.translations.map(({ locale, title }) => ({ locale, title })),
    products: existing.products,
  };
  const wanted = { row, translations: [...translations].sort((a, b) => a.locale.localeCompare(b.locale)), products };
  if (fingerprint(current) === fingerprint(wanted)) return;
  const renewed = existing.validUntil?.getTime() !== row.validUntil.getTime();
  await tx.document.update({
    where: { id: existing.id },
    data: { ...row, ...(renewed ? { expiryNotice60At: null, expiryNotice14At: null } : {}), translations: { deleteMany: {}, create: translations }, products: { set: products } },
  });
}

/** What writing the sample files needs of the upload store (lib/storage/storage.ts). */
type FileStore = { get(key: string): Promise<unknown | null>; put(key: string, data: Buffer, contentType: string): Promise<void> };

/**
 * Writes the PDFs of the sample documents the database holds unchanged from the seed into the upload store, where
 * one is missing (a new store, a restored database); answers how many it wrote. Run by the release step.
 */
export async function writeSeedDocumentFiles(prisma: PrismaClient, store: FileStore, data: SeedData = seedData): Promise<number> {
  const documents = data.documents ?? [];
  if (!documents.length) return 0;
  const rows = await prisma.document.findMany({ where: { seedKey: { in: documents.map((d) => d.key) } }, select: { seedKey: true, fileKey: true } });
  let written = 0;
  for (const document of documents) {
    const file = seedDocumentFile(document);
    if (!rows.some((row) => row.seedKey === document.key && row.fileKey === file.fileKey)) continue;
    if (await store.get(file.fileKey)) continue;
    await store.put(file.fileKey, file.bytes, 'application/pdf');
    written += 1;
  }
  return written;
}
