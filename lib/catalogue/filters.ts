import { z } from 'zod';
import { CAPACITY_UNITS, toKw } from './capacity';
import { byEnergyClass, ENERGY_CLASSES, REFRIGERANTS, type EnergyClass, type Refrigerant } from './engineering';
import { modelKey, searchTokens } from './model-key';
import { PHASES, type Phase } from './units';

export const PAGE_SIZE = 12;
export const SORTS = ['default', 'capacity-asc', 'capacity-desc', 'price-asc', 'name'] as const;
export type Sort = (typeof SORTS)[number];

/** Query keys of the product list; any of them makes the list a filtered (per-request, noindex) state. */
export const FILTER_KEYS = ['category', 'q', 'min', 'max', 'unit', 'refrigerant', 'class', 'supply', 'sort', 'page'] as const;

const optionalNumber = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : Number(value.replace(',', '.'))))
  // Large enough for the biggest chiller in BTU/h (min and max are in the chosen unit).
  .pipe(z.number().nonnegative().max(10_000_000).optional())
  .catch(undefined);

const filterSchema = z.object({
  category: z.string().trim().max(100).catch('').default(''),
  q: z.string().trim().max(100).catch('').default(''),
  min: optionalNumber.optional(),
  max: optionalNumber.optional(),
  /** The unit min and max are written in: kW (default) or BTU/h. */
  unit: z.enum(CAPACITY_UNITS).catch('kw').default('kw'),
  /** Engineering filters; '' is "any". */
  refrigerant: z.union([z.enum(REFRIGERANTS), z.literal('')]).catch('').default(''),
  /** The cooling class of the EU energy label. A "+" typed into a URL reaches us as a space: read it back. */
  class: z
    .string()
    .transform((value) => value.replace(/ /g, '+'))
    .pipe(z.union([z.enum(ENERGY_CLASSES), z.literal('')]))
    .catch('')
    .default(''),
  supply: z.union([z.enum(PHASES), z.literal('')]).catch('').default(''),
  sort: z.enum(SORTS).catch('default').default('default'),
  page: z.coerce.number().int().min(1).max(1000).catch(1).default(1),
});

export type ProductFilters = z.infer<typeof filterSchema>;

type RawParams = Record<string, string | string[] | undefined>;

/** Reads the list's URL state; anything malformed falls back to its default instead of failing. */
export function parseFilters(params: RawParams): ProductFilters {
  const first = (key: string) => {
    const value = params[key];
    return Array.isArray(value) ? value[0] : value;
  };
  return filterSchema.parse(Object.fromEntries(FILTER_KEYS.map((key) => [key, first(key)]).filter(([, v]) => v !== undefined)));
}

