import 'server-only';
import type { Locale } from '@/i18n/routing';
import * as clock from '@/lib/clock';
import { db } from '@/lib/db';
import { documentInclude, pick, toPublic, type DocumentRow, type PublicDocument } from '@/lib/documents/queries';
import { regulationsOf, type TechnicalRegulation } from '@/lib/documents/conformity';
import { isExpired, validityDate, validityDay } from '@/lib/documents/rules';
import { incompleteLanguages } from '@/lib/admin/content/completeness';
import type { Snapshot } from '@/lib/admin/content/snapshot';
import { readDraft } from '@/lib/admin/content/versions';
import { textListSchema } from '@/lib/catalogue/technical';

// The documents as the back office reads them: every one, published or not, expired flagged, with every link.

export type EditorDocument = PublicDocument & {
  published: boolean;
  /** Saved changes visitors do not see yet (the editor shows them: the document is its working copy). */
  hasDraft: boolean;
  /** The same, for the list's badge. */
  draft: boolean;
  /** Languages short of a required text, with what each lacks, in the working copy. */
  incomplete: ReturnType<typeof incompleteLanguages<'document'>>;
  missing: string[];
  expired: boolean;
  titles: Partial<Record<Locale, string>>;
  version: number;
  fileKey: string;
  /** Every linked product and category, published or not (the form's ticks). */
  productIds: string[];
  categoryIds: string[];
  /** The EAEU conformity fields (certificates and declarations), days as "2029-03-12". */
  conformity: EditorConformity;
};

export type EditorConformity = {
  registrationNumber: string;
  technicalRegulations: TechnicalRegulation[];
  issuedOn: string;
  holder: string;
  registryUrl: string;
  /** A seed document's made-up number (read-only: typing another number clears it). */
  fictitious: boolean;
};

/** Every document for the back office, with `expired` flagged; newest change first. */
export async function allDocuments(locale: Locale, now = clock.now()): Promise<EditorDocument[]> {
  const rows = await db.document.findMany({ include: editorInclude, orderBy: [{ updatedAt: 'desc' }] });
  const drafts = new Map((await db.contentDraft.findMany({ where: { entity: 'document' }, select: { entityId: true, data: true } })).map((d) => [d.entityId, d.data as Snapshot]));
  // The list shows what visitors see (titles, links), with the working copy's completeness and a draft badge.
  return rows.map((row) => editorDocument(row, drafts.get(row.id) ?? null, locale, now, { overlay: false }));
}

/** A document as its editor shows it: its working copy (its draft, once published). Its PDF is the working copy's too. */
export async function documentForEdit(id: string, locale: Locale, now = clock.now()): Promise<EditorDocument | null> {
  const row = await db.document.findUnique({ where: { id }, include: editorInclude });
  return row ? editorDocument(row, await readDraft(db, { entity: 'document', entityId: id }), locale, now) : null;
}

const editorInclude = { ...documentInclude, products: { ...documentInclude.products, where: undefined } };

/** The row with a draft's fields, titles and links over its own (the links' names are read for the ones it has). */
function workingRow(row: DocumentRow, draft: Snapshot): DocumentRow {
  const f = draft.fields;
  const productIds = new Set(textListSchema.parse(f.productIds ?? []));
  const categoryIds = new Set(textListSchema.parse(f.categoryIds ?? []));
  return {
    ...row,
    type: f.type as DocumentRow['type'],
    language: String(f.language),
    fileKey: String(f.fileKey),
    fileSize: Number(f.fileSize),
    validUntil: f.validUntil ? validityDate(String(f.validUntil)) : null,
    registrationNumber: typeof f.registrationNumber === 'string' ? f.registrationNumber : null,
    technicalRegulations: regulationsOf(f.technicalRegulations),
    issuedOn: f.issuedOn ? validityDate(String(f.issuedOn)) : null,
    holder: typeof f.holder === 'string' ? f.holder : null,
    registryUrl: typeof f.registryUrl === 'string' ? f.registryUrl : null,
    fictitious: f.fictitious === true,
    translations: Object.entries(draft.texts).map(([locale, t]) => ({ documentId: row.id, locale, title: String(t?.title ?? '') })),
    products: row.products.filter((p) => productIds.has(p.id)),
    categories: row.categories.filter((c) => categoryIds.has(c.id)),
  };
}

function editorDocument(live: DocumentRow, draft: Snapshot | null, locale: Locale, now: Date, { overlay = true } = {}): EditorDocument {
  const working = draft ? workingRow(live, draft) : live;
  const row = overlay ? working : live;
  const texts = Object.fromEntries(working.translations.map((t) => [t.locale, t]));
  const incomplete = incompleteLanguages('document', texts);
  return {
    ...toPublic(row, locale),
    published: row.published,
    hasDraft: draft !== null,
    draft: draft !== null,
    incomplete,
    missing: incomplete.map(({ locale: l }) => l),
    expired: isExpired(row.validUntil, now),
    titles: Object.fromEntries(row.translations.map((t) => [t.locale, t.title])),
    version: row.version,
    fileKey: row.fileKey,
    productIds: draft && overlay ? textListSchema.parse(draft.fields.productIds ?? []) : row.products.map((p) => p.id),
    categoryIds: draft && overlay ? textListSchema.parse(draft.fields.categoryIds ?? []) : row.categories.map((c) => c.id),
    conformity: {
      registrationNumber: row.registrationNumber ?? '',
      technicalRegulations: regulationsOf(row.technicalRegulations),
      issuedOn: row.issuedOn ? validityDay(row.issuedOn) : '',
      holder: row.holder ?? '',
      registryUrl: row.registryUrl ?? '',
      fictitious: row.fictitious,
    },
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
