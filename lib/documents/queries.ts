import type { Locale } from '@/i18n/routing';
import * as clock from '@/lib/clock';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { documentFileName } from './file-name';
import { firstValidDate, validityDay, type DocumentFilter, type DocumentType } from './rules';

// The documents' public reads (cached in lib/documents/library.ts), each given the moment that decides what has
// expired. Answers are plain JSON (cached by Next). The back office's reads are lib/admin/documents/queries.ts.

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

export const documentInclude = {
  translations: true,
  products: { where: { published: true }, orderBy: [{ sortOrder: 'asc' }, { modelCode: 'asc' }], select: { id: true, slug: true, modelCode: true, translations: { select: { locale: true, name: true } } } },
  categories: { orderBy: { sortOrder: 'asc' }, select: { id: true, slug: true, translations: { select: { locale: true, name: true } } } },
} satisfies Prisma.DocumentInclude;

export type DocumentRow = Prisma.DocumentGetPayload<{ include: typeof documentInclude }>;

/** The text in `locale`, else in Italian (the source language), else any. */
export function pick(list: { locale: string }[], locale: Locale): number {
  const at = (wanted: string) => list.findIndex((item) => item.locale === wanted);
  return [at(locale), at('it'), 0].find((index) => index >= 0) ?? 0;
}

function titleIn(row: DocumentRow, locale: Locale): string {
  const own = row.translations.filter((t) => t.title.trim());
  return own[pick(own, locale)]?.title ?? '';
}

const ORDER: Prisma.DocumentOrderByWithRelationInput[] = [{ type: 'asc' }, { updatedAt: 'desc' }];

export function toPublic(row: DocumentRow, locale: Locale): PublicDocument {
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
export async function visibleDocuments(locale: Locale, filter: DocumentFilter = {}, now = clock.now()): Promise<PublicDocument[]> {
  const where: Prisma.DocumentWhereInput = {
    AND: [visibleWhere(now), ...(filter.type ? [{ type: filter.type }] : []), ...(filter.product ? [ofProduct(filter.product)] : [])],
  };
  const rows = await db.document.findMany({ where, include: documentInclude, orderBy: ORDER });
  return rows.map((row) => toPublic(row, locale));
}

/** A category's visible documents: those linked to it (a parent's page shows the parent's own). */
export async function categoryDocuments(slug: string, locale: Locale, now = clock.now()): Promise<PublicDocument[]> {
  const rows = await db.document.findMany({ where: { AND: [visibleWhere(now), { categories: { some: { slug } } }] }, include: documentInclude, orderBy: ORDER });
  return rows.map((row) => toPublic(row, locale));
}

/** The visible document stored under `fileKey`, for serving its file; null when none may be shown. */
export async function visibleFile(fileKey: string, now = clock.now()): Promise<{ fileName: string; updatedAt: Date } | null> {
  const row = await db.document.findFirst({ where: { AND: [visibleWhere(now), { fileKey }] }, include: documentInclude, orderBy: { createdAt: 'asc' } });
  return row ? { fileName: toPublic(row, 'it').fileName, updatedAt: row.updatedAt } : null;
}

/** The newest change among the visible documents (the sitemap's lastmod of /documents), or null when none. */
export async function lastChange(now = clock.now()): Promise<Date | null> {
  // The newest visible document, and the newest audited change: a deletion or withdrawal leaves only the latter,
  // and the library changed then too (the sitemap date must not go back).
  const [row, audited] = await Promise.all([
    db.document.findFirst({ where: visibleWhere(now), orderBy: { updatedAt: 'desc' }, select: { updatedAt: true } }),
    db.auditLog.findFirst({ where: { entity: 'document' }, orderBy: { at: 'desc' }, select: { at: true } }),
  ]);
  const dates = [row?.updatedAt, audited?.at].filter((date): date is Date => date instanceof Date);
  return dates.length ? new Date(Math.max(...dates.map((date) => date.getTime()))) : null;
}
