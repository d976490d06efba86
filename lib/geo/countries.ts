import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import it from 'i18n-iso-countries/langs/it.json';
import ru from 'i18n-iso-countries/langs/ru.json';
import type { Locale } from '@/i18n/routing';
import { MARKET_COUNTRIES } from '@/lib/constants';
import { COUNTRY_NAME_OVERRIDES } from './country-names';
import { sortAndFilter, type LookupItem } from './lookup';

countries.registerLocale(it);
countries.registerLocale(ru);
countries.registerLocale(en);

/** Every ISO 3166-1 country with the name people use in `locale`, sorted by name; `q` filters by substring. */
export function listCountries(locale: Locale, q?: string | null): LookupItem[] {
  const names = countries.getNames(locale, { select: 'official' });
  const overrides = COUNTRY_NAME_OVERRIDES[locale];
  return sortAndFilter(
    Object.entries(names).map(([code, name]) => ({ code, name: overrides[code] ?? name })),
    locale,
    q,
  );
}

/** The partner form's list: our market's countries first (MARKET_COUNTRIES' order), then all others by name. */
export function countryChoices(locale: Locale): { market: LookupItem[]; others: LookupItem[] } {
  const all = listCountries(locale);
  const market = MARKET_COUNTRIES.flatMap((code) => all.filter((item) => item.code === code));
  return { market, others: all.filter((item) => !MARKET_COUNTRIES.some((code) => code === item.code)) };
}

export function countryName(code: string, locale: Locale): string | undefined {
  return COUNTRY_NAME_OVERRIDES[locale][code] ?? countries.getName(code, locale, { select: 'official' });
}
