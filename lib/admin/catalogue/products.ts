import 'server-only';
import { randomBytes } from 'node:crypto';
import { recordAudit, changedFields, type Actor, type AuditEvents } from '@/lib/admin/audit';
import { PAGE_SIZE } from '@/lib/admin/limits';
import { refusals, type EditRefusal, type Refusals, type Refused } from '@/lib/admin/refusal';
import { modelKey } from '@/lib/catalogue/model-key';
import { revalidateCatalogue } from '@/lib/catalogue/revalidate';
import { dimensionPartsSchema, specRowsSchema, textListSchema } from '@/lib/catalogue/technical';
import { now } from '@/lib/clock';
import { sortRows } from '@/lib/admin/search-params';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { deletePictureFiles } from './pictures';
import type { ProductFormOutput, ProductListQuery } from './schema';
import { LOCALES, translationMissing } from './values';

// The back office's catalogue of products: list, edit, create, duplicate, publish, delete. Every change runs in
// one transaction with its audit entry, sets editedAt (the seed import leaves the product alone from then on)
// and raises the version; a save names the version it started from (optimistic lock).

export type CatalogueResult<T = { id: string }> = ({ ok: true } & T) | Refused<EditRefusal>;

export const refusal: Refusals<EditRefusal> = refusals();

const withTranslations = { translations: { orderBy: { locale: 'asc' } } } as const;
type ProductRow = Prisma.ProductGetPayload<{ include: typeof withTranslations }>;

/** A product as the audit log records it: its fields and each locale's texts, as plain JSON. */
function snapshot(row: ProductRow): Record<string, unknown> {
  const { translations, createdAt: _c, updatedAt: _u, editedAt: _e, version: _v, modelKey: _k, priceAmount, ...fields } = row;
  return {
    ...fields,
    priceAmount: priceAmount === null ? null : priceAmount.toFixed(2),
    ...Object.fromEntries(translations.map(({ productId: _p, locale, ...t }) => [`translation.${locale}`, t])),
  };
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
  missing: string[];
  editedAt: Date | null;
};

/**
 * One page of the list. The catalogue is small (hundreds of products), so the search runs here rather than in
 * SQL: it matches the name in any locale, the model code and the slug, ignoring case (Cyrillic too), spaces
 * and punctuation, as the public search does.
 */
