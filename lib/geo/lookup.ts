import { isLocale, routing, type Locale } from '@/i18n/routing';
import { FORM_LIMITS } from '@/lib/limits';

export type LookupItem = { code: string; name: string };

/** The lookups' locale: one of the site's, Italian when missing or unknown. */
export function lookupLocale(value: string | null | undefined): Locale {
  return value && isLocale(value) ? value : routing.defaultLocale;
}

// Case and accents are ignored on both sides: "celjabinsk" finds "Čeljabinsk", "орел" finds "Орёл".
export function foldText(text: string, locale: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale);
}

/** Items whose name contains `q` (case-insensitive), sorted by name in `locale`. */
export function sortAndFilter(items: LookupItem[], locale: Locale, q?: string | null): LookupItem[] {
  const needle = foldText((q ?? '').trim().slice(0, FORM_LIMITS.lookupQuery.max), locale);
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return items.filter((item) => !needle || foldText(item.name, locale).includes(needle)).sort((a, b) => collator.compare(a.name, b.name));
}
