import 'server-only';
import type { Locale } from '@/i18n/routing';
import { changedFields, recordAudit, type Actor } from '@/lib/admin/audit';
import { refusals, type Refusals, type Refused } from '@/lib/admin/refusal';
import { revalidateCatalogue } from '@/lib/catalogue/revalidate';
import { SPEC_GROUPS, UNIT_CODES, type SpecGroup, type UnitCode } from '@/lib/catalogue/units';
import { now, nowMs } from '@/lib/clock';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { LEFTOVER_LIMIT, leftoverSpecRows } from '@/prisma/align-specs';
import { firstMessages, labelFormSchema, type LabelInput } from './label-schema';
import { LOCALES } from './values';

// The dictionary of specification labels in the back office (issue 34, item 1): the list with each label's use
// and missing translations, and its changes. Every change sets editedAt (the seed import leaves the label alone
// from then on) and writes its audit entry in its transaction; a save names the updatedAt its form read (a save over
// someone else's, such as a translator's, is refused with CONFLICT rather than undoing it). Products name labels
// by key in their shared rows (Product.specRows) and in their drafts: a label in use cannot be deleted, and a
// change to one refreshes the public catalogue, whose every product page shows labels.

export type LabelRefusal = 'INVALID' | 'NOT_FOUND' | 'CONFLICT' | 'KEY_TAKEN' | 'LABEL_IN_USE';
export type LabelResult = { ok: true; key: string } | Refused<LabelRefusal>;

const refusal: Refusals<LabelRefusal> = refusals();

type Db = typeof db | Prisma.TransactionClient;
type LabelRow = Prisma.SpecLabelGetPayload<{ include: { translations: true } }>;

/** A label's three texts; an empty one is a translation still to write. */
const textsOf = (row: LabelRow) => Object.fromEntries(LOCALES.map((locale) => [locale, row.translations.find((t) => t.locale === locale)?.text.trim() ?? ''])) as Record<Locale, string>;
const missingOf = (texts: Record<Locale, string>) => LOCALES.filter((locale) => !texts[locale]);
const asGroup = (value: string) => ((SPEC_GROUPS as readonly string[]).includes(value) ? (value as SpecGroup) : 'general');
const asUnit = (value: string | null) => (value && (UNIT_CODES as readonly string[]).includes(value) ? (value as UnitCode) : null);

/** What the audit log keeps of a label: its group, unit and texts (`label.ru`: the history's per-language field). */
const auditFields = (group: string, unit: string | null, texts: Record<Locale, string>) => ({
  group,
  unit,
  ...Object.fromEntries(LOCALES.map((locale) => [`label.${locale}`, texts[locale] || null])),
});

/** The keys a list of shared rows names (a list that is not one names none). */
function rowKeys(rows: unknown): string[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown) => {
    const key = row && typeof row === 'object' ? (row as { key?: unknown }).key : undefined;
    return typeof key === 'string' ? [key] : [];
  });
}

/**
 * The products naming each key in their shared rows, and with `drafts` in their unpublished changes
 * (ContentDraft `data.fields.specRows`). The rows are JSON, which SQLite and PostgreSQL filter differently: every
 * product is read once and counted here (hundreds of small lists).
 */
async function productsByKey(client: Db, drafts: boolean): Promise<Map<string, Set<string>>> {
  const found = new Map<string, Set<string>>();
  const add = (productId: string, rows: unknown) => {
    for (const key of rowKeys(rows)) {
      const ids = found.get(key) ?? new Set<string>();
      ids.add(productId);
      found.set(key, ids);
    }
  };
  for (const product of await client.product.findMany({ select: { id: true, specRows: true } })) add(product.id, product.specRows);
  if (drafts) {
    for (const draft of await client.contentDraft.findMany({ where: { entity: 'product' }, select: { entityId: true, data: true } })) {
      add(draft.entityId, (draft.data as { fields?: { specRows?: unknown } } | null)?.fields?.specRows);
    }
  }
  return found;
}

// ---------------------------------------------------------------------------------------------------------
// Reads (dynamic, never cached)

export type LabelListRow = { key: string; group: SpecGroup; unit: UnitCode | null; texts: Record<Locale, string>; missing: Locale[]; products: number };
export type LabelSection = { group: SpecGroup; labels: LabelListRow[] };

/**
 * Every label, by section in the specification table's order and by its text in the reader's language: its
 * unit, its three texts, the languages it lacks, and how many products name it (saved rows or a draft).
 */
export async function listLabels(locale: Locale): Promise<LabelSection[]> {
  const [rows, used] = await Promise.all([db.specLabel.findMany({ include: { translations: true } }), productsByKey(db, true)]);
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const labels = rows.map((row): LabelListRow => {
    const texts = textsOf(row);
    return { key: row.key, group: asGroup(row.group), unit: asUnit(row.unit), texts, missing: missingOf(texts), products: used.get(row.key)?.size ?? 0 };
  });
  const shown = (label: LabelListRow) => label.texts[locale] || label.texts.it || label.key;
  return SPEC_GROUPS.map((group) => ({
    group,
    labels: labels.filter((label) => label.group === group).sort((a, b) => collator.compare(shown(a), shown(b)) || a.key.localeCompare(b.key)),
  }));
}

/** How many of a label's users the edit page names (it says how many more there are). */
export const USERS_SHOWN = 20;

