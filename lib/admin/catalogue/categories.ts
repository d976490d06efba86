import 'server-only';
import { changedFields, recordAudit, type Actor } from '@/lib/admin/audit';
import { revalidateCatalogue } from '@/lib/catalogue/revalidate';
import { now } from '@/lib/clock';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { refusal, type CatalogueResult } from './products';
import type { CategoryFormOutput } from './schema';
import { LOCALES } from './values';

// The category tree of the back office. The public menus show two levels (families and their categories), so a
// category's parent must be a top-level category, and a category with children stays at the top.

const withTranslations = { translations: { orderBy: { locale: 'asc' } } } as const;
type CategoryRow = Prisma.CategoryGetPayload<{ include: typeof withTranslations }>;

function snapshot(row: CategoryRow): Record<string, unknown> {
  const { translations, createdAt: _c, updatedAt: _u, editedAt: _e, version: _v, ...fields } = row;
  return { ...fields, ...Object.fromEntries(translations.map(({ categoryId: _id, locale, ...t }) => [`translation.${locale}`, t])) };
}

async function run(work: () => Promise<CatalogueResult>): Promise<CatalogueResult> {
  const result = await refusal.refusable(work);
  // Every category change shows in the header's menu on every page: the whole catalogue is refreshed.
  if (result.ok) await revalidateCatalogue({ kind: 'category' });
  return result;
}

export type AdminCategoryNode = {
  id: string;
  slug: string;
  name: string;
  productCount: number;
  missing: string[];
  children: AdminCategoryNode[];
};

export async function adminCategoryTree(locale: string): Promise<AdminCategoryNode[]> {
  const rows = await db.category.findMany({
    orderBy: [{ sortOrder: 'asc' }, { slug: 'asc' }],
    include: { translations: true, _count: { select: { products: true } } },
  });
  const node = (row: (typeof rows)[number]): AdminCategoryNode => ({
    id: row.id,
    slug: row.slug,
    name: row.translations.find((t) => t.locale === locale)?.name || row.translations.find((t) => t.name)?.name || row.slug,
    productCount: row._count.products,
    missing: LOCALES.filter((l) => !row.translations.find((t) => t.locale === l)?.name),
    children: rows.filter((child) => child.parentId === row.id).map(node),
  });
  return rows.filter((row) => !row.parentId).map(node);
}

export async function getCategoryForEdit(id: string) {
  return db.category.findUnique({ where: { id }, include: { ...withTranslations, _count: { select: { products: true, children: true } } } });
}

function translationRows(input: CategoryFormOutput) {
  return LOCALES.filter((locale) => input.translations[locale].name).map((locale) => ({ locale, ...input.translations[locale] }));
}

async function checkPlace(tx: Prisma.TransactionClient, input: CategoryFormOutput, id?: string) {
  const other = await tx.category.findUnique({ where: { slug: input.slug }, select: { id: true } });
  if (other && other.id !== id) refusal.refuse('INVALID', { slug: 'slugTaken' });
  if (!input.parentId) return;
  const parent = await tx.category.findUnique({ where: { id: input.parentId }, select: { id: true, parentId: true } });
  if (!parent || parent.parentId !== null || parent.id === id) refusal.refuse('INVALID', { parentId: 'parentLevel' });
  if (id && (await tx.category.count({ where: { parentId: id } })) > 0) {
    refusal.refuse('INVALID', { parentId: 'hasChildren' });
  }
}

export async function createCategory(actor: Actor, input: CategoryFormOutput): Promise<CatalogueResult> {
  return run(() =>
    db.$transaction(async (tx) => {
      await checkPlace(tx, input);
      const last = await tx.category.findFirst({ where: { parentId: input.parentId }, orderBy: { sortOrder: 'desc' }, select: { sortOrder: true } });
      await tx.slugRedirect.deleteMany({ where: { entity: 'category', fromSlug: input.slug } });
      const created = await tx.category.create({
        data: {
          slug: input.slug,
          parentId: input.parentId,
          picture: input.picture,
          sortOrder: (last?.sortOrder ?? 0) + 10,
          editedAt: now(),
          translations: { create: translationRows(input) },
        },
        include: withTranslations,
      });
      await recordAudit(tx, actor, 'category.create', { entityId: created.id, after: snapshot(created) });
      return { ok: true, id: created.id };
    }),
  );
}

/** Saves texts, slug and parent (a move); CONFLICT when the category changed since the form was read. */
export async function saveCategory(actor: Actor, input: CategoryFormOutput): Promise<CatalogueResult> {
  const { id, version } = input;
  return run(() =>
    db.$transaction(async (tx) => {
      if (!id || !version) refusal.refuse('INVALID');
      const before = await tx.category.findUnique({ where: { id }, include: withTranslations });
      if (!before) refusal.refuse('NOT_FOUND');
      await checkPlace(tx, input, id);
      const moved = before.parentId !== input.parentId;
      const last = moved ? await tx.category.findFirst({ where: { parentId: input.parentId }, orderBy: { sortOrder: 'desc' }, select: { sortOrder: true } }) : null;
      const { count } = await tx.category.updateMany({
        where: { id, version },
        data: {
          slug: input.slug,
          parentId: input.parentId,
          picture: input.picture,
          // Moved under another parent: placed last there.
          ...(moved ? { sortOrder: (last?.sortOrder ?? 0) + 10 } : {}),
          editedAt: now(),
          version: { increment: 1 },
        },
      });
      if (count === 0) refusal.refuse('CONFLICT');
      await tx.categoryTranslation.deleteMany({ where: { categoryId: id } });
      await tx.categoryTranslation.createMany({ data: translationRows(input).map((t) => ({ ...t, categoryId: id })) });
      if (before.slug !== input.slug) {
        await tx.slugRedirect.deleteMany({ where: { entity: 'category', fromSlug: input.slug } });
        await tx.slugRedirect.upsert({
          where: { entity_fromSlug: { entity: 'category', fromSlug: before.slug } },
          create: { entity: 'category', fromSlug: before.slug, targetId: id },
          update: { targetId: id },
        });
      }
      const after = await tx.category.findUniqueOrThrow({ where: { id }, include: withTranslations });
      const diff = changedFields(snapshot(before), snapshot(after));
      await recordAudit(tx, actor, moved ? 'category.move' : 'category.update', { entityId: id, before: diff.before, after: diff.after });
      return { ok: true, id };
    }),
  );
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
export async function deleteCategory(actor: Actor, id: string): Promise<CatalogueResult> {
  return run(() =>
    db.$transaction(async (tx) => {
      const before = await tx.category.findUnique({ where: { id }, include: { ...withTranslations, _count: { select: { products: true, children: true } } } });
      if (!before) refusal.refuse('NOT_FOUND');
      if (before._count.products > 0 || before._count.children > 0) refusal.refuse('INVALID', { confirm: 'notEmpty' });
      await tx.category.delete({ where: { id } });
      await tx.slugRedirect.deleteMany({ where: { entity: 'category', targetId: id } });
      if (before.seedKey) {
        await tx.seedTombstone.upsert({
          where: { entity_seedKey: { entity: 'category', seedKey: before.seedKey } },
          create: { entity: 'category', seedKey: before.seedKey },
          update: {},
        });
      }
      const { _count: _n, ...row } = before;
      await recordAudit(tx, actor, 'category.delete', { entityId: id, before: snapshot(row) });
      return { ok: true, id };
    }),
  );
}
