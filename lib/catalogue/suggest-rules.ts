import type { Locale } from '@/i18n/routing';
import { modelKey, searchTokens } from './model-key';

// The header search's suggestions (issue 36): published products found by the catalogue's search rule
// (lib/catalogue/model-key.ts: case, accents, spaces and punctuation ignored), so every suggestion is also among
// the product list's results for the same words (lib/catalogue/filters.ts). Best first: model codes that start
// with the query, then codes that contain it, then names (in the page's language) that contain every word.

/** Suggestions a query answers at most. */
export const SUGGESTION_LIMIT = 8;
/** Shorter queries (letters and digits, as the rule counts them) answer nothing: one character matches half the catalogue. */
export const SUGGESTION_MIN_CHARS = 2;
/** Longer queries are cut, like the product list's `q` (lib/catalogue/filters.ts). */
export const SUGGESTION_MAX_QUERY = 100;
/** Requests a minute per client: a dealer typing a code sends one per pause (the forms' budget applies when higher). */
export const SUGGESTIONS_PER_MINUTE = 120;
/** A minute in browsers and shared caches: a catalogue change shows within one. */
export const SUGGESTIONS_CACHE_CONTROL = 'public, max-age=60, s-maxage=60';

export type Suggestion = { modelCode: string; name: string; href: string };

/** A published product as the index takes it: its names by locale (a missing one falls back to the code). */
export type SuggestionSource = { slug: string; modelCode: string; names: Partial<Record<Locale, string>> };

type Entry = { slug: string; modelCode: string; key: string; names: Partial<Record<Locale, { text: string; key: string }>> };

/** The products in natural order of their model keys ("cst35" before "cst100"), each reduced once. */
export type SuggestionIndex = readonly Entry[];

const natural = new Intl.Collator('en', { numeric: true });

export function buildSuggestionIndex(products: readonly SuggestionSource[]): SuggestionIndex {
  return products
    .map((product) => ({
      slug: product.slug,
      modelCode: product.modelCode,
      key: modelKey(product.modelCode),
      names: Object.fromEntries(Object.entries(product.names).map(([locale, text]) => [locale, { text: text ?? '', key: modelKey(text ?? '') }])),
    }))
    .sort((a, b) => natural.compare(a.key, b.key));
}

/** The query's words by the catalogue's rule, or null when it is too short to suggest anything. */
export function suggestionWords(query: string): string[] | null {
  const words = searchTokens(query.slice(0, SUGGESTION_MAX_QUERY));
  return words.join('').length < SUGGESTION_MIN_CHARS ? null : words;
}

/**
 * The suggestions for `query` in `locale`, best first; `hrefOf` gives a product's public path. The whole query
 * with its spaces dropped is compared with the model keys ("CST 100", "cst-100" and "cst100" are one code); a name
 * matches when it contains every word.
 */
export function suggest(index: SuggestionIndex, query: string, locale: Locale, hrefOf: (slug: string) => string, limit = SUGGESTION_LIMIT): Suggestion[] {
  const words = suggestionWords(query);
  if (!words) return [];
  const joined = words.join('');
  const prefix: Entry[] = [];
  const contains: Entry[] = [];
  const named: Entry[] = [];
  for (const entry of index) {
    if (entry.key.startsWith(joined)) prefix.push(entry);
    else if (entry.key.includes(joined)) contains.push(entry);
    else if (words.every((word) => entry.names[locale]?.key.includes(word))) named.push(entry);
  }
  return [...prefix, ...contains, ...named].slice(0, limit).map((entry) => ({
    modelCode: entry.modelCode,
    name: entry.names[locale]?.text || entry.modelCode,
    href: hrefOf(entry.slug),
  }));
}
