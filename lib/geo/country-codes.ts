// ISO 3166-1 alpha-2 codes from i18n-iso-countries' own code table: the browser's copy of the form schema
// checks a code with it, without loading any country names.
import codes from 'i18n-iso-countries/codes.json';

const ALPHA2 = new Set<string>((codes as string[][]).map((row) => row[0]!));

/** The Russian Federation: a partner from here is a resident (region and INN rules apply). */
export const RESIDENT_COUNTRY = 'RU';

export function isCountryCode(value: string): boolean {
  return ALPHA2.has(value);
}
