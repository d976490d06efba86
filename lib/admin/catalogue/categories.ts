import 'server-only';
import { recordAudit, type Actor } from '@/lib/admin/audit';
import * as engine from '@/lib/admin/content/engine';
import { changeWorkingCopy, createItem, deleteItem, publishItem, readForEdit, refusal, type ContentType } from '@/lib/admin/content/engine';
import { incompleteLanguages, missingLocales } from '@/lib/admin/content/completeness';
import type { Snapshot } from '@/lib/admin/content/snapshot';
import { categorySnapshot } from '@/lib/admin/content/row-snapshots';
import { revalidateCatalogue } from '@/lib/catalogue/revalidate';
import { announce } from '@/lib/indexnow/announce';
import { now } from '@/lib/clock';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { CatalogueResult } from './products';
import type { CategoryFormOutput } from './schema';
import { LOCALES } from './values';

// The category tree of the back office. The public menus show two levels (families and their categories), so a
// category's parent must be a top-level category, and a category with children stays at the top. A category is
// always public (it has no "unpublished" state): a new one must be complete in every language, and an edit is its
// draft until "Publish changes" (the content engine, lib/admin/content/engine.ts). Reordering is live at once.

const withTranslations = { translations: { orderBy: { locale: 'asc' } } } as const;
type CategoryRow = Prisma.CategoryGetPayload<{ include: typeof withTranslations }>;


const textsOf = (row: { translations: { locale: string }[] }) => Object.fromEntries(row.translations.map((t) => [t.locale, t]));

export type AdminCategoryNode = {
  id: string;
  slug: string;
  name: string;
  productCount: number;
  /** Languages short of a required text, in the working copy (the draft when it has one). */
  missing: string[];
  /** Saved changes the public pages do not show yet. */
  draft: boolean;
  children: AdminCategoryNode[];
};

export async function adminCategoryTree(locale: string): Promise<AdminCategoryNode[]> {
  const rows = await db.category.findMany({
    orderBy: [{ sortOrder: 'asc' }, { slug: 'asc' }],
    include: { translations: true, _count: { select: { products: true } } },
  });
  const drafts = new Map((await db.contentDraft.findMany({ where: { entity: 'category' }, select: { entityId: true, data: true } })).map((d) => [d.entityId, d.data as Snapshot]));
  const node = (row: (typeof rows)[number]): AdminCategoryNode => ({
    id: row.id,
    slug: row.slug,
    name: row.translations.find((t) => t.locale === locale)?.name || row.translations.find((t) => t.name)?.name || row.slug,
    productCount: row._count.products,
    missing: missingLocales('category', drafts.get(row.id)?.texts ?? textsOf(row)),
    draft: drafts.has(row.id),
    children: rows.filter((child) => child.parentId === row.id).map(node),
  });
  return rows.filter((row) => !row.parentId).map(node);
}

/** A category as its editor shows it: its working copy (its draft when it has one) and what each language lacks. */
export async function getCategoryForEdit(id: string) {
  const read = await readForEdit(categoryType, id);
  if (!read) return null;
  const counts = await db.category.findUniqueOrThrow({ where: { id }, select: { _count: { select: { products: true, children: true } } } });
  const { working } = read;
  return {
    id,
    version: read.row.version,
    published: true,
    hasDraft: read.hasDraft,
    incomplete: read.incomplete,
    liveSlug: read.row.slug,
    slug: String(working.fields.slug),
    parentId: (working.fields.parentId as string | null) ?? null,
    picture: String(working.fields.picture ?? ''),
    _count: counts._count,
    translations: LOCALES.filter((locale) => working.texts[locale]).map((locale) => {
      const t = working.texts[locale]!;
      return { locale, name: String(t.name ?? ''), description: String(t.description ?? ''), seoTitle: String(t.seoTitle ?? ''), seoDescription: String(t.seoDescription ?? '') };
    }),
  };
}

/** The form's content as a snapshot: a language with no name has no texts. */
function formSnapshot(input: CategoryFormOutput): Snapshot {
  return {
    fields: { slug: input.slug, parentId: input.parentId, picture: input.picture },
    texts: Object.fromEntries(LOCALES.filter((locale) => input.translations[locale].name).map((locale) => [locale, { ...input.translations[locale] }])),
  };
}

