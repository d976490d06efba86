import 'server-only';
import { randomBytes } from 'node:crypto';
import { recordAudit, type Actor } from '@/lib/admin/audit';
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
import { LOCALES } from './values';
import { productSnapshot as snapshot } from '@/lib/admin/content/product-snapshot';
import { incompleteLanguages, missingLocales } from '@/lib/admin/content/completeness';
import { auditChanges, diffSnapshots, type Json, type Snapshot } from '@/lib/admin/content/snapshot';
import { dropDraft, markDeleted, pictureInHistory, readDraft, recordVersion, writeDraft, type VersionKind } from '@/lib/admin/content/versions';

// The back office's catalogue of products: list, edit, create, duplicate, publish, delete. Every change runs in
// one transaction with its audit entry and its version (lib/admin/content/versions.ts), sets editedAt (the seed
// import leaves the product alone from then on) and raises the row's version; a save names the version it started
// from (optimistic lock). An editor changes the product's working copy: the product itself while it is
// unpublished, its draft once it is published (the public page changes only on "Publish changes"). Publishing is
// refused while a language lacks a required text (lib/admin/content/completeness.ts).

export type CatalogueResult<T = { id: string }> = ({ ok: true } & T) | Refused<EditRefusal | 'INCOMPLETE'>;

export const refusal: Refusals<EditRefusal | 'INCOMPLETE'> = refusals();

const withTranslations = { translations: { orderBy: { locale: 'asc' } } } as const;
type ProductRow = Prisma.ProductGetPayload<{ include: typeof withTranslations }>;

const item = (entityId: string) => ({ entity: 'product' as const, entityId });
const workingPictures = (working: Snapshot) => textListSchema.parse(working.fields.pictures);

/** A language keeps its texts while any of them is filled (a half-written translation is not thrown away). */
const hasTexts = (texts: Record<string, Json>) => Object.values(texts).some((value) => (Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== ''));

/** A snapshot's fields as the product's row has them (the model key follows the model code). */
function rowOf(data: Snapshot) {
  const fields = data.fields as unknown as Omit<Prisma.ProductUncheckedCreateInput, 'pictures' | 'dimensionsAndWeight'> & { pictures: Json; dimensionsAndWeight: Json };
  return { ...fields, pictures: fields.pictures as Prisma.InputJsonValue, dimensionsAndWeight: fields.dimensionsAndWeight as Prisma.InputJsonValue, modelKey: modelKey(fields.modelCode) };
}

