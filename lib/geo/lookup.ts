import { routing, type Locale } from '@/i18n/routing';

export type LookupItem = { code: string; name: string };

/** Longest `q` a lookup considers; longer queries are cut, not refused. */
export const LOOKUP_QUERY_MAX_LENGTH = 100;

/** The lookups' locale: one of the site's, Italian when missing or unknown. */
export function lookupLocale(value: string | null | undefined): Locale {
  return (routing.locales as readonly string[]).includes(value ?? '') ? (value as Locale) : routing.defaultLocale;
}

// Case and accents are ignored on both sides: "celjabinsk" finds "Čeljabinsk", "орел" finds "Орёл".
export function foldText(text: string, locale: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale);
}

/** Items whose name contains `q` (case-insensitive), sorted by name in `locale`. */
export function sortAndFilter(items: LookupItem[], locale: Locale, q?: string | null): LookupItem[] {
  const needle = foldText((q ?? '').trim().slice(0, LOOKUP_QUERY_MAX_LENGTH), locale);
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return items.filter((item) => !needle || foldText(item.name, locale).includes(needle)).sort((a, b) => collator.compare(a.name, b.name));
}