/** What the spreadsheet import writes for a category row read by the category form's schema (lib/admin/import/plan.ts). */
export const categoryImportSnapshot = (input: CategoryFormOutput) => formSnapshot(input);

async function checkPlace(tx: Prisma.TransactionClient, id: string | undefined, data: Snapshot) {
  const other = await tx.category.findUnique({ where: { slug: String(data.fields.slug) }, select: { id: true } });
  if (other && other.id !== id) refusal.refuse('INVALID', { slug: 'slugTaken' });
  const parentId = data.fields.parentId as string | null;
  if (!parentId) return;
  const parent = await tx.category.findUnique({ where: { id: parentId }, select: { id: true, parentId: true } });
  if (!parent || parent.parentId !== null || parent.id === id) refusal.refuse('INVALID', { parentId: 'parentLevel' });
  if (id && (await tx.category.count({ where: { parentId: id } })) > 0) refusal.refuse('INVALID', { parentId: 'hasChildren' });
}

const lastSortOrder = async (tx: Prisma.TransactionClient, parentId: string | null) =>
  (await tx.category.findFirst({ where: { parentId }, orderBy: { sortOrder: 'desc' }, select: { sortOrder: true } }))?.sortOrder ?? 0;

const textRowsOf = (data: Snapshot) =>
  Object.entries(data.texts)
    .filter(([locale, t]) => (LOCALES as readonly string[]).includes(locale) && t && String(t.name ?? '').trim())
    .map(([locale, t]) => ({ locale, name: String(t!.name), description: String(t!.description ?? ''), seoTitle: String(t!.seoTitle ?? ''), seoDescription: String(t!.seoDescription ?? '') }));

/** The category as the content engine reads, writes and refreshes it: always public, so it has no "Unpublish". */
export const categoryType: ContentType<CategoryRow> = {
  entity: 'category',
  load: (tx, id) => tx.category.findUnique({ where: { id }, include: withTranslations }),
  snapshot: categorySnapshot,
  published: () => true,
  canUnpublish: false,
  check: checkPlace,
  async apply(tx, row, data) {
    const parentId = (data.fields.parentId as string | null) ?? null;
    // Moved under another parent: placed last there.
    const moved = row.parentId !== parentId;
    await tx.category.update({
      where: { id: row.id },
      data: { slug: String(data.fields.slug), parentId, picture: String(data.fields.picture ?? ''), ...(moved ? { sortOrder: (await lastSortOrder(tx, parentId)) + 10 } : {}) },
    });
    await tx.categoryTranslation.deleteMany({ where: { categoryId: row.id } });
    await tx.categoryTranslation.createMany({ data: textRowsOf(data).map((t) => ({ ...t, categoryId: row.id })) });
    const slug = String(data.fields.slug);
    if (row.slug !== slug) {
      await tx.slugRedirect.deleteMany({ where: { entity: 'category', fromSlug: slug } });
      await tx.slugRedirect.upsert({
        where: { entity_fromSlug: { entity: 'category', fromSlug: row.slug } },
        create: { entity: 'category', fromSlug: row.slug, targetId: row.id },
        update: { targetId: row.id },
      });
    }
  },
  async create(tx, data) {
    // Public at once: a new category is complete in every language, each missing text marked on the form.
    const incomplete = incompleteLanguages('category', data.texts);
    if (incomplete.length) {
      refusal.refuse('INCOMPLETE', Object.fromEntries(incomplete.flatMap(({ locale, missing }) => missing.map((field) => [`translations.${locale}.${field}`, 'requiredToPublish']))));
    }
    const slug = String(data.fields.slug);
    const parentId = (data.fields.parentId as string | null) ?? null;
    await tx.slugRedirect.deleteMany({ where: { entity: 'category', fromSlug: slug } });
    const created = await tx.category.create({
      data: { slug, parentId, picture: String(data.fields.picture ?? ''), sortOrder: (await lastSortOrder(tx, parentId)) + 10, editedAt: now(), translations: { create: textRowsOf(data) } },
    });
    return created.id;
  },
  lock: async (tx, id, version, keep) => (await tx.category.updateMany({ where: { id, version }, data: { editedAt: now(), version: { increment: 1 }, ...keep } })).count,
  async settle({ publicChanged }) {
    // Every category change shows in the header's menu on every page: the whole catalogue is refreshed.
    if (publicChanged) await announce(await revalidateCatalogue({ kind: 'category' }));
  },
};