export async function listProducts(query: ProductListQuery, locale: string) {
  const rows = await db.product.findMany({
    where: {
      ...(query.published ? { published: query.published === 'yes' } : {}),
      ...(query.category ? { OR: [{ categoryId: query.category }, { category: { parentId: query.category } }] } : {}),
    },
    orderBy: [{ category: { sortOrder: 'asc' } }, { sortOrder: 'asc' }, { slug: 'asc' }],
    include: { translations: true, category: { include: { translations: { where: { locale } } } } },
  });
  const needle = modelKey(query.q);
  const matches = rows
    .map((row) => {
      const missing = LOCALES.filter((l) => translationMissing(row.translations.find((t) => t.locale === l)));
      return { row, missing };
    })
    .filter(({ row, missing }) => {
      if (query.missing === 'any' && missing.length === 0) return false;
      if (query.missing && query.missing !== 'any' && !missing.includes(query.missing)) return false;
      if (!needle) return true;
      return [row.slug, row.modelCode, ...row.translations.map((t) => t.name)].some((value) => modelKey(value).includes(needle));
    });
  const listed: ProductListRow[] = matches.map(({ row, missing }) => ({
    id: row.id,
    slug: row.slug,
    modelCode: row.modelCode,
    name: row.translations.find((t) => t.locale === locale)?.name || row.translations.find((t) => t.name)?.name || row.modelCode,
    categoryName: row.category.translations[0]?.name ?? row.category.slug,
    published: row.published,
    missing,
    editedAt: row.editedAt,
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

export async function getProductForEdit(id: string) {
  const row = await db.product.findUnique({ where: { id }, include: withTranslations });
  if (!row) return null;
  return {
    ...row,
    priceAmount: row.priceAmount === null ? '' : row.priceAmount.toFixed(2),
    pictures: textListSchema.parse(row.pictures),
    dimensionsAndWeight: dimensionPartsSchema.parse(row.dimensionsAndWeight),
    translations: row.translations.map((t) => ({
      ...t,
      keyFeatures: textListSchema.parse(t.keyFeatures),
      specifications: specRowsSchema.parse(t.specifications),
    })),
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
    modelKey: modelKey(input.modelCode),
    categoryId: input.categoryId,
    sortOrder: input.sortOrder,
    published: input.published,
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
  };
}

/** A locale without a name has no translation row: the page falls back to the model code, the list marks it. */
function translationRows(input: ProductFormOutput) {
  return LOCALES.filter((locale) => input.translations[locale].name).map((locale) => {
    const t = input.translations[locale];
    return {
      locale,
      name: t.name,
      shortDescription: t.shortDescription,
      description: t.description,
      innerBody: t.innerBody,
      keyFeatures: t.keyFeatures,
      specifications: t.specifications,
    };
  });
}

async function slugTaken(tx: Prisma.TransactionClient, slug: string, exceptId?: string) {
  const other = await tx.product.findUnique({ where: { slug }, select: { id: true } });
  return other !== null && other.id !== exceptId;
}

async function categoryExists(tx: Prisma.TransactionClient, id: string) {
  return (await tx.category.count({ where: { id } })) > 0;
}

/**
 * Keeps an old slug's URLs working: the old slug redirects to this product from now on, and a redirect that
 * pointed the new slug elsewhere is dropped (the slug is this product's page now).
 */
async function recordSlugChange(tx: Prisma.TransactionClient, id: string, from: string, to: string) {
  await tx.slugRedirect.deleteMany({ where: { entity: 'product', fromSlug: to } });
  await tx.slugRedirect.upsert({
    where: { entity_fromSlug: { entity: 'product', fromSlug: from } },
    create: { entity: 'product', fromSlug: from, targetId: id },
    update: { targetId: id },
  });
}

/** Saves an edit: refused with CONFLICT when the product changed since the form's version was read. */
export async function saveProduct(actor: Actor, input: ProductFormOutput): Promise<CatalogueResult> {
  const result = await refusal.refusable(() =>
    db.$transaction(async (tx) => {
      const { id, version } = input;
      if (!id || !version) refusal.refuse('INVALID');
      const before = await tx.product.findUnique({ where: { id }, include: withTranslations });
      if (!before) refusal.refuse('NOT_FOUND');
      if (await slugTaken(tx, input.slug, id)) refusal.refuse('INVALID', { slug: 'slugTaken' });
      if (!(await categoryExists(tx, input.categoryId))) refusal.refuse('INVALID', { categoryId: 'choose' });
      // The compare-and-set: only the version the form was read at is overwritten.
      const { count } = await tx.product.updateMany({
        where: { id, version },
        data: { ...rowData(input), editedAt: now(), version: { increment: 1 } },
      });
      if (count === 0) refusal.refuse('CONFLICT');
      await tx.productTranslation.deleteMany({ where: { productId: id } });
      await tx.productTranslation.createMany({ data: translationRows(input).map((t) => ({ ...t, productId: id })) });
      if (before.slug !== input.slug) await recordSlugChange(tx, id, before.slug, input.slug);
      const after = await tx.product.findUniqueOrThrow({ where: { id }, include: withTranslations });
      const diff = changedFields(snapshot(before), snapshot(after));
      await recordAudit(tx, actor, 'product.update', { entityId: id, before: diff.before, after: diff.after });
      return { ok: true as const, id, before: { slug: before.slug, categoryId: before.categoryId } };
    }),
  );
  if (result.ok) {
    await revalidateCatalogue({ kind: 'product', slugs: [result.before.slug, input.slug], categoryIds: [result.before.categoryId, input.categoryId] });
    return { ok: true, id: result.id };
  }
  return result;
}

export async function createProduct(actor: Actor, input: ProductFormOutput): Promise<CatalogueResult> {
  const result = await refusal.refusable(() =>
    db.$transaction(async (tx) => {
      if (await slugTaken(tx, input.slug)) refusal.refuse('INVALID', { slug: 'slugTaken' });
      if (!(await categoryExists(tx, input.categoryId))) refusal.refuse('INVALID', { categoryId: 'choose' });
      await tx.slugRedirect.deleteMany({ where: { entity: 'product', fromSlug: input.slug } });
      // seedKey stays null: a product made here is never touched by the seed import; editedAt says it is staff's.
      const created = await tx.product.create({
        data: { ...rowData(input), editedAt: now(), translations: { create: translationRows(input) } },
        include: withTranslations,
      });
      await recordAudit(tx, actor, 'product.create', { entityId: created.id, after: snapshot(created) });
      return { ok: true as const, id: created.id };
    }),
  );
  if (result.ok) await revalidateCatalogue({ kind: 'product', slugs: [input.slug], categoryIds: [input.categoryId] });
  return result;
}

/** A copy with a new slug ("…-copy", then "…-copy-2"…), unpublished, for staff to adjust before publishing. */
export async function duplicateProduct(actor: Actor, id: string): Promise<CatalogueResult> {
  return refusal.refusable(() =>
    db.$transaction(async (tx) => {
      const source = await tx.product.findUnique({ where: { id }, include: withTranslations });
      if (!source) refusal.refuse('NOT_FOUND');
      let slug = `${source.slug}-copy`;
      for (let n = 2; await slugTaken(tx, slug); n += 1) slug = n > 50 ? `${source.slug}-${randomBytes(3).toString('hex')}` : `${source.slug}-copy-${n}`;
      const { id: _i, slug: _s, seedKey: _k, editedAt: _e, version: _v, createdAt: _c, updatedAt: _u, translations, ...fields } = source;
      const created = await tx.product.create({
        data: {
          ...fields,
          pictures: fields.pictures ?? [],
          dimensionsAndWeight: fields.dimensionsAndWeight ?? [],
          slug,
          published: false,
          editedAt: now(),
          translations: {
            create: translations.map(({ productId: _p, ...t }) => ({ ...t, keyFeatures: t.keyFeatures ?? [], specifications: t.specifications ?? [] })),
          },
        },
        include: withTranslations,
      });
      await recordAudit(tx, actor, 'product.duplicate', { entityId: created.id, after: snapshot(created), meta: { sourceId: id } });
      return { ok: true as const, id: created.id };
    }),
  );
}

/** Publishes or withdraws a product (the page answers 404 and leaves the sitemaps while unpublished). */
export async function setPublished(actor: Actor, id: string, version: number, published: boolean): Promise<CatalogueResult> {
  return changeProduct(actor, id, version, published ? 'product.publish' : 'product.unpublish', () => ({ published }));
}

type ProductChange = Extract<keyof AuditEvents, `product.${'publish' | 'unpublish' | 'picture'}${string}`>;

async function changeProduct(
  actor: Actor,
  id: string,
  version: number,
  action: ProductChange,
  change: (row: ProductRow) => Prisma.ProductUpdateManyMutationInput,
): Promise<CatalogueResult> {
  const result = await refusal.refusable(() =>
    db.$transaction(async (tx) => {
      const before = await tx.product.findUnique({ where: { id }, include: withTranslations });
      if (!before) refusal.refuse('NOT_FOUND');
      const { count } = await tx.product.updateMany({ where: { id, version }, data: { ...change(before), editedAt: now(), version: { increment: 1 } } });
      if (count === 0) refusal.refuse('CONFLICT');
      const after = await tx.product.findUniqueOrThrow({ where: { id }, include: withTranslations });
      const diff = changedFields(snapshot(before), snapshot(after));
      await recordAudit(tx, actor, action, { entityId: id, before: diff.before, after: diff.after });
      return { ok: true as const, id, slug: before.slug, categoryId: before.categoryId, removed: pictureList(before).filter((p) => !pictureList(after).includes(p)) };
    }),
  );
  if (!result.ok) return result;
  await revalidateCatalogue({ kind: 'product', slugs: [result.slug], categoryIds: [result.categoryId] });
  for (const url of result.removed) await deleteUnusedPicture(url);
  return { ok: true, id };
}

const pictureList = (row: { pictures: unknown }) => textListSchema.parse(row.pictures);

/** A product's current version (its edit page's optimistic lock), or null when it is gone. */
export async function productVersion(id: string): Promise<number | null> {
  return (await db.product.findUnique({ where: { id }, select: { version: true } }))?.version ?? null;
}

/** Adds an uploaded picture at the end of the product's pictures (the first one is the main picture). */
export async function addPicture(actor: Actor, id: string, version: number, url: string): Promise<CatalogueResult> {
  return changeProduct(actor, id, version, 'product.picture.add', (row) => ({ pictures: [...pictureList(row).filter((p) => p !== url), url] }));
}

export async function removePicture(actor: Actor, id: string, version: number, url: string): Promise<CatalogueResult> {
  return changeProduct(actor, id, version, 'product.picture.remove', (row) => ({ pictures: pictureList(row).filter((p) => p !== url) }));
}

/** Makes a picture the first (main) one. */
export async function makeMainPicture(actor: Actor, id: string, version: number, url: string): Promise<CatalogueResult> {
  return changeProduct(actor, id, version, 'product.picture.main', (row) => {
    const list = pictureList(row);
    return { pictures: list.includes(url) ? [url, ...list.filter((p) => p !== url)] : list };
  });
}

/** An uploaded file no product shows any more is deleted (a duplicate shares its original's files). */
/** Deletes a picture's files once no product and no category uses any of its sizes. */
export async function deleteUnusedPicture(url: string) {
  const rows = await db.product.findMany({ select: { pictures: true } });
  if (rows.some((row) => pictureList(row).includes(url))) return;
  const stem = url.replace(/-\d+\.webp$/, '');
  if ((await db.category.count({ where: { picture: { startsWith: stem } } })) > 0) return;
  await deletePictureFiles(url);
}

/**
 * Deletes a product. A seed product leaves a tombstone so the seed import never brings it back; its old URLs
 * (redirects) go with it and answer 404.
 */
export async function deleteProduct(actor: Actor, id: string): Promise<CatalogueResult> {
  const result = await refusal.refusable(() =>
    db.$transaction(async (tx) => {
      const before = await tx.product.findUnique({ where: { id }, include: withTranslations });
      if (!before) refusal.refuse('NOT_FOUND');
      await tx.product.delete({ where: { id } });
      await tx.slugRedirect.deleteMany({ where: { entity: 'product', targetId: id } });
      if (before.seedKey) {
        await tx.seedTombstone.upsert({
          where: { entity_seedKey: { entity: 'product', seedKey: before.seedKey } },
          create: { entity: 'product', seedKey: before.seedKey },
          update: {},
        });
      }
      await recordAudit(tx, actor, 'product.delete', { entityId: id, before: snapshot(before) });
      return { ok: true as const, id, slug: before.slug, categoryId: before.categoryId, pictures: pictureList(before) };
    }),
  );
  if (!result.ok) return result;
  await revalidateCatalogue({ kind: 'product', slugs: [result.slug], categoryIds: [result.categoryId] });
  for (const url of result.pictures) await deleteUnusedPicture(url);
  return { ok: true, id };
}
