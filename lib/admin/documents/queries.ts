import 'server-only';
import type { Locale } from '@/i18n/routing';
import * as clock from '@/lib/clock';
import { db } from '@/lib/db';
import { documentInclude, pick, toPublic, type DocumentRow, type PublicDocument } from '@/lib/documents/queries';
import { isExpired } from '@/lib/documents/rules';

// The documents as the back office reads them: every one, published or not, expired flagged, with every link.

export type EditorDocument = PublicDocument & {
  published: boolean;
  expired: boolean;
  titles: Partial<Record<Locale, string>>;
  version: number;
  fileKey: string;
  /** Every linked product and category, published or not (the form's ticks). */
  productIds: string[];
  categoryIds: string[];
};

/** Every document for the back office, with `expired` flagged; newest change first. */
export async function allDocuments(locale: Locale, now = clock.now()): Promise<EditorDocument[]> {
  const rows = await db.document.findMany({ include: { ...documentInclude, products: { ...documentInclude.products, where: undefined } }, orderBy: [{ updatedAt: 'desc' }] });
  return rows.map((row) => editorDocument(row, locale, now));
}

export async function documentForEdit(id: string, locale: Locale, now = clock.now()): Promise<EditorDocument | null> {
  const row = await db.document.findUnique({ where: { id }, include: { ...documentInclude, products: { ...documentInclude.products, where: undefined } } });
  return row ? editorDocument(row, locale, now) : null;
}

function editorDocument(row: DocumentRow, locale: Locale, now: Date): EditorDocument {
  return {
    ...toPublic(row, locale),
    published: row.published,
    expired: isExpired(row.validUntil, now),
    titles: Object.fromEntries(row.translations.map((t) => [t.locale, t.title])),
    version: row.version,
    fileKey: row.fileKey,
    productIds: row.products.map((p) => p.id),
    categoryIds: row.categories.map((c) => c.id),
  };
}

export type LinkOptions = {
  products: { id: string; modelCode: string; name: string; published: boolean }[];
  categories: { id: string; name: string; parentName: string | null }[];
};

/** What a document may be linked to, for the back office's form: every product (by model code) and category. */
export async function linkOptions(locale: Locale): Promise<LinkOptions> {
  const [products, categories] = await Promise.all([
    db.product.findMany({ orderBy: { modelCode: 'asc' }, select: { id: true, modelCode: true, published: true, translations: { select: { locale: true, name: true } } } }),
    db.category.findMany({
      orderBy: [{ parentId: 'asc' }, { sortOrder: 'asc' }],
      select: { id: true, translations: { select: { locale: true, name: true } }, parent: { select: { translations: { select: { locale: true, name: true } } } } },
    }),
  ]);
  return {
    products: products.map((p) => ({ id: p.id, modelCode: p.modelCode, published: p.published, name: p.translations[pick(p.translations, locale)]?.name ?? '' })),
    categories: categories
      .map((c) => ({
        id: c.id,
        name: c.translations[pick(c.translations, locale)]?.name ?? c.id,
        parentName: c.parent ? (c.parent.translations[pick(c.parent.translations, locale)]?.name ?? null) : null,
      }))
      .sort((a, b) => `${a.parentName ?? a.name} ${a.parentName ? a.name : ''}`.localeCompare(`${b.parentName ?? b.name} ${b.parentName ? b.name : ''}`, locale)),
  };
}
