import 'server-only';
import { cache } from 'react';
import { routing, type Locale } from '@/i18n/routing';
import { db } from '@/lib/db';
import { readDraft } from '@/lib/admin/content/versions';

export type LocalizedName = Record<string, string>;

export type CategoryNode = {
  id: string;
  slug: string;
  name: LocalizedName;
  children: CategoryNode[];
};

/** Parent categories with their children, in sort order, names keyed by locale. */
export const getCategoryTree = cache(async (): Promise<CategoryNode[]> => {
  const rows = await db.category.findMany({
    orderBy: [{ sortOrder: 'asc' }, { slug: 'asc' }],
    select: { id: true, slug: true, parentId: true, translations: { select: { locale: true, name: true } } },
  });
  const nodes = new Map<string, CategoryNode & { parentId: string | null }>();
  for (const row of rows) {
    const name = Object.fromEntries(row.translations.map((t) => [t.locale, t.name]));
    nodes.set(row.id, { id: row.id, slug: row.slug, parentId: row.parentId, name, children: [] });
  }
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots.map(strip);
});

function strip({ id, slug, name, children }: CategoryNode): CategoryNode {
  return { id, slug, name, children: children.map(strip) };
}

export type ProductFamily = { slug: string; name: string; picture: string };

/** Parent categories (the product families on the home page) with their name in one locale and picture. */
export const getProductFamilies = cache(async (locale: Locale): Promise<ProductFamily[]> => {
  const rows = await db.category.findMany({
    where: { parentId: null },
    orderBy: [{ sortOrder: 'asc' }, { slug: 'asc' }],
    select: { slug: true, picture: true, translations: { where: { locale }, select: { name: true } } },
  });
  return rows.map((row) => ({ slug: row.slug, name: row.translations[0]?.name ?? row.slug, picture: row.picture }));
});

/** The tree with names resolved for one locale, as the menus need it. */
export type MenuCategory = { slug: string; name: string; children: { slug: string; name: string }[] };

export function localizeTree(tree: CategoryNode[], locale: Locale): MenuCategory[] {
  return tree.map((parent) => ({
    slug: parent.slug,
    name: nameIn(parent.name, locale),
    children: parent.children.map((child) => ({ slug: child.slug, name: nameIn(child.name, locale) })),
  }));
}

export function nameIn(name: LocalizedName, locale: Locale): string {
  return name[locale] ?? name[routing.defaultLocale] ?? Object.values(name)[0] ?? '';
}

export async function getMenuCategories(locale: Locale): Promise<MenuCategory[]> {
  return localizeTree(await getCategoryTree(), locale);
}

/** Every category's slug and last change, for the sitemaps. */
export async function getCategoryChanges(): Promise<{ slug: string; updatedAt: Date }[]> {
  return db.category.findMany({ select: { slug: true, updatedAt: true }, orderBy: { slug: 'asc' } });
}

/** A category with its parent and children, or null when the slug is unknown. */
export async function getCategoryBySlug(slug: string) {
  const tree = await getCategoryTree();
  for (const parent of tree) {
    if (parent.slug === slug) return { category: parent, parent: null };
    const child = parent.children.find((c) => c.slug === slug);
    if (child) return { category: child, parent };
  }
  return null;
}

/**
 * The texts a category page shows in one locale, or null for an unknown slug; in preview (staff only, see
 * lib/admin/content/preview.ts) its draft's texts and picture. The place in the tree stays the published one.
 */
export async function getCategoryTexts(slug: string, locale: Locale, preview = false) {
  const row = await db.category.findUnique({
    where: { slug },
    select: { id: true, picture: true, updatedAt: true, translations: { where: { locale } } },
  });
  if (!row) return null;
  const draft = preview ? await readDraft(db, { entity: 'category', entityId: row.id }) : null;
  const t = draft ? (draft.texts[locale] as { name?: string; description?: string; seoTitle?: string; seoDescription?: string } | undefined) : row.translations[0];
  return {
    picture: draft ? String(draft.fields.picture ?? '') : row.picture,
    updatedAt: row.updatedAt,
    name: t?.name ?? slug,
    description: t?.description ?? '',
    seoTitle: t?.seoTitle || t?.name || slug,
    seoDescription: t?.seoDescription ?? '',
  };
}
