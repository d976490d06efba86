import { isCountryCode, RESIDENT_COUNTRY } from '@/lib/geo/country-codes';
import { RU_SUBDIVISION_CODES } from '@/lib/geo/data/ru-subdivision-codes';

// The public filter, read from the URL. Nothing here reads the database: the proxy and the pages share it.

export type DealerFilter = { country: string | null; region: string | null };

const REGIONS = new Set<string>(RU_SUBDIVISION_CODES);
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The country and region asked for; an unknown code is no filter. A region exists only in the country data that
 * has regions (RU), so a region alone means Russia, and a region with another country is dropped.
 */
export function readDealerFilter(params: Record<string, string | string[] | undefined>): DealerFilter {
  const countryValue = (first(params.country) ?? '').trim().toUpperCase();
  const regionValue = (first(params.region) ?? '').trim().toUpperCase();
  const region = REGIONS.has(regionValue) ? regionValue : null;
  const country = isCountryCode(countryValue) ? countryValue : region ? RESIDENT_COUNTRY : null;
  return { country, region: country === RESIDENT_COUNTRY ? region : null };
}
