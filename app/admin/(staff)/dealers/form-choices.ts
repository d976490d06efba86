import 'server-only';
import type { Locale } from '@/i18n/routing';
import { countryChoices } from '@/lib/geo/countries';
import { listRegions } from '@/lib/geo/regions';

/** The dealer form's lists in the staff member's language: the partner form's countries and Russia's regions. */
export function dealerFormChoices(locale: Locale) {
  return { countries: countryChoices(locale), regions: listRegions(locale) };
}
