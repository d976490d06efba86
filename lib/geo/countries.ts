import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import it from 'i18n-iso-countries/langs/it.json';
import ru from 'i18n-iso-countries/langs/ru.json';
import type { Locale } from '@/i18n/routing';
import { sortAndFilter, type LookupItem } from './lookup';

countries.registerLocale(it);
countries.registerLocale(ru);
countries.registerLocale(en);

/** Every ISO 3166-1 country with its official name in `locale`, sorted by name; `q` filters by substring. */
export function listCountries(locale: Locale, q?: string | null): LookupItem[] {
  const names = countries.getNames(locale, { select: 'official' });
  return sortAndFilter(
    Object.entries(names).map(([code, name]) => ({ code, name })),
    locale,
    q,
  );
}

export function countryName(code: string, locale: Locale): string | undefined {
  return countries.getName(code, locale, { select: 'official' });
}