/** The URL query of a list state, without defaults, so equal states share one URL. */
export function filtersToQuery(filters: Partial<ProductFilters>): string {
  const query = new URLSearchParams();
  if (filters.category) query.set('category', filters.category);
  if (filters.q) query.set('q', filters.q);
  if (filters.min !== undefined) query.set('min', String(filters.min));
  if (filters.max !== undefined) query.set('max', String(filters.max));
  if (filters.unit && filters.unit !== 'kw') query.set('unit', filters.unit);
  if (filters.refrigerant) query.set('refrigerant', filters.refrigerant);
  if (filters.class) query.set('class', filters.class);
  if (filters.supply) query.set('supply', filters.supply);
  if (filters.sort && filters.sort !== 'default') query.set('sort', filters.sort);
  if (filters.page && filters.page > 1) query.set('page', String(filters.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * How many filters differ from the defaults (the page number is not a filter, nor the capacity unit, which only
 * says how min and max are written): the panel opens when any does.
 */
export function activeFilterCount(filters: ProductFilters): number {
  return [
    filters.category,
    filters.q,
    filters.min !== undefined,
    filters.max !== undefined,
    filters.refrigerant,
    filters.class,
    filters.supply,
    filters.sort !== 'default',
  ].filter(Boolean).length;
}

export type FilterableProduct = {
  modelCode: string;
  name: string;
  /** Further words the search matches (category names in every language, the family's synonyms), normalised. */
  searchTerms: string;
  categorySlug: string;
  parentCategorySlug: string | null;
  coolingCapacityKw: number | null;
  powerSupply: Phase;
  refrigerant: Refrigerant | null;
  energyClassCooling: EnergyClass | null;
  price: { amount: string } | null;
  sortOrder: number;
  categorySortOrder: number;
};

export type FilterOptions = { refrigerants: Refrigerant[]; energyClasses: EnergyClass[]; powerSupplies: Phase[] };

/**
 * The values the engineering filters offer: those some product has (a product without a refrigerant or a class
 * is left out of those lists), in the closed lists' order (energy classes best first), plus the one chosen.
 */
export function filterOptions(products: FilterableProduct[], chosen?: ProductFilters): FilterOptions {
  const present = <T extends string>(all: readonly T[], values: (T | null | '' | undefined)[]) => all.filter((value) => values.includes(value));
  return {
    refrigerants: present(REFRIGERANTS, [...products.map((p) => p.refrigerant), chosen?.refrigerant]),
    energyClasses: present(ENERGY_CLASSES, [...products.map((p) => p.energyClassCooling), chosen?.class]).sort(byEnergyClass),
    powerSupplies: present(PHASES, [...products.map((p) => p.powerSupply), chosen?.supply]),
  };
}

/** Applies category, text, capacity range, refrigerant, energy class, power supply and sort; returns one page and the counts. */
export function filterProducts<T extends FilterableProduct>(products: T[], filters: ProductFilters, locale: string) {
  const tokens = searchTokens(filters.q);
  const min = filters.min === undefined ? undefined : toKw(filters.min, filters.unit);
  const max = filters.max === undefined ? undefined : toKw(filters.max, filters.unit);
  const matches = products.filter((product) => {
    if (filters.category && product.categorySlug !== filters.category && product.parentCategorySlug !== filters.category) {
      return false;
    }
    if (tokens.length) {
      const haystack = `${modelKey(product.modelCode)} ${modelKey(product.name)} ${product.searchTerms}`;
      // Every word must appear; the whole query with its spaces removed also matches a code ("FCU 200").
      const joined = tokens.join('');
      if (!tokens.every((token) => haystack.includes(token)) && !modelKey(product.modelCode).includes(joined)) return false;
    }
    const capacity = product.coolingCapacityKw;
    if (min !== undefined && (capacity === null || capacity < min)) return false;
    if (max !== undefined && (capacity === null || capacity > max)) return false;
    if (filters.refrigerant && product.refrigerant !== filters.refrigerant) return false;
    if (filters.class && product.energyClassCooling !== filters.class) return false;
    if (filters.supply && product.powerSupply !== filters.supply) return false;
    return true;
  });

  const collator = new Intl.Collator(locale);
  const byDefault = (a: T, b: T) => a.categorySortOrder - b.categorySortOrder || a.sortOrder - b.sortOrder;
  const capacity = (p: T, missing: number) => p.coolingCapacityKw ?? missing;
  const sorters: Record<Sort, (a: T, b: T) => number> = {
    default: byDefault,
    'capacity-asc': (a, b) => capacity(a, Infinity) - capacity(b, Infinity) || byDefault(a, b),
    'capacity-desc': (a, b) => capacity(b, -Infinity) - capacity(a, -Infinity) || byDefault(a, b),
    // Products without a price ("Request price") come last.
    'price-asc': (a, b) => (a.price ? Number(a.price.amount) : Infinity) - (b.price ? Number(b.price.amount) : Infinity) || byDefault(a, b),
    name: (a, b) => collator.compare(a.name, b.name),
  };
  const sorted = [...matches].sort(sorters[filters.sort]);
  const pageCount = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  const page = Math.min(filters.page, pageCount);
  return { items: sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), total: sorted.length, page, pageCount };
}
