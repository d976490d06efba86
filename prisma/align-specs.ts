// The release step's one-off alignment of the specification rows (issue 34, item 1): products and product drafts
// from before the shared rows hold every row per language; lib/catalogue/spec-align.ts shares the rows the three
// languages agree on and leaves the others to their language, listed for the editors (leftoverSpecRows). Runs once
// per rule version (a Setting), since a product whose rows could not be shared at all looks the same afterwards.
// Not an edit: no version raised, no audit entry, updatedAt (the sitemaps' lastmod) kept.
import { routing, type Locale } from '../i18n/routing';
import type { Json, Snapshot } from '../lib/admin/content/snapshot';
import { alignSpecRows, withNewLabels, type SpecAlignment, type SpecRowsByLocale } from '../lib/catalogue/spec-align';
import { loadSpecDictionary, type SpecDictionary, type SpecLabelEntry } from '../lib/catalogue/spec-labels';
import { specRowsSchema } from '../lib/catalogue/technical';
import type { Prisma, PrismaClient } from '../lib/generated/prisma/client';

export const SPECS_ALIGNED_KEY = 'specs.aligned';
/** Raised when the alignment's rule changes, so that every database runs it once more. */
export const SPECS_ALIGN_RULE_VERSION = 1;
const BATCH = 200;
/** The editors' list shows at most this many products. */
export const LEFTOVER_LIMIT = 500;

const LOCALES = routing.locales;

export type AlignReport = { products: number; drafts: number; shared: number; leftover: number; newLabels: number };

/** One language's stored rows, or null when they are not rows (left alone rather than guessed at). */
const rowsOf = (value: unknown) => {
  const parsed = specRowsSchema.safeParse(value ?? []);
  return parsed.success ? parsed.data : null;
};

/** The three languages' rows from per-language stored values (a missing language has none), or null when one is malformed. */
function rowsByLocale(stored: Partial<Record<string, unknown>>): SpecRowsByLocale | null {
  const rows = LOCALES.map((locale) => rowsOf(stored[locale]));
  return rows.every((list) => list !== null) ? (Object.fromEntries(LOCALES.map((locale, i) => [locale, rows[i]!])) as SpecRowsByLocale) : null;
}

const anyRows = (rows: SpecRowsByLocale) => LOCALES.some((locale) => rows[locale].length > 0);
const ownCount = (alignment: SpecAlignment) => LOCALES.reduce((sum, locale) => sum + alignment.own[locale].length, 0);
const json = (value: unknown) => value as Prisma.InputJsonValue;

type ProductRow = { id: string; specRows: unknown; updatedAt: Date; translations: { locale: string; specifications: unknown }[] };
type DraftRow = { entity: string; entityId: string; data: unknown; updatedAt: Date };

/** A product still in the old shape: no shared rows, rows in its translations. */
function productRows(product: ProductRow): SpecRowsByLocale | null {
  if (!Array.isArray(product.specRows) || product.specRows.length > 0) return null;
  const rows = rowsByLocale(Object.fromEntries(product.translations.map((t) => [t.locale, t.specifications])));
  return rows && anyRows(rows) ? rows : null;
}

/**
 * A draft still in the old shape: no `specRows` field (it would keep the product's shared rows on publish, beside
 * its texts' full rows), or an empty one while its texts have rows.
 */
function draftRows(draft: DraftRow): SpecRowsByLocale | null {
  const data = draft.data as Partial<Snapshot> | null;
  if (!data?.fields || !data.texts) return null;
  const specRows = data.fields.specRows;
  if (Array.isArray(specRows) && specRows.length > 0) return null;
  const rows = rowsByLocale(Object.fromEntries(Object.entries(data.texts).map(([locale, texts]) => [locale, texts?.specifications])));
  if (!rows || (specRows !== undefined && !anyRows(rows))) return null;
  return rows;
}

/** The draft with its shared rows, and each language it has with that language's own rows. */
function alignedDraft(data: Snapshot, alignment: SpecAlignment): Snapshot {
  const texts = Object.fromEntries(
    Object.entries(data.texts).map(([locale, texts]) =>
      texts && (LOCALES as readonly string[]).includes(locale) ? [locale, { ...texts, specifications: alignment.own[locale as Locale] as Json }] : [locale, texts],
    ),
  );
  return { fields: { ...data.fields, specRows: alignment.shared as Json }, texts };
}

type Tx = Prisma.TransactionClient;

async function createLabels(tx: Tx, labels: readonly SpecLabelEntry[]) {
  for (const label of labels) {
    const translations = LOCALES.flatMap((locale) => (label.labels[locale] ? [{ locale, text: label.labels[locale] }] : []));
    await tx.specLabel.create({ data: { key: label.key, group: label.group, unit: label.unit, sortOrder: label.sortOrder, editedAt: null, translations: { create: translations } } });
  }
}

