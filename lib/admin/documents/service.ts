import 'server-only';
import type { Actor } from '@/lib/admin/audit';
import * as engine from '@/lib/admin/content/engine';
import { changeWorkingCopy, createItem, deleteItem, droppedBy, publishItem, refusal, unpublishItem, type ContentResult, type ContentType } from '@/lib/admin/content/engine';
import type { Json, Snapshot } from '@/lib/admin/content/snapshot';
import { textListSchema } from '@/lib/catalogue/technical';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { routing } from '@/i18n/routing';
import { deleteUnusedDocumentFile } from '@/lib/documents/files';
import { revalidateDocuments } from '@/lib/documents/library';
import { announce } from '@/lib/indexnow/announce';
import { regulationsOf } from '@/lib/documents/conformity';
import { validityDate, validityDay } from '@/lib/documents/rules';
import type { DocumentForm } from './schema';

// The back office's changes to documents, through the content engine (lib/admin/content/engine.ts): a published
// document's edits (a new file included) are its draft until "Publish changes", every change is a version and an
// audit entry, under the optimistic lock (`version`). The files are stored before (lib/documents/files.ts); one
// nothing refers to any more (no document, draft or version) is removed after the commit.

export type DocumentResult = ContentResult;
export type StoredPdf = { fileKey: string; fileSize: number };

const withLinks = { translations: true, products: { select: { id: true } }, categories: { select: { id: true } } } as const;
type DocumentRow = Prisma.DocumentGetPayload<{ include: typeof withLinks }>;

type ConformityFields = {
  registrationNumber: string | null;
  technicalRegulations: string[];
  issuedOn: string | null;
  holder: string | null;
  registryUrl: string | null;
  fictitious: boolean;
};

/**
 * The conformity fields a snapshot holds: only those with a value, so the versions written before they existed (and
 * every manual) compare equal to today's snapshot of the same document, and the history shows no empty change.
 */
function conformityFields(values: ConformityFields): Record<string, Json> {
  const { registrationNumber, technicalRegulations, issuedOn, holder, registryUrl, fictitious } = values;
  return {
    ...(registrationNumber ? { registrationNumber } : {}),
    ...(technicalRegulations.length ? { technicalRegulations } : {}),
    ...(issuedOn ? { issuedOn } : {}),
    ...(holder ? { holder } : {}),
    ...(registryUrl ? { registryUrl } : {}),
    ...(fictitious ? { fictitious } : {}),
  };
}

/** A document as its editor, its drafts and its history read it: its fields, links and each language's title. */
function snapshot(row: DocumentRow): Snapshot {
  return {
    fields: {
      type: row.type,
      language: row.language,
      fileKey: row.fileKey,
      fileSize: row.fileSize,
      validUntil: row.validUntil ? validityDay(row.validUntil) : null,
      ...conformityFields({
        registrationNumber: row.registrationNumber,
        technicalRegulations: regulationsOf(row.technicalRegulations),
        issuedOn: row.issuedOn ? validityDay(row.issuedOn) : null,
        holder: row.holder,
        registryUrl: row.registryUrl,
        fictitious: row.fictitious,
      }),
      productIds: row.products.map((p) => p.id).sort(),
      categoryIds: row.categories.map((c) => c.id).sort(),
    },
    texts: Object.fromEntries(row.translations.map((t) => [t.locale, { title: t.title }])),
  };
}

/**
 * The form (and the file, when one was uploaded) as a snapshot; without a file the working copy's stays. The form
 * has no "sample" box: a seed document stays marked as one while its number is the seed's, and a number typed over
 * it is a real one (docs/decisions/0100-conformity-documents.md).
 */
function formSnapshot(form: DocumentForm, file: StoredPdf, working?: Snapshot): Snapshot {
  const fictitious = working?.fields.fictitious === true && form.registrationNumber !== null && form.registrationNumber === working.fields.registrationNumber;
  return {
    fields: {
      type: form.type,
      language: form.language,
      fileKey: file.fileKey,
      fileSize: file.fileSize,
      validUntil: form.validUntil,
      ...conformityFields({ ...form, fictitious }),
      productIds: [...new Set(form.productIds)].sort(),
      categoryIds: [...new Set(form.categoryIds)].sort(),
    },
    texts: Object.fromEntries(routing.locales.filter((locale) => form.titles[locale].trim()).map((locale) => [locale, { title: form.titles[locale].trim() }])),
  };
}

const ids = (value: unknown) => textListSchema.parse(value ?? []).map((id) => ({ id }));

/** Refuses links to products or categories that are gone. */
async function check(tx: Prisma.TransactionClient, _id: string | undefined, data: Snapshot) {
  const products = ids(data.fields.productIds);
  const categories = ids(data.fields.categoryIds);
  if (products.length && (await tx.product.count({ where: { id: { in: products.map((p) => p.id) } } })) !== products.length) refusal.refuse('INVALID');
  if (categories.length && (await tx.category.count({ where: { id: { in: categories.map((c) => c.id) } } })) !== categories.length) refusal.refuse('INVALID');
}

const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const dayOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? validityDate(value) : null);
/** A snapshot's fields as the row stores them; a version older than a field reads as without it. */
const rowOf = (data: Snapshot) => ({
  type: data.fields.type as DocumentRow['type'],
  language: String(data.fields.language),
  fileKey: String(data.fields.fileKey),
  fileSize: Number(data.fields.fileSize),
  validUntil: dayOrNull(data.fields.validUntil),
  registrationNumber: textOrNull(data.fields.registrationNumber),
  technicalRegulations: regulationsOf(data.fields.technicalRegulations),
  issuedOn: dayOrNull(data.fields.issuedOn),
  holder: textOrNull(data.fields.holder),
  registryUrl: textOrNull(data.fields.registryUrl),
  fictitious: data.fields.fictitious === true,
});

