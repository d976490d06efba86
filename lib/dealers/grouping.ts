import type { Locale } from '@/i18n/routing';
import { countryName } from '@/lib/geo/countries';
import { regionName } from '@/lib/geo/regions';
import type { DealerFilter } from './filters';
import { DEALER_KINDS, type DealerKind } from './values';

// The public list's shape: countries by name in the visitor's language, within a country its regions by name
// (only where the country data has regions: RU), then dealers by city and name. Pure, so it is tested alone.

/** A published dealer as the public pages read it (plain values: it passes through Next's data cache). */
export type PublicDealer = {
  id: string;
  name: string;
  country: string;
  region: string | null;
  city: string;
  address: string;
  phone: string;
  email: string | null;
  website: string | null;
  sales: boolean;
  installation: boolean;
  service: boolean;
};

export type RegionGroup = { code: string | null; name: string | null; dealers: PublicDealer[] };
export type CountryGroup = { code: string; name: string; count: number; regions: RegionGroup[] };

export const dealerKinds = (dealer: PublicDealer): DealerKind[] => DEALER_KINDS.filter((kind) => dealer[kind]);

export function groupDealers(dealers: PublicDealer[], locale: Locale): CountryGroup[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const byName = <T extends { name: string | null }>(a: T, b: T) =>
    // A country's dealers without a region (none in RU, all elsewhere) come first, under the country alone.
    a.name === null ? -1 : b.name === null ? 1 : collator.compare(a.name, b.name);
  const countries = new Map<string, Map<string | null, PublicDealer[]>>();
  for (const dealer of dealers) {
    const regions = countries.get(dealer.country) ?? new Map<string | null, PublicDealer[]>();
    countries.set(dealer.country, regions);
    const region = regionName(dealer.region ?? '', locale) ? dealer.region : null;
    regions.set(region, [...(regions.get(region) ?? []), dealer]);
  }
  return [...countries]
    .map(([code, regions]) => ({
      code,
      name: countryName(code, locale) ?? code,
      count: [...regions.values()].reduce((sum, list) => sum + list.length, 0),
      regions: [...regions]
        .map(([region, list]) => ({
          code: region,
          name: region ? (regionName(region, locale) ?? region) : null,
          dealers: [...list].sort((a, b) => collator.compare(a.city, b.city) || collator.compare(a.name, b.name)),
        }))
        .sort(byName),
    }))
    .sort(byName);
}

/** The groups the filter asks for (a country, then a region of it); everything without a filter. */
export function filterGroups(groups: CountryGroup[], filter: DealerFilter): CountryGroup[] {
  if (!filter.country) return groups;
  return groups
    .filter((group) => group.code === filter.country)
    .map((group) => {
      const regions = filter.region ? group.regions.filter((region) => region.code === filter.region) : group.regions;
      return { ...group, regions, count: regions.reduce((sum, region) => sum + region.dealers.length, 0) };
    })
    .filter((group) => group.count > 0);
}

/** The filter's choices: countries with dealers, and the regions of Russia with dealers, named in `locale`. */
export function filterChoices(groups: CountryGroup[]) {
  return {
    countries: groups.map((group) => ({ code: group.code, name: group.name })),
    regions: groups.flatMap((group) => group.regions.flatMap((region) => (region.code && region.name ? [{ code: region.code, name: region.name }] : []))),
  };
}
