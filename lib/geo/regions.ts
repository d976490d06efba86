import type { Locale } from '@/i18n/routing';
import { RU_SUBDIVISION_CODES, type RuSubdivisionCode } from './data/ru-subdivision-codes';
import { RU_SUBDIVISION_NAMES } from './data/ru-subdivisions';
import { sortAndFilter, type LookupItem } from './lookup';

/** The Russian Federation's subdivisions (ISO 3166-2:RU) named in `locale`, sorted by name; `q` filters. */
export function listRegions(locale: Locale, q?: string | null): LookupItem[] {
  return sortAndFilter(
    RU_SUBDIVISION_CODES.map((code) => ({ code, name: RU_SUBDIVISION_NAMES[code][locale] })),
    locale,
    q,
  );
}

export function isRegionCode(value: string): value is RuSubdivisionCode {
  return (RU_SUBDIVISION_CODES as readonly string[]).includes(value);
}

export function regionName(code: string, locale: Locale): string | undefined {
  return isRegionCode(code) ? RU_SUBDIVISION_NAMES[code][locale] : undefined;
}