/** Another last valid day re-arms the expiry notices (lib/admin/documents/expiry-notices.ts). */
const noticesFor = (row: DocumentRow, validUntil: Date | null) =>
  (row.validUntil?.getTime() ?? null) === (validUntil?.getTime() ?? null) ? {} : { expiryNotice60At: null, expiryNotice14At: null };
const titleRowsOf = (data: Snapshot) =>
  Object.entries(data.texts)
    .filter(([locale, t]) => (routing.locales as readonly string[]).includes(locale) && String(t?.title ?? '').trim())
    .map(([locale, t]) => ({ locale, title: String(t!.title) }));

/** The document as the content engine reads, writes and refreshes it. */
export const documentType: ContentType<DocumentRow> = {
  entity: 'document',
  load: (tx, id) => tx.document.findUnique({ where: { id }, include: withLinks }),
  snapshot,
  published: (row) => row.published,
  canUnpublish: true,
  check,
  async prune(tx, data) {
    const existing = async (model: 'product' | 'category', field: 'productIds' | 'categoryIds') => {
      const wanted = { where: { id: { in: ids(data.fields[field]).map((l) => l.id) } }, select: { id: true } };
      const rows = model === 'product' ? await tx.product.findMany(wanted) : await tx.category.findMany(wanted);
      return rows.map((r) => r.id).sort();
    };
    return { ...data, fields: { ...data.fields, productIds: await existing('product', 'productIds'), categoryIds: await existing('category', 'categoryIds') } };
  },
  async apply(tx, row, data, published) {
    await tx.documentTranslation.deleteMany({ where: { documentId: row.id } });
    const fields = rowOf(data);
    await tx.document.update({
      where: { id: row.id },
      data: {
        ...fields,
        ...noticesFor(row, fields.validUntil),
        ...(published === undefined ? {} : { published }),
        translations: { create: titleRowsOf(data) },
        products: { set: ids(data.fields.productIds) },
        categories: { set: ids(data.fields.categoryIds) },
      },
    });
  },
  async create(tx, data) {
    const row = await tx.document.create({
      data: { ...rowOf(data), published: false, translations: { create: titleRowsOf(data) }, products: { connect: ids(data.fields.productIds) }, categories: { connect: ids(data.fields.categoryIds) } },
    });
    return row.id;
  },
  lock: async (tx, id, version, keep) => (await tx.document.updateMany({ where: { id, version }, data: { version: { increment: 1 }, ...keep } })).count,
  async settle(change) {
    if (change.publicChanged) {
      revalidateDocuments();
      // The pages that list it: the library, and its products' and categories' pages, before and after.
      if (change.before.published || change.after.published) await announce(await pagesListing([change.before.live, change.after.live]));
    }
    for (const key of droppedBy('fileKey', change)) await deleteUnusedDocumentFile(key);
  },
};

/** The public pages that list a document: /documents and the pages of the products and categories it is linked to. */
async function pagesListing(snapshots: (Snapshot | null)[]): Promise<string[]> {
  const linked = (field: 'productIds' | 'categoryIds') => [...new Set(snapshots.flatMap((s) => ids(s?.fields[field]).map((l) => l.id)))];
  const [products, categories] = await Promise.all([
    db.product.findMany({ where: { id: { in: linked('productIds') }, published: true }, select: { slug: true } }),
    db.category.findMany({ where: { id: { in: linked('categoryIds') } }, select: { slug: true } }),
  ]);
  return ['/documents', ...products.map((p) => `/product/${p.slug}`), ...categories.map((c) => `/categories/${c.slug}`)];
}

/** A new document starts unpublished: it is published from its page once its title is there in every language. */
export const createDocument = (actor: Actor, form: DocumentForm, file: StoredPdf): Promise<DocumentResult> => createItem(documentType, actor, formSnapshot(form, file));

/** Saves the metadata and, with `file`, a new PDF: a draft of a published document, the document itself otherwise. */
export function updateDocument(actor: Actor, id: string, version: number, form: DocumentForm, file?: StoredPdf): Promise<DocumentResult> {
  return changeWorkingCopy(documentType, actor, id, version, 'update', (working) =>
    formSnapshot(form, file ?? { fileKey: String(working.fields.fileKey), fileSize: Number(working.fields.fileSize) }, working),
  );
}

export function setDocumentPublished(actor: Actor, id: string, version: number, published: boolean) {
  return (published ? publishItem : unpublishItem)(documentType, actor, id, version);
}

export const discardDocumentDraft = (actor: Actor, id: string, version: number) => engine.discardDraft(documentType, actor, id, version);

/**
 * Deletes a document; its file goes once nothing refers to it (its history may: a restore brings it back). A seed
 * document leaves a tombstone, so the seed import never brings it back.
 */
export function deleteDocument(actor: Actor, id: string): Promise<DocumentResult> {
  return deleteItem(documentType, actor, id, async (tx, before) => {
    await tx.document.delete({ where: { id } });
    if (before.seedKey) {
      await tx.seedTombstone.upsert({ where: { entity_seedKey: { entity: 'document', seedKey: before.seedKey } }, create: { entity: 'document', seedKey: before.seedKey }, update: {} });
    }
    return { type: before.type, fileKey: before.fileKey, published: before.published };
  });
}
