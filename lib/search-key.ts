import { modelKey } from '@/lib/catalogue/model-key';

// The back office's searches (leads, subscribers, the catalogue editor) on both databases. Each searchable row
// keeps a `search` column: its fields reduced by the catalogue's model-key rule (lower case, accents and other
// marks dropped, so "ё" is "е", "è" is "e"; spaces and punctuation dropped) and joined by single spaces. A query
// is reduced the same way, word by word, and a row matches when its column contains every word. Both sides are
// already folded, so a plain `contains` behaves the same on SQLite (whose LIKE folds only ASCII letters) and on
// PostgreSQL (whose LIKE folds nothing); PostgreSQL's trigram index serves it (the leads' migration).

/** Raise it when searchColumn's output changes: the release step then rewrites every row (prisma/backfill.ts). */
export const SEARCH_RULE_VERSION = 1;

/** The `search` column of a row made of these fields (empty ones skipped). */
export function searchColumn(fields: ReadonlyArray<string | null | undefined>): string {
  return fields
    .map((field) => (field ? modelKey(field) : ''))
    .filter(Boolean)
    .join(' ');
}

/** A query that is a phone number however it was typed ("+7 (912) 345-67-89", "8 912 345 67 89"). */
const PHONE_LIKE = /^[\d\s()+\-.]+$/;

/**
 * The words a row's column must contain. A phone number is one word of its digits, a Russian trunk "8" read as
 * the country code "7" (phones are stored in E.164), so "8 912 345-67-89" finds "+79123456789".
 */
export function searchWords(query: string): string[] {
  const trimmed = query.trim();
  if (PHONE_LIKE.test(trimmed)) {
    const digits = trimmed.replace(/\D/g, '');
    if (digits.length >= 3) return [/^8\d{10}$/.test(digits) ? `7${digits.slice(1)}` : digits];
  }
  return trimmed
    .split(/\s+/)
    .map(modelKey)
    .filter(Boolean);
}

type Contains = { search: { contains: string } };

/**
 * The `where` of a search on a model with a `search` column; undefined when the query has no word. A phone typed
 * with Russia's trunk "8" and not in full ("8 912 345") may be the start of "+7 912 345…" or digits of any number:
 * both are looked for.
 */
export function searchWhere(query: string | undefined): { AND: Array<Contains | { OR: Contains[] }> } | undefined {
  const words = query ? searchWords(query) : [];
  if (!words.length) return undefined;
  return {
    AND: words.map((word) =>
      /^8\d{3,9}$/.test(word) && PHONE_LIKE.test(query!.trim()) ? { OR: [{ search: { contains: word } }, { search: { contains: `7${word.slice(1)}` } }] } : { search: { contains: word } },
    ),
  };
}

/**
 * A product's search column: model code, slug and its name in every language (the catalogue editor's search),
 * the names in the order of their language codes, so every writer (editor, seed, back-fill) writes the same.
 */
export const productSearchColumn = (product: { modelCode: string; slug: string }, names: Readonly<Record<string, string | null | undefined>>) =>
  searchColumn([product.modelCode, product.slug, ...Object.keys(names).sort().map((locale) => names[locale])]);