/**
 * Aligns every product and product draft still in the old shape, one transaction per product (with its draft and
 * the labels they make), then records the rule version: a later start only reads one setting.
 */
export async function alignStoredSpecs(prisma: PrismaClient): Promise<AlignReport> {
  const report: AlignReport = { products: 0, drafts: 0, shared: 0, leftover: 0, newLabels: 0 };
  const done = await prisma.setting.findUnique({ where: { key: SPECS_ALIGNED_KEY } });
  if (Number(done?.value) >= SPECS_ALIGN_RULE_VERSION) return report;

  let dictionary: SpecDictionary = await loadSpecDictionary(prisma);
  const align = (rows: SpecRowsByLocale) => {
    const alignment = alignSpecRows(rows, dictionary);
    // The next rows (this product's draft, the next product) reuse the labels this one made.
    dictionary = withNewLabels(dictionary, alignment.newLabels);
    report.shared += alignment.shared.length;
    report.leftover += ownCount(alignment);
    return alignment;
  };

  for (let after = ''; ; ) {
    const products = await prisma.product.findMany({
      where: { id: { gt: after } },
      orderBy: { id: 'asc' },
      take: BATCH,
      select: { id: true, specRows: true, updatedAt: true, translations: { select: { locale: true, specifications: true } } },
    });
    if (!products.length) break;
    after = products.at(-1)!.id;
    const drafts = await prisma.contentDraft.findMany({ where: { entity: 'product', entityId: { in: products.map((p) => p.id) } } });

    for (const product of products) {
      const rows = productRows(product);
      const forProduct = rows && align(rows);
      const draft = drafts.find((d) => d.entityId === product.id);
      const rowsOfDraft = draft && draftRows(draft);
      const forDraft = rowsOfDraft && align(rowsOfDraft);
      // A product whose rows could not be shared at all stays as it is (its rows are the editors' list).
      const productChanges = forProduct && forProduct.shared.length > 0 ? forProduct : null;
      if (!productChanges && !forDraft) continue;

      await prisma.$transaction(async (tx) => {
        await createLabels(tx, [...(forProduct?.newLabels ?? []), ...(forDraft?.newLabels ?? [])]);
        if (productChanges) {
          await tx.product.update({ where: { id: product.id }, data: { specRows: json(productChanges.shared), updatedAt: product.updatedAt } });
          for (const { locale } of product.translations.filter((t) => (LOCALES as readonly string[]).includes(t.locale))) {
            await tx.productTranslation.update({
              where: { productId_locale: { productId: product.id, locale } },
              data: { specifications: json(productChanges.own[locale as Locale]) },
            });
          }
        }
        if (draft && forDraft) {
          await tx.contentDraft.update({
            where: { entity_entityId: { entity: draft.entity, entityId: draft.entityId } },
            data: { data: json(alignedDraft(draft.data as Snapshot, forDraft)), updatedAt: draft.updatedAt },
          });
        }
      });
      if (productChanges) report.products += 1;
      if (forDraft) report.drafts += 1;
      report.newLabels += (forProduct?.newLabels.length ?? 0) + (forDraft?.newLabels.length ?? 0);
    }
  }

  const version = String(SPECS_ALIGN_RULE_VERSION);
  await prisma.setting.upsert({ where: { key: SPECS_ALIGNED_KEY }, create: { key: SPECS_ALIGNED_KEY, value: version }, update: { value: version } });
  return report;
}

export type LeftoverSpecRows = { id: string; slug: string; modelCode: string; own: Record<Locale, number> };

/** The products whose translations hold rows of one language only, for the editors to share or keep: by model code, at most LEFTOVER_LIMIT. */
export async function leftoverSpecRows(prisma: PrismaClient | Prisma.TransactionClient): Promise<LeftoverSpecRows[]> {
  const found: LeftoverSpecRows[] = [];
  // The rows are JSON, which the two databases filter differently: read in pages, count here.
  for (let skip = 0; found.length < LEFTOVER_LIMIT; skip += BATCH) {
    const products = await prisma.product.findMany({
      orderBy: [{ modelCode: 'asc' }, { id: 'asc' }],
      skip,
      take: BATCH,
      select: { id: true, slug: true, modelCode: true, translations: { select: { locale: true, specifications: true } } },
    });
    for (const { translations, ...product } of products) {
      const own = Object.fromEntries(LOCALES.map((locale) => [locale, 0])) as Record<Locale, number>;
      for (const t of translations) {
        if ((LOCALES as readonly string[]).includes(t.locale) && Array.isArray(t.specifications)) own[t.locale as Locale] = t.specifications.length;
      }
      if (LOCALES.some((locale) => own[locale] > 0) && found.length < LEFTOVER_LIMIT) found.push({ ...product, own });
    }
    if (products.length < BATCH) break;
  }
  return found;
}