export const createCategory = (actor: Actor, input: CategoryFormOutput): Promise<CatalogueResult> => createItem(categoryType, actor, formSnapshot(input));

/** Saves texts, slug and parent (a move) as the category's draft; CONFLICT when it changed since the form was read. */
export async function saveCategory(actor: Actor, input: CategoryFormOutput): Promise<CatalogueResult> {
  const { id, version } = input;
  if (!id || !version) return { ok: false, code: 'INVALID' };
  return changeWorkingCopy(categoryType, actor, id, version, 'update', () => formSnapshot(input));
}

/** "Publish changes": the draft goes live (refused while a language is incomplete). */
export const publishCategory = (actor: Actor, id: string, version: number) => publishItem(categoryType, actor, id, version);
export const discardCategoryDraft = (actor: Actor, id: string, version: number) => engine.discardDraft(categoryType, actor, id, version);

async function run(work: () => Promise<CatalogueResult>): Promise<CatalogueResult> {
  const result = await refusal.refusable(work);
  if (result.ok) await announce(await revalidateCatalogue({ kind: 'category' }));
  return result;
}

/** Swaps a category with its neighbour above or below among its siblings (the order of the menus). */
export async function reorderCategory(actor: Actor, id: string, direction: 'up' | 'down'): Promise<CatalogueResult> {
  return run(() =>
    db.$transaction(async (tx) => {
      const row = await tx.category.findUnique({ where: { id } });
      if (!row) refusal.refuse('NOT_FOUND');
      const siblings = await tx.category.findMany({ where: { parentId: row.parentId }, orderBy: [{ sortOrder: 'asc' }, { slug: 'asc' }] });
      const index = siblings.findIndex((s) => s.id === id);
      const other = siblings[direction === 'up' ? index - 1 : index + 1];
      if (!other) return { ok: true, id };
      // Renumber the siblings in steps of ten with the two swapped, so equal sort orders cannot stall a move.
      const order = siblings.map((s) => s.id);
      order[index] = other.id;
      order[direction === 'up' ? index - 1 : index + 1] = id;
      for (const [position, siblingId] of order.entries()) {
        const sibling = siblings.find((s) => s.id === siblingId)!;
        const sortOrder = (position + 1) * 10;
        if (sibling.sortOrder === sortOrder) continue;
        await tx.category.update({ where: { id: siblingId }, data: { sortOrder, editedAt: now(), version: { increment: 1 } } });
      }
      await recordAudit(tx, actor, 'category.reorder', {
        entityId: id,
        before: { order: siblings.map((s) => s.slug) },
        after: { order: order.map((sid) => siblings.find((s) => s.id === sid)!.slug) },
      });
      return { ok: true, id };
    }),
  );
}

/**
 * Deletes an empty category (no products, no subcategories: refused otherwise, so nothing is deleted by
 * accident). A seed category leaves a tombstone so the seed import never brings it back.
 */
export function deleteCategory(actor: Actor, id: string): Promise<CatalogueResult> {
  return deleteItem(categoryType, actor, id, async (tx, before) => {
    const counts = await tx.category.findUniqueOrThrow({ where: { id }, select: { _count: { select: { products: true, children: true } } } });
    if (counts._count.products > 0 || counts._count.children > 0) refusal.refuse('INVALID', { confirm: 'notEmpty' });
    await tx.category.delete({ where: { id } });
    await tx.slugRedirect.deleteMany({ where: { entity: 'category', targetId: id } });
    if (before.seedKey) {
      await tx.seedTombstone.upsert({
        where: { entity_seedKey: { entity: 'category', seedKey: before.seedKey } },
        create: { entity: 'category', seedKey: before.seedKey },
        update: {},
      });
    }
    return { slug: before.slug, parentId: before.parentId };
  });
}
