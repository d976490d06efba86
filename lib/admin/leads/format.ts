import type { Locale } from '@/i18n/routing';
import { countryName } from '@/lib/geo/countries';
import { regionName } from '@/lib/geo/regions';

/** A country code as its name in the staff member's language; the code when unknown. */
export const countryLabel = (code: string | null, locale: Locale) => (code ? (countryName(code, locale) ?? code) : '');

/** A Russian region's ISO 3166-2 code as its name in the staff member's language; the code when unknown. */
export const regionLabel = (code: string | null, locale: Locale) => (code ? (regionName(code, locale) ?? code) : '');

/** The public product page of a slug, in the staff member's language (Italian has no prefix). */
export const productPath = (slug: string, locale: Locale) => `${locale === 'it' ? '' : `/${locale}`}/product/${encodeURIComponent(slug)}`;

export { phoneLabel } from '@/lib/forms/phone';
