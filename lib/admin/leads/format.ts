import type { Locale } from '@/i18n/routing';
import { countryName } from '@/lib/geo/countries';
import { regionName } from '@/lib/geo/regions';

/** The time zone of the back office's dates (the same as its client provider's, app/admin/layout.tsx). */
export const ADMIN_TIME_ZONE = 'Europe/Rome';

/** A date and time as staff read it in their language ("21/11/26, 14:05", "21.11.2026, 14:05"). */
export function formatDateTime(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: ADMIN_TIME_ZONE }).format(date);
}

/** A country code as its name in the staff member's language; the code when unknown. */
export const countryLabel = (code: string | null, locale: Locale) => (code ? (countryName(code, locale) ?? code) : '');

/** A Russian region's ISO 3166-2 code as its name in the staff member's language; the code when unknown. */
export const regionLabel = (code: string | null, locale: Locale) => (code ? (regionName(code, locale) ?? code) : '');

/** The public product page of a slug, in the staff member's language (Italian has no prefix). */
export const productPath = (slug: string, locale: Locale) => `${locale === 'it' ? '' : `/${locale}`}/product/${encodeURIComponent(slug)}`;