/** A snapshot's texts as translation rows: one per language that has any text. */
function textRowsOf(data: Snapshot) {
  return Object.entries(data.texts)
    .filter(([locale, texts]) => (LOCALES as readonly string[]).includes(locale) && texts && hasTexts(texts))
    .map(([locale, t]) => ({
      ...(t as unknown as { name: string; shortDescription: string; description: string; innerBody: string }),
      keyFeatures: (t!.keyFeatures ?? []) as Prisma.InputJsonValue,
      specifications: (t!.specifications ?? []) as Prisma.InputJsonValue,
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
  const drafts = await db.contentDraft.findMany({ where: { entity: 'product' }, select: { entityId: true, data: true } });
  const draftOf = new Map(drafts.map((d) => [d.entityId, d.data as Snapshot]));
  const matches = rows
    .map((row) => {
      const texts = draftOf.get(row.id)?.texts ?? Object.fromEntries(row.translations.map((t) => [t.locale, t]));
      return { row, missing: missingLocales('product', texts) };
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
    draft: draftOf.has(row.id),
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

/**
 * A product as its editor shows it: its working copy (the draft, when the published product has one), whether it
 * is published and has a draft, and what each language still lacks.
 */
export async function getProductForEdit(id: string) {
  const row = await db.product.findUnique({ where: { id }, include: withTranslations });
  if (!row) return null;
  const draft = await readDraft(db, item(id));
  const working = draft ?? snapshot(row);
  const fields = working.fields;
  const texts = LOCALES.filter((locale) => working.texts[locale]).map((locale) => ({ locale, t: working.texts[locale] as Record<string, Json | undefined> }));
  return {
    ...(fields as unknown as Omit<ProductRow, 'translations' | 'priceAmount' | 'pictures' | 'dimensionsAndWeight'>),
    id: row.id,
    version: row.version,
    published: row.published,
    seedKey: row.seedKey,
    editedAt: row.editedAt,
    hasDraft: draft !== null,
    /** The slug the public page answers at (a draft may change it; the change goes live with the draft). */
    liveSlug: row.slug,
    incomplete: incompleteLanguages('product', working.texts),
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
    })),
  };
}
export type ProductForEdit = NonNullable<Awaited<ReturnType<typeof getProductForEdit>>>;

/** How many published products fall short of the completeness rule (the dashboard flags them). */
export async function incompletePublishedCount(): Promise<number> {
  const rows = await db.product.findMany({ where: { published: true }, select: { translations: true } });
  return rows.filter((row) => missingLocales('product', Object.fromEntries(row.translations.map((t) => [t.locale, t]))).length > 0).length;
}

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
  };
}

/** Browsers send a textarea's line breaks as CRLF: stored, and compared, as LF. */
const lf = (text: string) => text.replace(/\r\n?/g, '\n');

/** The form's content as a snapshot; the pictures are the working copy's (their buttons change them, not the form). */
function formSnapshot(input: ProductFormOutput, pictures: Json): Snapshot {
  return {
    fields: { ...(rowData(input) as unknown as Record<string, Json>), pictures },
    texts: Object.fromEntries(
      LOCALES.map((locale) => {
        const t = input.translations[locale];
        return [locale, { name: t.name, shortDescription: lf(t.shortDescription), description: lf(t.description), keyFeatures: t.keyFeatures, specifications: t.specifications as unknown as Json, innerBody: lf(t.innerBody) }];
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

type Live = { slug: string; categoryId: string; published: boolean };

/** The start of every change of a product: the product (NOT_FOUND when gone), its own snapshot and its draft. */
async function openChange(tx: Prisma.TransactionClient, id: string) {
  const row = await tx.product.findUnique({ where: { id }, include: withTranslations });
  if (!row) refusal.refuse('NOT_FOUND');
  return { row, live: snapshot(row), draft: await readDraft(tx, item(id)) };
}
type Changed = { ok: true; id: string; live: Live[]; removed: string[] };

/**
 * Changes a product's working copy in one transaction (an edit, a picture's button, a restore): the compare-and-set
 * on the version the editor read, then `change` computes the new working copy from the current one. A published product's change is stored as its
 * draft (the row keeps its content and its public date); an unpublished one's is written onto the product.
 * Recorded as a version and in the audit log with the fields that changed.
 */
async function changeWorkingCopy(
  actor: Actor,
  id: string,
  version: number,
  action: 'product.update' | 'product.picture.add' | 'product.picture.remove' | 'product.picture.main' | 'product.restore',
  change: (working: Snapshot) => Snapshot,
  /** A restore: the version whose content `change` brings back. */
  restoredFrom?: number,
): Promise<CatalogueResult> {
  const result = await refusal.refusable(() =>
    db.$transaction(async (tx): Promise<Changed> => {
      const { row, live, draft } = await openChange(tx, id);
      const next = change(draft ?? live);
      await checkSnapshot(tx, id, next);
      // A save that changes nothing (a second click, "Save and edit pictures" with nothing typed) writes nothing:
      // no version, no audit entry, and no draft of a published product identical to it.
      if (diffSnapshots(draft ?? live, next).length === 0) {
        if (row.version !== version) refusal.refuse('CONFLICT');
        return { ok: true, id, live: [], removed: [] };
      }
      // The compare-and-set: only the version the form was read at is overwritten. A draft leaves updatedAt (the
      // sitemaps' lastmod) as it is: the public page has not changed.
      const { count } = await tx.product.updateMany({
        where: { id, version },
        data: { editedAt: now(), version: { increment: 1 }, ...(row.published ? { updatedAt: row.updatedAt } : {}) },
      });
      if (count === 0) refusal.refuse('CONFLICT');
      const kind: VersionKind = restoredFrom ? 'restore' : row.published ? 'draft' : 'save';
      const { number, changes } = await recordVersion(tx, actor, item(id), { kind, data: next, was: draft ?? live, restoredFrom });
      if (row.published) await writeDraft(tx, item(id), next, number);
      else {
        await applySnapshot(tx, id, next);
        await recordSlugChange(tx, id, row.slug, String(next.fields.slug));
      }
      const diff = { entityId: id, ...auditChanges(changes) };
      if (action === 'product.restore') await recordAudit(tx, actor, action, { ...diff, meta: { version: number, restoredFrom: restoredFrom ?? 0 } });
      else await recordAudit(tx, actor, action === 'product.update' && row.published ? 'product.draft.save' : action, { ...diff, meta: { version: number } });
      return {
        ok: true,
        id,
        live: row.published ? [] : [{ slug: row.slug, categoryId: row.categoryId, published: false }],
        removed: workingPictures(draft ?? live).filter((p) => !workingPictures(next).includes(p)),
      };
    }),
  );
  return settle(result);
}

/** After a change commits: the public pages it touched are rebuilt, picture files nothing shows any more go. */
async function settle(result: Changed | Refused<EditRefusal | 'INCOMPLETE'>): Promise<CatalogueResult> {
  if (!result.ok) return result;
  if (result.live.length) await revalidateCatalogue({ kind: 'product', slugs: result.live.map((l) => l.slug), categoryIds: result.live.map((l) => l.categoryId) });
  for (const url of result.removed) await deleteUnusedPicture(url);
  return { ok: true, id: result.id };
}

/** Saves an edit: a draft of a published product, the product itself otherwise; CONFLICT when it changed since. */
export async function saveProduct(actor: Actor, input: ProductFormOutput): Promise<CatalogueResult> {
  const { id, version } = input;
  if (!id || !version) return { ok: false, code: 'INVALID' };
  return changeWorkingCopy(actor, id, version, 'product.update', (working) => formSnapshot(input, working.fields.pictures ?? []));
}

/** A new product starts unpublished: it is published from its edit page once every language is complete. */
export async function createProduct(actor: Actor, input: ProductFormOutput): Promise<CatalogueResult> {
  return refusal.refusable(() =>
    db.$transaction(async (tx) => {
      const data = formSnapshot(input, []);
      await checkSnapshot(tx, undefined, data);
      await tx.slugRedirect.deleteMany({ where: { entity: 'product', fromSlug: input.slug } });
      const created = await createFromSnapshot(tx, data);
      const { number, changes } = await recordVersion(tx, actor, item(created.id), { kind: 'create', data });
      await recordAudit(tx, actor, 'product.create', { entityId: created.id, after: auditChanges(changes).after, meta: { version: number } });
      return { ok: true as const, id: created.id };
    }),
  );
}

/** A copy with a new slug ("…-copy", then "…-copy-2"…), unpublished, for staff to adjust before publishing. */
export async function duplicateProduct(actor: Actor, id: string): Promise<CatalogueResult> {
  return refusal.refusable(() =>
    db.$transaction(async (tx) => {
      const source = await tx.product.findUnique({ where: { id }, include: withTranslations });
      if (!source) refusal.refuse('NOT_FOUND');
      let slug = `${source.slug}-copy`;
      for (let n = 2; await slugTaken(tx, slug); n += 1) slug = n > 50 ? `${source.slug}-${randomBytes(3).toString('hex')}` : `${source.slug}-copy-${n}`;
      // The copy starts from what the editor sees: the source's draft, when it has one.
      const from = (await readDraft(tx, item(id))) ?? snapshot(source);
      const data: Snapshot = { ...from, fields: { ...from.fields, slug } };
      const created = await createFromSnapshot(tx, data);
      const { number, changes } = await recordVersion(tx, actor, item(created.id), { kind: 'create', data });
      await recordAudit(tx, actor, 'product.duplicate', { entityId: created.id, after: auditChanges(changes).after, meta: { sourceId: id, version: number } });
      return { ok: true as const, id: created.id };
    }),
  );
}

/**
 * Publishes a product, or the draft of a published one ("Publish changes"): refused with INCOMPLETE while a
 * language lacks a required text, and with INVALID when the draft's slug was taken or its category deleted since.
 */
export async function publishProduct(actor: Actor, id: string, version: number): Promise<CatalogueResult> {
  const result = await refusal.refusable(() =>
    db.$transaction(async (tx): Promise<Changed> => {
      const { row, live, draft } = await openChange(tx, id);
      const next = draft ?? live;
      if (row.published && !draft) refusal.refuse('INVALID');
      if (incompleteLanguages('product', next.texts).length > 0) refusal.refuse('INCOMPLETE');
      await checkSnapshot(tx, id, next);
      const { count } = await tx.product.updateMany({ where: { id, version }, data: { version: { increment: 1 } } });
      if (count === 0) refusal.refuse('CONFLICT');
      await applySnapshot(tx, id, next, { published: true, editedAt: now() });
      await recordSlugChange(tx, id, row.slug, String(next.fields.slug));
      await dropDraft(tx, item(id));
      const { number } = await recordVersion(tx, actor, item(id), { kind: 'publish', data: next, was: live });
      const diff = auditChanges(diffSnapshots(live, next));
      await recordAudit(tx, actor, 'product.publish', {
        entityId: id,
        before: { ...diff.before, ...(row.published ? {} : { published: false }) },
        after: { ...diff.after, ...(row.published ? {} : { published: true }) },
        meta: { version: number },
      });
      return {
        ok: true,
        id,
        live: [
          { slug: row.slug, categoryId: row.categoryId, published: true },
          { slug: String(next.fields.slug), categoryId: String(next.fields.categoryId), published: true },
        ],
        removed: workingPictures(live).filter((p) => !workingPictures(next).includes(p)),
      };
    }),
  );
  return settle(result);
}

/** Withdraws a product: its page answers 404 and leaves the sitemaps; a draft it had becomes the product's content. */
export async function unpublishProduct(actor: Actor, id: string, version: number): Promise<CatalogueResult> {
  const result = await refusal.refusable(() =>
    db.$transaction(async (tx): Promise<Changed> => {
      const { row, live, draft } = await openChange(tx, id);
      const next = draft ?? live;
      const { count } = await tx.product.updateMany({ where: { id, version }, data: { version: { increment: 1 } } });
      if (count === 0) refusal.refuse('CONFLICT');
      await applySnapshot(tx, id, next, { published: false, editedAt: now() });
      await recordSlugChange(tx, id, row.slug, String(next.fields.slug));
      await dropDraft(tx, item(id));
      const { number } = await recordVersion(tx, actor, item(id), { kind: 'unpublish', data: next, was: live });
      await recordAudit(tx, actor, 'product.unpublish', { entityId: id, before: { published: row.published }, after: { published: false }, meta: { version: number } });
      return { ok: true, id, live: [{ slug: row.slug, categoryId: row.categoryId, published: false }], removed: [] };
    }),
  );
  return settle(result);
}

/** Publishes or withdraws a product (the header's button). */
export async function setPublished(actor: Actor, id: string, version: number, published: boolean): Promise<CatalogueResult> {
  return (published ? publishProduct : unpublishProduct)(actor, id, version);
}

/** Throws the draft away: the editor shows the published product again. */
export async function discardDraft(actor: Actor, id: string, version: number): Promise<CatalogueResult> {
  const result = await refusal.refusable(() =>
    db.$transaction(async (tx): Promise<Changed> => {
      const { row, live, draft } = await openChange(tx, id);
      if (!draft) refusal.refuse('INVALID');
      const { count } = await tx.product.updateMany({ where: { id, version }, data: { version: { increment: 1 }, updatedAt: row.updatedAt } });
      if (count === 0) refusal.refuse('CONFLICT');
      await dropDraft(tx, item(id));
      const { number, changes } = await recordVersion(tx, actor, item(id), { kind: 'discard', data: live, was: draft });
      await recordAudit(tx, actor, 'product.draft.discard', { entityId: id, ...auditChanges(changes), meta: { version: number } });
      return { ok: true, id, live: [], removed: workingPictures(draft).filter((p) => !workingPictures(live).includes(p)) };
    }),
  );
  return settle(result);
}

/**
 * Makes an older version the working copy again: a new draft of a published product (published with "Publish
 * changes"), the product itself while unpublished. History is never rewritten: the restore is a version too.
 */
export async function restoreVersion(actor: Actor, id: string, version: number, number: number): Promise<CatalogueResult> {
  const source = await db.contentVersion.findUnique({ where: { entity_entityId_number: { entity: 'product', entityId: id, number } } });
  if (!source) return { ok: false, code: 'NOT_FOUND' };
  return changeWorkingCopy(actor, id, version, 'product.restore', () => source.data as Snapshot, number);
}

const pictureList = (row: { pictures: unknown }) => textListSchema.parse(row.pictures);

/** A product's current version (its edit page's optimistic lock), or null when it is gone. */
export async function productVersion(id: string): Promise<number | null> {
  return (await db.product.findUnique({ where: { id }, select: { version: true } }))?.version ?? null;
}

const withPictures = (working: Snapshot, pictures: string[]): Snapshot => ({ ...working, fields: { ...working.fields, pictures } });

/** Adds an uploaded picture at the end of the product's pictures (the first one is the main picture). */
export async function addPicture(actor: Actor, id: string, version: number, url: string): Promise<CatalogueResult> {
  return changeWorkingCopy(actor, id, version, 'product.picture.add', (w) => withPictures(w, [...workingPictures(w).filter((p) => p !== url), url]));
}

export async function removePicture(actor: Actor, id: string, version: number, url: string): Promise<CatalogueResult> {
  return changeWorkingCopy(actor, id, version, 'product.picture.remove', (w) => withPictures(w, workingPictures(w).filter((p) => p !== url)));
}

/** Makes a picture the first (main) one. */
export async function makeMainPicture(actor: Actor, id: string, version: number, url: string): Promise<CatalogueResult> {
  return changeWorkingCopy(actor, id, version, 'product.picture.main', (w) => {
    const list = workingPictures(w);
    return withPictures(w, list.includes(url) ? [url, ...list.filter((p) => p !== url)] : list);
  });
}

/**
 * Deletes a picture's files once no product, no draft, no version of a product's history (a restore may bring it
 * back) and no category uses any of its sizes. A duplicate shares its original's files.
 */
export async function deleteUnusedPicture(url: string) {
  const rows = await db.product.findMany({ select: { pictures: true } });
  if (rows.some((row) => pictureList(row).includes(url))) return;
  if (await pictureInHistory(db, 'product', url)) return;
  const stem = url.replace(/-\d+\.webp$/, '');
  if ((await db.category.count({ where: { picture: { startsWith: stem } } })) > 0) return;
  await deletePictureFiles(url);
}

/**
 * Deletes a product. A seed product leaves a tombstone so the seed import never brings it back; its old URLs
 * (redirects) go with it and answer 404. Its history stays readable to administrators for two years.
 */
export async function deleteProduct(actor: Actor, id: string): Promise<CatalogueResult> {
  const result = await refusal.refusable(() =>
    db.$transaction(async (tx): Promise<Changed> => {
      const before = await tx.product.findUnique({ where: { id }, include: withTranslations });
      if (!before) refusal.refuse('NOT_FOUND');
      const live = snapshot(before);
      // The last state is kept even for a product whose history never began.
      if (!(await tx.contentVersion.count({ where: { entity: 'product', entityId: id } }))) {
        await recordVersion(tx, actor, item(id), { kind: 'baseline', data: live });
      }
      await tx.product.delete({ where: { id } });
      await tx.slugRedirect.deleteMany({ where: { entity: 'product', targetId: id } });
      await markDeleted(tx, item(id));
      if (before.seedKey) {
        await tx.seedTombstone.upsert({
          where: { entity_seedKey: { entity: 'product', seedKey: before.seedKey } },
          create: { entity: 'product', seedKey: before.seedKey },
          update: {},
        });
      }
      await recordAudit(tx, actor, 'product.delete', { entityId: id, before: { slug: before.slug, modelCode: before.modelCode, published: before.published } });
      return { ok: true, id, live: [{ slug: before.slug, categoryId: before.categoryId, published: before.published }], removed: pictureList(before) };
    }),
  );
  return settle(result);
}

