import 'server-only';
import { randomUUID } from 'node:crypto';
import { revalidateTag, unstable_cache } from 'next/cache';
import type { Locale } from '@/i18n/routing';
import { db } from '@/lib/db';
import { localizedPath } from '@/lib/seo/urls';
import { buildSuggestionIndex, suggest, suggestionWords, type Suggestion, type SuggestionIndex } from './suggest-rules';

// The header search's suggestions are answered from an index in this process's memory, built from the published
// catalogue on the first request. Which catalogue is current is a token in Next's cache (shared by every instance
// through the cache handler, lib/cache/handler.mjs): a catalogue change revalidates its tag, the next request on
// each instance sees a new token and builds the index again.

export const SUGGESTIONS_TAG = 'catalogue-suggestions';

const HOUR = 3600;

// The hour is a safety net for a change made around the back office (a database restored by hand).
const currentToken = unstable_cache(async () => randomUUID(), ['catalogue-suggestions-token'], { tags: [SUGGESTIONS_TAG], revalidate: HOUR });

const globalForIndex = globalThis as unknown as { aerisSuggestionIndex?: { token: string; index: Promise<SuggestionIndex> } };

async function loadIndex(): Promise<SuggestionIndex> {
  const rows = await db.product.findMany({
    where: { published: true },
    select: { slug: true, modelCode: true, translations: { select: { locale: true, name: true } } },
  });
  return buildSuggestionIndex(
    rows.map((row) => ({ slug: row.slug, modelCode: row.modelCode, names: Object.fromEntries(row.translations.map((t) => [t.locale, t.name])) })),
  );
}

async function currentIndex(): Promise<SuggestionIndex> {
  const token = await currentToken();
  const held = globalForIndex.aerisSuggestionIndex;
  if (held?.token === token) return held.index;
  const index = loadIndex();
  globalForIndex.aerisSuggestionIndex = { token, index };
  // A failed read is not kept: the next request tries again.
  index.catch(() => {
    if (globalForIndex.aerisSuggestionIndex?.index === index) globalForIndex.aerisSuggestionIndex = undefined;
  });
  return index;
}

/** At most SUGGESTION_LIMIT published products for what a visitor has typed, best first (lib/catalogue/suggest-rules.ts). */
export async function getSuggestions(query: string, locale: Locale): Promise<Suggestion[]> {
  if (!suggestionWords(query)) return [];
  const index = await currentIndex();
  return suggest(index, query, locale, (slug) => localizedPath(`/product/${slug}`, locale));
}

/** After a catalogue change (lib/catalogue/revalidate.ts): every instance builds its index again on its next request. */
export function revalidateSuggestions(): void {
  revalidateTag(SUGGESTIONS_TAG, { expire: 0 });
}
