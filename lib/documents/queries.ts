import type { Locale } from '@/i18n/routing';
import * as clock from '@/lib/clock';
import type { Prisma, PrismaClient } from '@/lib/generated/prisma/client';
import { documentFileName } from './file-name';
import { firstValidDate, isExpired, validityDay, type DocumentFilter, type DocumentType } from './rules';

// The documents' reads. Each takes the Prisma client (the app's in lib/documents/library.ts, a test's own file in
// the unit tests) and the moment that decides what has expired. Answers are plain JSON (cached by Next).

export type DocumentProduct = { slug: string; modelCode: string; name: string };
export type DocumentCategory = { slug: string; name: string };

export type PublicDocument = {
  id: string;
  type: DocumentType;
  /** The language of the document itself (ISO 639-1 or "mul"). */
  language: string;
  title: string;
  /** Where the file is served (app/uploads/documents/[file]/route.ts). */
  url: string;
  fileName: string;
  fileSize: number;
  /** The last valid day ("2026-11-23"), or null. */
  validUntil: string | null;
  products: DocumentProduct[];
  categories: DocumentCategory[];
  updatedAt: string;
};

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

/** The public URL of a stored document (its key already ends in .pdf). */
export const documentUrl = (fileKey: string) => `/uploads/${fileKey}`;

/** What a visitor may see on `now`'s day: published, and not past its last valid day. */
export function visibleWhere(now: Date): Prisma.DocumentWhereInput {
  return { published: true, OR: [{ validUntil: null }, { validUntil: { gte: firstValidDate(now) } }] };
}

/** Documents of a product: linked to it, or to its category or that category's parent (a family's brochure). */
function ofProduct(slug: string): Prisma.DocumentWhereInput {
  return {
    OR: [
      { products: { some: { slug, published: true } } },
      { categories: { some: { products: { some: { slug, published: true } } } } },
      { categories: { some: { children: { some: { products: { some: { slug, published: true } } } } } } },
    ],
  };
}

const include = {
  translations: true,
  products: { where: { published: true }, orderBy: [{ sortOrder: 'asc' }, { modelCode: 'asc' }], select: { id: true, slug: true, modelCode: true, translations: { select: { locale: true, name: true } } } },
  categories: { orderBy: { sortOrder: 'asc' }, select: { id: true, slug: true, translations: { select: { locale: true, name: true } } } },
} satisfies Prisma.DocumentInclude;

type Row = Prisma.DocumentGetPayload<{ include: typeof include }>;

/** The text in `locale`, else in Italian (the source language), else any. */
function pick(list: { locale: string }[], locale: Locale): number {
  const at = (wanted: string) => list.findIndex((item) => item.locale === wanted);
  return [at(locale), at('it'), 0].find((index) => index >= 0) ?? 0;
}

function titleIn(row: Row, locale: Locale): string {
  const own = row.translations.filter((t) => t.title.trim());
  return own[pick(own, locale)]?.title ?? '';
}

const ORDER: Prisma.DocumentOrderByWithRelationInput[] = [{ type: 'asc' }, { updatedAt: 'desc' }];

function toPublic(row: Row, locale: Locale): PublicDocument {
  // The file's name is in the document's own language where it has a title in it (a Russian declaration reads
  // as one in a folder), else in Italian.
  const fileTitle = titleIn(row, row.language as Locale);
  return {
    id: row.id,
    type: row.type,
    language: row.language,
    title: titleIn(row, locale),
    url: documentUrl(row.fileKey),
    fileName: documentFileName(fileTitle, row.language),
    fileSize: row.fileSize,
    validUntil: row.validUntil ? validityDay(row.validUntil) : null,
    products: row.products.map((p) => ({ slug: p.slug, modelCode: p.modelCode, name: p.translations[pick(p.translations, locale)]?.name ?? p.modelCode })),
    categories: row.categories.map((c) => ({ slug: c.slug, name: c.translations[pick(c.translations, locale)]?.name ?? c.slug })),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The library for visitors: visible documents, optionally of one type and of one product (by slug). */
export async function visibleDocuments(client: PrismaClient, locale: Locale, filter: DocumentFilter = {}, now = clock.now()): Promise<PublicDocument[]> {
  const where: Prisma.DocumentWhereInput = {
    AND: [visibleWhere(now), ...(filter.type ? [{ type: filter.type }] : []), ...(filter.product ? [ofProduct(filter.product)] : [])],
  };
  const rows = await client.document.findMany({ where, include, orderBy: ORDER });
  return rows.map((row) => toPublic(row, locale));
}

/** A category's visible documents: those linked to it (a parent's page shows the parent's own). */
export async function categoryDocuments(client: PrismaClient, slug: string, locale: Locale, now = clock.now()): Promise<PublicDocument[]> {
  const rows = await client.document.findMany({ where: { AND: [visibleWhere(now), { categories: { some: { slug } } }] }, include, orderBy: ORDER });
  return rows.map((row) => toPublic(row, locale));
}

/** Every document for the back office, with `expired` flagged; newest change first. */
export async function allDocuments(client: PrismaClient, locale: Locale, now = clock.now()): Promise<EditorDocument[]> {
  const rows = await client.document.findMany({ include: { ...include, products: { ...include.products, where: undefined } }, orderBy: [{ updatedAt: 'desc' }] });
  return rows.map((row) => editorDocument(row, locale, now));
}

export async function documentForEdit(client: PrismaClient, id: string, locale: Locale, now = clock.now()): Promise<EditorDocument | null> {
  const row = await client.document.findUnique({ where: { id }, include: { ...include, products: { ...include.products, where: undefined } } });
  return row ? editorDocument(row, locale, now) : null;
}

function editorDocument(row: Row, locale: Locale, now: Date): EditorDocument {
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

/** The visible document stored under `fileKey`, for serving its file; null when none may be shown. */
export async function visibleFile(client: PrismaClient, fileKey: string, now = clock.now()): Promise<{ fileName: string; updatedAt: Date } | null> {
  const row = await client.document.findFirst({ where: { AND: [visibleWhere(now), { fileKey }] }, include, orderBy: { createdAt: 'asc' } });
  return row ? { fileName: toPublic(row, 'it').fileName, updatedAt: row.updatedAt } : null;
}

/** The newest change among the visible documents (the sitemap's lastmod of /documents), or null when none. */
export async function lastChange(client: PrismaClient, now = clock.now()): Promise<Date | null> {
  // The newest visible document, and the newest audited change: a deletion or withdrawal leaves only the latter,
  // and the library changed then too (the sitemap date must not go back).
  const [row, audited] = await Promise.all([
    client.document.findFirst({ where: visibleWhere(now), orderBy: { updatedAt: 'desc' }, select: { updatedAt: true } }),
    client.auditLog.findFirst({ where: { entity: 'document' }, orderBy: { at: 'desc' }, select: { at: true } }),
  ]);
  const dates = [row?.updatedAt, audited?.at].filter((date): date is Date => date instanceof Date);
  return dates.length ? new Date(Math.max(...dates.map((date) => date.getTime()))) : null;
}

export type LinkOptions = {
  products: { id: string; modelCode: string; name: string; published: boolean }[];
  categories: { id: string; name: string; parentName: string | null }[];
};

/** What a document may be linked to, for the back office's form: every product (by model code) and category. */
export async function linkOptions(client: PrismaClient, locale: Locale): Promise<LinkOptions> {
  const [products, categories] = await Promise.all([
    client.product.findMany({ orderBy: { modelCode: 'asc' }, select: { id: true, modelCode: true, published: true, translations: { select: { locale: true, name: true } } } }),
    client.category.findMany({
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
