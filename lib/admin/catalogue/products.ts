import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Actor } from '@/lib/admin/audit';
import { PAGE_SIZE } from '@/lib/admin/limits';
import { modelKey } from '@/lib/catalogue/model-key';
import { productSearchColumn, searchWhere } from '@/lib/search-key';
import { revalidateCatalogue } from '@/lib/catalogue/revalidate';
import { announce } from '@/lib/indexnow/announce';
import { dimensionPartsSchema, sharedSpecRowsSchema, specRowsSchema, textListSchema } from '@/lib/catalogue/technical';
import { routing, type Locale } from '@/i18n/routing';
import { labelIn, loadSpecDictionary, type SpecLabelOption } from '@/lib/catalogue/spec-labels';
import { now } from '@/lib/clock';
import { sortRows } from '@/lib/admin/search-params';
import { db } from '@/lib/db';
import { conformityStatus, type ConformityStatus } from '@/lib/documents/conformity-queries';
import type { Prisma } from '@/lib/generated/prisma/client';
import { deletePictureFiles } from './pictures';
import type { ProductFormOutput, ProductListQuery } from './schema';
import { LOCALES } from './values';
import { productSnapshot as snapshot } from '@/lib/admin/content/row-snapshots';
import { missingLocales } from '@/lib/admin/content/completeness';
import type { Json, Snapshot } from '@/lib/admin/content/snapshot';
import { usedInHistory, readDraft } from '@/lib/admin/content/versions';
import * as engine from '@/lib/admin/content/engine';
import { changeWorkingCopy, createItem, deleteItem, droppedBy, publishItem, readForEdit, refusal, unpublishItem, type ContentResult, type ContentType } from '@/lib/admin/content/engine';

// The back office's catalogue of products: list, edit, create, duplicate, publish, delete. Every change runs in
// one transaction with its audit entry and its version (lib/admin/content/versions.ts), sets editedAt (the seed
// import leaves the product alone from then on) and raises the row's version; a save names the version it started
// from (optimistic lock). An editor changes the product's working copy: the product itself while it is
// unpublished, its draft once it is published (the public page changes only on "Publish changes"). Publishing is
// refused while a language lacks a required text (lib/admin/content/completeness.ts).

export type CatalogueResult<T = { id: string }> = ContentResult<T>;

const withTranslations = { translations: { orderBy: { locale: 'asc' } } } as const;
type ProductRow = Prisma.ProductGetPayload<{ include: typeof withTranslations }>;

const item = (entityId: string) => ({ entity: 'product' as const, entityId });
const workingPictures = (working: Snapshot) => textListSchema.parse(working.fields.pictures);

/** A language keeps its texts while any of them is filled (a half-written translation is not thrown away). */
const hasTexts = (texts: Record<string, Json>) => Object.values(texts).some((value) => (Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== ''));

/** A snapshot's fields as the product's row has them (the model key and the search column follow the texts). */
function rowOf(data: Snapshot) {
  const fields = data.fields as unknown as Omit<Prisma.ProductUncheckedCreateInput, 'pictures' | 'dimensionsAndWeight'> & { pictures: Json; dimensionsAndWeight: Json };
  const names = Object.fromEntries(Object.entries(data.texts).map(([locale, texts]) => [locale, typeof texts?.name === 'string' ? texts.name : null]));
  return {
    ...fields,
    pictures: fields.pictures as Prisma.InputJsonValue,
    dimensionsAndWeight: fields.dimensionsAndWeight as Prisma.InputJsonValue,
    // A version from before the shared rows has none: its rows were each language's own.
    specRows: (fields.specRows ?? []) as Prisma.InputJsonValue,
    modelKey: modelKey(fields.modelCode),
    search: productSearchColumn(fields, names),
  };
}

/** A snapshot's texts as translation rows: one per language that has any text. */
function textRowsOf(data: Snapshot) {
  return Object.entries(data.texts)
    .filter(([locale, texts]) => (LOCALES as readonly string[]).includes(locale) && texts && hasTexts(texts))
    .map(([locale, t]) => ({
      ...(t as unknown as { name: string; shortDescription: string; description: string; innerBody: string }),
      keyFeatures: (t!.keyFeatures ?? []) as Prisma.InputJsonValue,
      specifications: (t!.specifications ?? []) as Prisma.InputJsonValue,
      copiedFrom: typeof t!.copiedFrom === 'string' ? t!.copiedFrom : null,
      locale,
    }));
}

