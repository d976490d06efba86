import 'server-only';
import { changedFields, recordAudit, type Actor } from '@/lib/admin/audit';
import { refusals, type EditRefusal, type Refusals, type Refused } from '@/lib/admin/refusal';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { routing } from '@/i18n/routing';
import { validityDate, validityDay } from '@/lib/documents/rules';
import type { DocumentForm } from './schema';

// The back office's changes to documents: each in one transaction with its audit entry, under the optimistic
// lock (`version`). The files are stored before (lib/documents/files.ts) and removed after by the caller.

export type DocumentResult = { ok: true; id: string; oldFileKey?: string } | Refused<EditRefusal>;
export type StoredPdf = { fileKey: string; fileSize: number };

const refusal: Refusals<EditRefusal> = refusals();

/** What the audit log keeps of a document: its fields, titles and links, comparable as JSON. */
function snapshot(row: {
  type: string;
  language: string;
  fileKey: string;
  fileSize: number;
  validUntil: Date | null;
  published: boolean;
  translations: { locale: string; title: string }[];
  products: { id: string }[];
  categories: { id: string }[];
}) {
  return {
    type: row.type,
    language: row.language,
    fileKey: row.fileKey,
    fileSize: row.fileSize,
    validUntil: row.validUntil ? validityDay(row.validUntil) : null,
    published: row.published,
    titles: Object.fromEntries([...row.translations].sort((a, b) => a.locale.localeCompare(b.locale)).map((t) => [t.locale, t.title])),
    productIds: row.products.map((p) => p.id).sort(),
    categoryIds: row.categories.map((c) => c.id).sort(),
  };
}

const withLinks = { translations: true, products: { select: { id: true } }, categories: { select: { id: true } } } as const;

/** Titles to write: the locales given a title (an empty one falls back to Italian on the pages). */
const titleRows = (form: DocumentForm) =>
  routing.locales.filter((locale) => form.titles[locale].trim()).map((locale) => ({ locale, title: form.titles[locale].trim() }));

async function existing(tx: Prisma.TransactionClient, ids: string[], model: 'product' | 'category') {
  if (!ids.length) return [];
  const rows = model === 'product' ? await tx.product.findMany({ where: { id: { in: ids } }, select: { id: true } }) : await tx.category.findMany({ where: { id: { in: ids } }, select: { id: true } });
  if (rows.length !== new Set(ids).size) refusal.refuse('INVALID');
  return rows.map(({ id }) => ({ id }));
}


export function createDocument(actor: Actor, form: DocumentForm, file: StoredPdf): Promise<DocumentResult> {
  return refusal.refusable(() =>
    db.$transaction(async (tx) => {
      const products = await existing(tx, form.productIds, 'product');
      const categories = await existing(tx, form.categoryIds, 'category');
      const row = await tx.document.create({
        data: {
          type: form.type,
          language: form.language,
          fileKey: file.fileKey,
          fileSize: file.fileSize,
          validUntil: form.validUntil ? validityDate(form.validUntil) : null,
          published: form.published,
          translations: { create: titleRows(form) },
          products: { connect: products },
          categories: { connect: categories },
        },
        include: withLinks,
      });
      await recordAudit(tx, actor, 'document.create', { entityId: row.id, after: snapshot(row) });
      return { ok: true as const, id: row.id };
    }),
  );
}

/** Saves the metadata and, with `file`, replaces the PDF; answers the replaced file's key for removal. */
export function updateDocument(actor: Actor, id: string, version: number, form: DocumentForm, file?: StoredPdf): Promise<DocumentResult> {
  return refusal.refusable(() =>
    db.$transaction(async (tx) => {
      const before = await tx.document.findUnique({ where: { id }, include: withLinks });
      if (!before) refusal.refuse('NOT_FOUND');
      const products = await existing(tx, form.productIds, 'product');
      const categories = await existing(tx, form.categoryIds, 'category');
      // The lock: the row changes only if nobody saved it since the form was opened.
      const { count } = await tx.document.updateMany({
        where: { id, version },
        data: {
          type: form.type,
          language: form.language,
          validUntil: form.validUntil ? validityDate(form.validUntil) : null,
          published: form.published,
          version: { increment: 1 },
          ...(file ? { fileKey: file.fileKey, fileSize: file.fileSize } : {}),
        },
      });
      if (count === 0) refusal.refuse('CONFLICT');
      await tx.documentTranslation.deleteMany({ where: { documentId: id } });
      const after = await tx.document.update({
        where: { id },
        data: { translations: { create: titleRows(form) }, products: { set: products }, categories: { set: categories } },
        include: withLinks,
      });
      const diff = changedFields(snapshot(before), snapshot(after));
      await recordAudit(tx, actor, 'document.update', { entityId: id, before: diff.before, after: diff.after });
      return { ok: true as const, id, ...(file && before.fileKey !== file.fileKey ? { oldFileKey: before.fileKey } : {}) };
    }),
  );
}

/** Deletes a document; answers its file's key, which the caller removes once nothing else uses it. */
export function deleteDocument(actor: Actor, id: string): Promise<DocumentResult> {
  return refusal.refusable(() =>
    db.$transaction(async (tx) => {
      const before = await tx.document.findUnique({ where: { id }, include: withLinks });
      if (!before) refusal.refuse('NOT_FOUND');
      await tx.document.delete({ where: { id } });
      await recordAudit(tx, actor, 'document.delete', { entityId: id, before: snapshot(before) });
      return { ok: true as const, id, oldFileKey: before.fileKey };
    }),
  );
}