/** One label for its edit page, with the products that name it (the first USERS_SHOWN by model code). */
export async function getLabelForEdit(key: string) {
  const row = await db.specLabel.findUnique({ where: { key }, include: { translations: true } });
  if (!row) return null;
  const ids = [...((await productsByKey(db, true)).get(key) ?? [])];
  const products = await db.product.findMany({ where: { id: { in: ids } }, select: { id: true, modelCode: true }, orderBy: [{ modelCode: 'asc' }, { id: 'asc' }], take: USERS_SHOWN });
  const texts = textsOf(row);
  return { key: row.key, group: asGroup(row.group), unit: asUnit(row.unit), texts, missing: missingOf(texts), updatedAt: row.updatedAt.toISOString(), edited: row.editedAt !== null, usedBy: { count: ids.length, products } };
}

/**
 * The products whose languages still hold rows of their own: rows the release's alignment could not match across
 * the three languages (prisma/align-specs.ts), for the editors to share or keep. At most LEFTOVER_LIMIT.
 */
export const unmatchedSpecRows = () => leftoverSpecRows(db);
export const UNMATCHED_LIMIT = LEFTOVER_LIMIT;

// ---------------------------------------------------------------------------------------------------------
// Changes

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === 'P2002';

/**
 * Creates a label (its key must be new) or saves one (group, unit, texts; the key never changes). The input is
 * checked again here with the form's schema, so no caller can store a label the form would refuse.
 */
export function saveLabel(actor: Actor, input: LabelInput): Promise<LabelResult> {
  return refusal.refusable(async () => {
    const parsed = labelFormSchema.safeParse(input);
    if (!parsed.success) refusal.refuse('INVALID', firstMessages(parsed.error));
    const label = parsed.data;
    let changed: boolean;
    try {
      changed = await db.$transaction((tx) => (label.mode === 'create' ? createLabel(tx, actor, label) : updateLabel(tx, actor, label)));
    } catch (error) {
      // Two creations of one key at once (a double click): the second finds it taken.
      if (label.mode === 'create' && isUniqueViolation(error)) refusal.refuse('KEY_TAKEN', { key: 'labelKeyTaken' });
      throw error;
    }
    // A label that products' saved rows name is on their public pages (a draft's is not public yet).
    if (changed && (await productsByKey(db, false)).has(label.key)) await revalidateCatalogue({ kind: 'all' });
    return { ok: true as const, key: label.key };
  });
}

const translationRows = (texts: Record<Locale, string>) => LOCALES.flatMap((locale) => (texts[locale] ? [{ locale, text: texts[locale] }] : []));

/** A new label goes last in its section's default order. Nothing names it yet: answers false (no page changed). */
async function createLabel(tx: Prisma.TransactionClient, actor: Actor, label: LabelInput): Promise<boolean> {
  if (await tx.specLabel.findUnique({ where: { key: label.key }, select: { key: true } })) refusal.refuse('KEY_TAKEN', { key: 'labelKeyTaken' });
  const last = await tx.specLabel.aggregate({ where: { group: label.group }, _max: { sortOrder: true } });
  const unit = label.unit || null;
  await tx.specLabel.create({
    data: { key: label.key, group: label.group, unit, sortOrder: (last._max.sortOrder ?? -1) + 1, editedAt: now(), translations: { create: translationRows(label.text) } },
  });
  await recordAudit(tx, actor, 'specLabel.create', { entityId: label.key, after: auditFields(label.group, unit, label.text) });
  return false;
}

/** Saves a label's group, unit and texts; answers whether any of them changed. */
async function updateLabel(tx: Prisma.TransactionClient, actor: Actor, label: LabelInput): Promise<boolean> {
  const before = (await tx.specLabel.findUnique({ where: { key: label.key }, include: { translations: true } })) ?? refusal.refuse('NOT_FOUND');
  const unit = label.unit || null;
  // The stamp always moves on, even within one millisecond of the last save: it is the form's optimistic lock.
  const stamp = new Date(Math.max(nowMs(), before.updatedAt.getTime() + 1));
  const { count } = await tx.specLabel.updateMany({ where: { key: label.key, updatedAt: new Date(label.updatedAt) }, data: { group: label.group, unit, editedAt: stamp, updatedAt: stamp } });
  if (count === 0) refusal.refuse('CONFLICT');
  await tx.specLabelTranslation.deleteMany({ where: { labelKey: label.key } });
  await tx.specLabelTranslation.createMany({ data: translationRows(label.text).map((row) => ({ ...row, labelKey: label.key })) });
  const diff = changedFields(auditFields(before.group, before.unit, textsOf(before)), auditFields(label.group, unit, label.text));
  if (diff.changed) await recordAudit(tx, actor, 'specLabel.update', { entityId: label.key, before: diff.before, after: diff.after });
  return diff.changed;
}

/** Deletes a label that no product names, in its saved rows or in a draft (LABEL_IN_USE otherwise). */
export function deleteLabel(actor: Actor, key: string): Promise<LabelResult> {
  return refusal.refusable(() =>
    db.$transaction(async (tx) => {
      const before = (await tx.specLabel.findUnique({ where: { key }, include: { translations: true } })) ?? refusal.refuse('NOT_FOUND');
      if ((await productsByKey(tx, true)).has(key)) refusal.refuse('LABEL_IN_USE');
      await tx.specLabel.delete({ where: { key } });
      await recordAudit(tx, actor, 'specLabel.delete', { entityId: key, before: auditFields(before.group, before.unit, textsOf(before)) });
      return { ok: true as const, key };
    }),
  );
}