/** Writes a snapshot onto the product's own rows (what the public page shows once it is published). */
async function applySnapshot(tx: Prisma.TransactionClient, id: string, data: Snapshot, extra: Prisma.ProductUncheckedUpdateInput = {}) {
  await tx.product.update({ where: { id }, data: { ...rowOf(data), ...extra } });
  await tx.productTranslation.deleteMany({ where: { productId: id } });
  await tx.productTranslation.createMany({ data: textRowsOf(data).map((t) => ({ ...t, productId: id })) });
}

/** A new product made of a snapshot: unpublished, and staff's (editedAt set, no seedKey: the seed import never touches it). */
function createFromSnapshot(tx: Prisma.TransactionClient, data: Snapshot) {
  return tx.product.create({ data: { ...rowOf(data), published: false, editedAt: now(), translations: { create: textRowsOf(data) } } });
}

// ---------------------------------------------------------------------------------------------------------
// Reading

export type ProductListRow = {
  id: string;
  slug: string;
  modelCode: string;
  name: string;
  categoryName: string;
  published: boolean;
  /** Languages short of a required text, in the product's working copy (its draft when it has one). */
  missing: string[];
  /** Saved changes the public page does not show yet. */
  draft: boolean;
  editedAt: Date | null;
  /** Whether a valid EAEU declaration or certificate covers it (lib/documents/conformity-queries.ts). */
  conformity: ConformityStatus;
};

/**
 * One page of the list. The search reads the products' search column (lib/search-key.ts): the name in any
 * language, the model code and the slug, ignoring case (Cyrillic too), accents, spaces and punctuation. The rest
 * (missing texts, which need the drafts; the sort by translated names) runs here: the catalogue has hundreds of
 * products, not millions.
 */
export async function listProducts(query: ProductListQuery, locale: string) {
  const rows = await db.product.findMany({
    where: {
      ...searchWhere(query.q),
      ...(query.published ? { published: query.published === 'yes' } : {}),
      ...(query.category ? { OR: [{ categoryId: query.category }, { category: { parentId: query.category } }] } : {}),
    },
    orderBy: [{ category: { sortOrder: 'asc' } }, { sortOrder: 'asc' }, { slug: 'asc' }],
    include: { translations: true, category: { include: { translations: { where: { locale } } } } },
  });
  const drafts = await db.contentDraft.findMany({ where: { entity: 'product' }, select: { entityId: true, data: true } });
  const draftOf = new Map(drafts.map((d) => [d.entityId, d.data as Snapshot]));
  const matches = rows
    .map((row) => {
      const texts = draftOf.get(row.id)?.texts ?? Object.fromEntries(row.translations.map((t) => [t.locale, t]));
      return { row, missing: missingLocales('product', texts) };
    })
    .filter(({ missing }) => (query.missing === 'any' ? missing.length > 0 : !query.missing || missing.includes(query.missing)));
  const conformity = await conformityStatus(db, matches.map(({ row }) => row.id));
  const listed: ProductListRow[] = matches
    .filter(({ row }) => query.conformity !== 'none' || conformity.get(row.id)?.state !== 'valid')
    .map(({ row, missing }) => ({
    id: row.id,
    slug: row.slug,
    modelCode: row.modelCode,
    name: row.translations.find((t) => t.locale === locale)?.name || row.translations.find((t) => t.name)?.name || row.modelCode,
    categoryName: row.category.translations[0]?.name ?? row.category.slug,
    published: row.published,
    missing,
    draft: draftOf.has(row.id),
    editedAt: row.editedAt,
    conformity: conformity.get(row.id) ?? { state: 'missing' },
  }));
  const sorted = sortRows(listed, query.sort, { order: () => null, model: (row) => row.modelCode, name: (row) => row.name, category: (row) => row.categoryName }, locale);
  const pageCount = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  return { items: sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), total: sorted.length, page, pageCount };
}

