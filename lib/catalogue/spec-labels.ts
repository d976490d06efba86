import type { Locale } from '@/i18n/routing';
import type { PrismaClient, Prisma } from '@/lib/generated/prisma/client';
import type { SharedSpecRow, SpecRow } from './technical';
import { SPEC_GROUPS, UNIT_CODES, type SpecGroup, type UnitCode } from './units';

// The translated dictionary of specification labels (issue 34, item 1): each key names one physical quantity with
// its conditions, translated once (SpecLabel and its translations); a product's shared rows (Product.specRows)
// name a key and hold their value once for the three languages. Resolving a product's rows for a page gives the
// plain labelled rows (SpecRow) every table, comparison and datasheet already reads. No 'server-only': the seed
// import and the rows' alignment use it too.

export type SpecLabelEntry = { key: string; group: SpecGroup; unit: UnitCode | null; sortOrder: number; labels: Partial<Record<Locale, string>> };
/** A label as a form's list offers it: its key, its section and its name in the staff member's language. */
export type SpecLabelOption = { key: string; group: SpecGroup; label: string };

/** The dictionary by key. */
export type SpecDictionary = ReadonlyMap<string, SpecLabelEntry>;

const asGroup = (value: string): SpecGroup => ((SPEC_GROUPS as readonly string[]).includes(value) ? (value as SpecGroup) : 'general');
const asUnit = (value: string | null): UnitCode | null => (value && (UNIT_CODES as readonly string[]).includes(value) ? (value as UnitCode) : null);

type Db = PrismaClient | Prisma.TransactionClient;

/** Every label with its translations, in the dictionary's order (group, then sortOrder, then key). */
export async function loadSpecDictionary(db: Db): Promise<SpecDictionary> {
  const rows = await db.specLabel.findMany({ include: { translations: true }, orderBy: [{ sortOrder: 'asc' }, { key: 'asc' }] });
  return new Map(
    rows.map((row) => [
      row.key,
      { key: row.key, group: asGroup(row.group), unit: asUnit(row.unit), sortOrder: row.sortOrder, labels: Object.fromEntries(row.translations.map((t) => [t.locale, t.text])) },
    ]),
  );
}

/** A label in a language: its own translation, else the Italian (the source of truth), else the key itself. */
export const labelIn = (entry: SpecLabelEntry | undefined, key: string, locale: Locale) => entry?.labels[locale] || entry?.labels.it || key;

/** A shared row as one language's labelled row: its key, its dictionary label and group, its value or its words. */
export function resolveSharedRow(row: SharedSpecRow, dictionary: SpecDictionary, locale: Locale): SpecRow {
  const entry = dictionary.get(row.key);
  const value = 'text' in row ? row.text[locale] || row.text.it : row.value;
  return { key: row.key, group: entry?.group ?? 'general', label: labelIn(entry, row.key, locale), value, ...(row.unit ? { unit: row.unit } : {}) };
}

/** A product's rows in one language: the shared rows in their order, then that language's own rows. */
export function productSpecRows(shared: readonly SharedSpecRow[], own: readonly SpecRow[], dictionary: SpecDictionary, locale: Locale): SpecRow[] {
  return [...shared.map((row) => resolveSharedRow(row, dictionary, locale)), ...own];
}
