// The snapshots (lib/admin/content/snapshot.ts) of the seeded kinds, products and categories, apart from the
// catalogue's server code: the seed import (prisma/seed.ts) records its changes as versions too.
import type { Json, Snapshot } from '@/lib/admin/content/snapshot';
import type { Prisma } from '@/lib/generated/prisma/client';

type ProductRow = Prisma.ProductGetPayload<{ include: { translations: true } }>;
type CategoryRow = Prisma.CategoryGetPayload<{ include: { translations: true } }>;

/**
 * A product as its editor, its drafts and its history read it: every field staff edit (not the row's bookkeeping,
 * not whether it is published) and each language's texts.
 */
export function productSnapshot(row: ProductRow): Snapshot {
  const { id: _i, translations, createdAt: _c, updatedAt: _u, editedAt: _e, version: _v, modelKey: _k, search: _search, seedKey: _s, published: _p, priceAmount, ...fields } = row;
  return {
    fields: { ...(fields as Record<string, Json>), priceAmount: priceAmount === null ? null : priceAmount.toFixed(2) },
    texts: Object.fromEntries(translations.map(({ productId: _id, locale, ...t }) => [locale, t as Record<string, Json>])),
  };
}


/** A category as its editor, its drafts and its history read it: slug, parent, picture and each language's texts. */
export function categorySnapshot(row: CategoryRow): Snapshot {
  return {
    fields: { slug: row.slug, parentId: row.parentId, picture: row.picture },
    texts: Object.fromEntries(row.translations.map(({ locale, name, description, seoTitle, seoDescription }) => [locale, { name, description, seoTitle, seoDescription }])),
  };
}