/** Every category as "Parent › Child", in tree order, for the product form and the list's filter. */
export async function categoryOptions(locale: string): Promise<{ id: string; label: string; isParent: boolean }[]> {
  const rows = await db.category.findMany({
    orderBy: [{ sortOrder: 'asc' }, { slug: 'asc' }],
    select: { id: true, slug: true, parentId: true, translations: { where: { locale }, select: { name: true } } },
  });
  const name = (row: (typeof rows)[number]) => row.translations[0]?.name || row.slug;
  return rows
    .filter((row) => !row.parentId)
    .flatMap((parent) => [
      { id: parent.id, label: name(parent), isParent: true },
      ...rows.filter((row) => row.parentId === parent.id).map((child) => ({ id: child.id, label: `${name(parent)} › ${name(child)}`, isParent: false })),
    ]);
}

/** The label dictionary as the product form's rows offer it: key, section and name in the staff member's language. */
export async function specLabelOptions(locale: Locale): Promise<SpecLabelOption[]> {
  const dictionary = await loadSpecDictionary(db);
  return [...dictionary.values()]
    .map((entry) => ({ key: entry.key, group: entry.group, label: labelIn(entry, entry.key, locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

/**
 * A product as its editor shows it: its working copy (the draft, when the published product has one), whether it
 * is published and has a draft, and what each language still lacks.
 */
export async function getProductForEdit(id: string) {
  const read = await readForEdit(productType, id);
  if (!read) return null;
  const { row, working } = read;
  const fields = working.fields;
  const texts = LOCALES.filter((locale) => working.texts[locale]).map((locale) => ({ locale, t: working.texts[locale] as Record<string, Json | undefined> }));
  return {
    ...(fields as unknown as Omit<ProductRow, 'translations' | 'priceAmount' | 'pictures' | 'dimensionsAndWeight'>),
    id: row.id,
    version: row.version,
    published: row.published,
    seedKey: row.seedKey,
    editedAt: row.editedAt,
    hasDraft: read.hasDraft,
    /** The slug the public page answers at (a draft may change it; the change goes live with the draft). */
    liveSlug: row.slug,
    incomplete: read.incomplete,
    priceAmount: (fields.priceAmount as string | null) ?? '',
    pictures: textListSchema.parse(fields.pictures),
    dimensionsAndWeight: dimensionPartsSchema.parse(fields.dimensionsAndWeight),
    translations: texts.map(({ locale, t }) => ({
      locale,
      name: String(t.name ?? ''),
      shortDescription: String(t.shortDescription ?? ''),
      description: String(t.description ?? ''),
      innerBody: String(t.innerBody ?? ''),
      keyFeatures: textListSchema.parse(t.keyFeatures ?? []),
      specifications: specRowsSchema.parse(t.specifications ?? []),
      copiedFrom: typeof t.copiedFrom === 'string' ? t.copiedFrom : null,
    })),
    specRows: sharedSpecRowsSchema.parse(fields.specRows ?? []),
  };
}
export type ProductForEdit = NonNullable<Awaited<ReturnType<typeof getProductForEdit>>>;


// ---------------------------------------------------------------------------------------------------------
// Writing

function rowData(input: ProductFormOutput) {
  const parts = input.parts.map(({ part, w, h, d, kg }) => ({ part, size: [w, h, d] as [number, number, number], ...(kg === null ? {} : { kg }) }));
  return {
    slug: input.slug,
    modelCode: input.modelCode,
    categoryId: input.categoryId,
    sortOrder: input.sortOrder,
    priceAmount: input.priceMode === 'amount' && input.priceAmount !== null ? input.priceAmount.toFixed(2) : null,
    priceCurrency: input.priceMode === 'amount' && input.priceCurrency ? input.priceCurrency : null,
    powerSupply: input.powerSupply,
    voltage: input.voltage,
    frequency: input.frequency,
    coolingCapacityKw: input.coolingCapacityKw,
    heatingCapacityKw: input.heatingCapacityKw,
    ratedPowerKw: input.ratedPowerKw,
    dimensionsAndWeight: parts,
    productDimensions: input.productDimensions,
    packageDimensions: input.packageDimensions,
    netWeightKg: input.netWeightKg,
    grossWeightKg: input.grossWeightKg,
    refrigerant: input.refrigerant,
    refrigerantChargeKg: input.refrigerantChargeKg,
    seer: input.seer,
    scop: input.scop,
    eseer: input.eseer,
    energyClassCooling: input.energyClassCooling,
    energyClassHeating: input.energyClassHeating,
    waterFlowM3h: input.waterFlowM3h,
    waterPressureDropKpa: input.waterPressureDropKpa,
    maxCurrentA: input.maxCurrentA,
    startingCurrentA: input.startingCurrentA,
    soundPowerDba: input.soundPowerDba,
    maxPipeLengthM: input.maxPipeLengthM,
    maxHeightDiffM: input.maxHeightDiffM,
    specRows: input.specRows,
  };
}

/** Browsers send a textarea's line breaks as CRLF: stored, and compared, as LF. */
const lf = (text: string) => text.replace(/\r\n?/g, '\n');

/** A language's texts as the form sent them (line breaks as LF). */
function formTexts(t: ProductFormOutput['translations'][Locale]): Record<string, Json> {
  return { name: t.name, shortDescription: lf(t.shortDescription), description: lf(t.description), keyFeatures: t.keyFeatures, specifications: t.specifications as unknown as Json, innerBody: lf(t.innerBody) };
}

/** Whether two languages' texts say the same (the copy marker's test: "unchanged since it was copied"). */
const sameTexts = (a: Record<string, Json> | undefined, b: Record<string, Json>) => Object.keys(b).every((key) => JSON.stringify(a?.[key] ?? null) === JSON.stringify(b[key]));

/**
 * The form's content as a snapshot; the pictures are the working copy's (their buttons change them, not the form).
 * A language copied from Italian stays marked as copied while its texts are the ones the copy made; "Copy from
 * Italian" (`copy`) fills an empty language with the Italian texts the form sent, marked.
 */
function formSnapshot(input: ProductFormOutput, working: Snapshot | null, copy?: Locale): Snapshot {
  const texts = Object.fromEntries(LOCALES.map((locale) => [locale, formTexts(input.translations[locale])])) as Record<Locale, Record<string, Json>>;
  if (copy) texts[copy] = { ...texts[routing.defaultLocale] };
  return {
    fields: { ...(rowData(input) as unknown as Record<string, Json>), pictures: working?.fields.pictures ?? [] },
    texts: Object.fromEntries(
      LOCALES.map((locale) => {
        const before = working?.texts[locale];
        const copied = locale === copy || (typeof before?.copiedFrom === 'string' && sameTexts(before, texts[locale]));
        return [locale, { ...texts[locale], copiedFrom: copied ? routing.defaultLocale : null }];
      }).filter(([, texts]) => hasTexts(texts as Record<string, Json>)),
    ),
  };
}

async function slugTaken(tx: Prisma.TransactionClient, slug: string, exceptId?: string) {
  const other = await tx.product.findUnique({ where: { slug }, select: { id: true } });
  return other !== null && other.id !== exceptId;
}

async function categoryExists(tx: Prisma.TransactionClient, id: string) {
  return (await tx.category.count({ where: { id } })) > 0;
}

/** Refuses a snapshot whose slug another product has or whose category is gone (a save, and again a publish). */
async function checkSnapshot(tx: Prisma.TransactionClient, id: string | undefined, data: Snapshot) {
  if (await slugTaken(tx, String(data.fields.slug), id)) refusal.refuse('INVALID', { slug: 'slugTaken' });
  if (!(await categoryExists(tx, String(data.fields.categoryId)))) refusal.refuse('INVALID', { categoryId: 'choose' });
  // Every shared row names a label of the dictionary (a label deleted since the form was read is refused here).
  const rows = sharedSpecRowsSchema.parse(data.fields.specRows ?? []);
  const known = new Set((await tx.specLabel.findMany({ where: { key: { in: [...new Set(rows.map((row) => row.key))] } }, select: { key: true } })).map((label) => label.key));
  const unknown = rows.flatMap((row, index) => (known.has(row.key) ? [] : [[`specRows[${index}].key`, 'unknownLabel'] as const]));
  if (unknown.length) refusal.refuse('INVALID', Object.fromEntries(unknown));
}

/**
 * Keeps an old slug's URLs working: the old slug redirects to this product from now on, and a redirect that
 * pointed the new slug elsewhere is dropped (the slug is this product's page now).
 */
async function recordSlugChange(tx: Prisma.TransactionClient, id: string, from: string, to: string) {
  if (from === to) return;
  await tx.slugRedirect.deleteMany({ where: { entity: 'product', fromSlug: to } });
  await tx.slugRedirect.upsert({
    where: { entity_fromSlug: { entity: 'product', fromSlug: from } },
    create: { entity: 'product', fromSlug: from, targetId: id },
    update: { targetId: id },
  });
}

/** The product as the content engine (lib/admin/content/engine.ts) reads, writes and refreshes it. */
export const productType: ContentType<ProductRow> = {
  entity: 'product',
  load: (tx, id) => tx.product.findUnique({ where: { id }, include: withTranslations }),
  snapshot,
  published: (row) => row.published,
  canUnpublish: true,
  check: checkSnapshot,
  async apply(tx, row, data, published) {
    await applySnapshot(tx, row.id, data, published === undefined ? {} : { published });
    await recordSlugChange(tx, row.id, row.slug, String(data.fields.slug));
  },
  async create(tx, data) {
    await tx.slugRedirect.deleteMany({ where: { entity: 'product', fromSlug: String(data.fields.slug) } });
    return (await createFromSnapshot(tx, data)).id;
  },
  lock: async (tx, id, version, keep) => (await tx.product.updateMany({ where: { id, version }, data: { editedAt: now(), version: { increment: 1 }, ...keep } })).count,
  async settle(change) {
    const { row, before, after, publicChanged } = change;
    if (publicChanged) {
      const slugs = [row.slug, ...(after.live ? [String(after.live.fields.slug)] : [])];
      const categoryIds = [row.categoryId, ...(after.live ? [String(after.live.fields.categoryId)] : [])];
      const paths = await revalidateCatalogue({ kind: 'product', slugs: [...new Set(slugs)], categoryIds: [...new Set(categoryIds)] });
      // Search engines hear of what visitors saw or see: never of an unpublished product's changes.
      if (before.published || after.published) await announce(paths);
    }
    for (const url of droppedBy('pictures', change)) await deleteUnusedPicture(url);
  },
};

/** Saves an edit: a draft of a published product, the product itself otherwise; CONFLICT when it changed since. */
export async function saveProduct(actor: Actor, input: ProductFormOutput): Promise<CatalogueResult> {
  const { id, version } = input;
  if (!id || !version) return { ok: false, code: 'INVALID' };
  const copy = copyTarget(input);
  if (copy && hasTexts(formTexts(input.translations[copy]))) return { ok: false, code: 'INVALID', fieldErrors: { [`translations.${copy}.name`]: 'copyNotEmpty' } };
  return changeWorkingCopy(productType, actor, id, version, 'update', (working) => formSnapshot(input, working, copy));
}

/** What the spreadsheet import writes for a product row read by the product form's schema (lib/admin/import/plan.ts). */
export const productImportSnapshot = (input: ProductFormOutput, working: Snapshot | null) => formSnapshot(input, working);

/** The language "Copy from Italian" fills, when that was the button. */
const copyTarget = (input: ProductFormOutput): Locale | undefined => (input.intent.startsWith('copy-') ? (input.intent.slice(5) as Locale) : undefined);

/** A new product starts unpublished: it is published from its edit page once every language is complete. */
export function createProduct(actor: Actor, input: ProductFormOutput): Promise<CatalogueResult> {
  return createItem(productType, actor, formSnapshot(input, null, copyTarget(input)));
}

/** A copy with a new slug ("…-copy", then "…-copy-2"…), unpublished, for staff to adjust before publishing. */
export async function duplicateProduct(actor: Actor, id: string): Promise<CatalogueResult> {
  const source = await db.product.findUnique({ where: { id }, include: withTranslations });
  if (!source) return { ok: false, code: 'NOT_FOUND' };
  let slug = `${source.slug}-copy`;
  for (let n = 2; await slugTaken(db, slug); n += 1) slug = n > 50 ? `${source.slug}-${randomBytes(3).toString('hex')}` : `${source.slug}-copy-${n}`;
  // The copy starts from what the editor sees: the source's draft, when it has one.
  const from = (await readDraft(db, item(id))) ?? snapshot(source);
  return createItem(productType, actor, { ...from, fields: { ...from.fields, slug } }, { verb: 'duplicate', sourceId: id });
}

/** Publishes a product, or the draft of a published one ("Publish changes"); INCOMPLETE while a language lacks a text. */
export const publishProduct = (actor: Actor, id: string, version: number) => publishItem(productType, actor, id, version);

/** Withdraws a product: its page answers 404 and leaves the sitemaps; a draft it had becomes the product's content. */
export const unpublishProduct = (actor: Actor, id: string, version: number) => unpublishItem(productType, actor, id, version);

/** Throws the draft away: the editor shows the published product again. */
export const discardDraft = (actor: Actor, id: string, version: number) => engine.discardDraft(productType, actor, id, version);

/** Publishes or withdraws a product (the header's button). */
export async function setPublished(actor: Actor, id: string, version: number, published: boolean): Promise<CatalogueResult> {
  return (published ? publishProduct : unpublishProduct)(actor, id, version);
}

const pictureList = (row: { pictures: unknown }) => textListSchema.parse(row.pictures);

/** A product's current version (its edit page's optimistic lock), or null when it is gone. */
export async function productVersion(id: string): Promise<number | null> {
  return (await db.product.findUnique({ where: { id }, select: { version: true } }))?.version ?? null;
}

const withPictures = (working: Snapshot, pictures: string[]): Snapshot => ({ ...working, fields: { ...working.fields, pictures } });

/** Adds an uploaded picture at the end of the product's pictures (the first one is the main picture). */
export async function addPicture(actor: Actor, id: string, version: number, url: string): Promise<CatalogueResult> {
  return changeWorkingCopy(productType, actor, id, version, 'picture.add', (w) => withPictures(w, [...workingPictures(w).filter((p) => p !== url), url]));
}

export async function removePicture(actor: Actor, id: string, version: number, url: string): Promise<CatalogueResult> {
  return changeWorkingCopy(productType, actor, id, version, 'picture.remove', (w) => withPictures(w, workingPictures(w).filter((p) => p !== url)));
}

/** Makes a picture the first (main) one. */
export async function makeMainPicture(actor: Actor, id: string, version: number, url: string): Promise<CatalogueResult> {
  return changeWorkingCopy(productType, actor, id, version, 'picture.main', (w) => {
    const list = workingPictures(w);
    return withPictures(w, list.includes(url) ? [url, ...list.filter((p) => p !== url)] : list);
  });
}

/**
 * Deletes a picture's files once no product, no draft, no version of a product's history (a restore may bring it
 * back) and no category, nor a category's draft or version, uses any of its sizes. A duplicate shares its original's files.
 */
export async function deleteUnusedPicture(url: string) {
  const rows = await db.product.findMany({ select: { pictures: true } });
  if (rows.some((row) => pictureList(row).includes(url))) return;
  if (await usedInHistory(db, 'product', url)) return;
  const stem = url.replace(/-\d+\.webp$/, '');
  if ((await db.category.count({ where: { picture: { startsWith: stem } } })) > 0) return;
  // A category's draft or version may show it too (its picture is a path of any size).
  if (await usedInHistory(db, 'category', stem, { prefix: true })) return;
  await deletePictureFiles(url);
}

/**
 * Deletes a product. A seed product leaves a tombstone so the seed import never brings it back; its old URLs
 * (redirects) go with it and answer 404. Its history stays readable to administrators for two years.
 */
export function deleteProduct(actor: Actor, id: string): Promise<CatalogueResult> {
  return deleteItem(productType, actor, id, async (tx, before) => {
    await tx.product.delete({ where: { id } });
    await tx.slugRedirect.deleteMany({ where: { entity: 'product', targetId: id } });
    if (before.seedKey) {
      await tx.seedTombstone.upsert({
        where: { entity_seedKey: { entity: 'product', seedKey: before.seedKey } },
        create: { entity: 'product', seedKey: before.seedKey },
        update: {},
      });
    }
    return { slug: before.slug, modelCode: before.modelCode, published: before.published };
  });
}
