import { beforeAll, describe, expect, it } from 'vitest';
import { activeFilterCount, FILTER_KEYS, filterOptions, filterProducts, filtersToQuery, parseFilters, PAGE_SIZE, type FilterableProduct } from '@/lib/catalogue/filters';
import { modelKey, searchTokens } from '@/lib/catalogue/model-key';
import { formatPrice, priceTotal } from '@/lib/catalogue/price';
import { formatDecimal, formatNumber, localizeValue } from '@/lib/catalogue/units';
import { seededDatabase } from '../support/test-db';

describe('modelKey', () => {
  it('ignores case, spaces and punctuation', () => {
    expect(modelKey('FCU-200')).toBe('fcu200');
    expect(modelKey('fcu 200')).toBe(modelKey('FCU-200'));
    expect(modelKey('FCU 400/4T')).toBe('fcu4004t');
    expect(modelKey('HRV 1500 EC')).toBe(modelKey('hrv-1500ec'));
  });

  it('keeps letters of every script and drops accents', () => {
    expect(modelKey('Чиллер ACH-050S')).toBe('чиллерach050s');
    expect(modelKey('Unità a cassetta')).toBe('unitaacassetta');
    expect(searchTokens('  FCU-200   4T ')).toEqual(['fcu200', '4t']);
  });
});

describe('formatPrice', () => {
  const price = { amount: '1290.00', currency: 'EUR' };
  it('follows each locale', () => {
    expect(formatPrice(price, 'it').replace(/\s/g, ' ')).toBe('1.290,00 €');
    expect(formatPrice(price, 'ru').replace(/\s/g, ' ')).toBe('1 290,00 €');
    expect(formatPrice(price, 'en')).toBe('€1,290.00');
  });
});

describe('priceTotal (a quote list)', () => {
  const eur = (amount: string) => ({ amount, currency: 'EUR' });
  it('adds the priced lines in cents and counts the others', () => {
    expect(priceTotal([{ price: eur('0.10'), quantity: 3 }, { price: eur('890.00'), quantity: 2 }, { price: null, quantity: 5 }])).toEqual({ total: eur('1780.30'), unpriced: 1 });
  });
  it('has no total without a priced line, or with two currencies', () => {
    expect(priceTotal([{ price: null, quantity: 1 }])).toEqual({ total: null, unpriced: 1 });
    expect(priceTotal([{ price: eur('10.00'), quantity: 1 }, { price: { amount: '10.00', currency: 'RUB' }, quantity: 1 }])).toEqual({ total: null, unpriced: 2 });
  });
});

describe('numbers in the specification tables', () => {
  it('use the decimal mark of the locale', () => {
    expect(formatNumber(3.5, 'it')).toBe('3,5');
    expect(formatNumber(3.5, 'ru')).toBe('3,5');
    expect(formatNumber(3.5, 'en')).toBe('3.5');
  });

  it('show a plain number from the data in the locale format, keeping its decimals, and other values as written', () => {
    expect(localizeValue('4.60', 'it')).toBe('4,60');
    expect(localizeValue('4.60', 'en')).toBe('4.60');
    expect(localizeValue('12500', 'ru').replace(/\s/g, ' ')).toBe('12 500');
    expect(localizeValue('\u22124', 'en')).toBe('\u22124');
    for (const asWritten of ['R32', 'A+++ / A++', '\u221215 … +50', '21–38', '1/2"', '220–240']) {
      expect(localizeValue(asWritten, 'ru')).toBe(asWritten);
    }
  });

  it('group digits as each language does, the same in tables and in the seed prose: from five figures in Italian and Russian, from four in English', () => {
    expect(localizeValue('1250', 'it')).toBe('1250');
    expect(localizeValue('1250', 'ru')).toBe('1250');
    expect(localizeValue('1250', 'en')).toBe('1,250');
    expect(localizeValue('12500', 'it')).toBe('12.500');
    expect(formatDecimal(12500.5, 'ru', { decimals: 1 })).toBe('12\u00A0500,5');
    expect(formatDecimal(-0.5, 'it')).toBe('\u22120,5');
    expect(formatDecimal(2.05, 'en', { maximumFractionDigits: 20 })).toBe('2.05');
  });
});

const product = (over: Partial<FilterableProduct> & { modelCode: string }): FilterableProduct => ({
  name: over.modelCode,
  searchTerms: '',
  categorySlug: 'two-pipe-fan-coils',
  parentCategorySlug: 'fan-coils',
  coolingCapacityKw: 2,
  powerSupply: 'single',
  refrigerant: null,
  energyClassCooling: null,
  price: null,
  sortOrder: 0,
  categorySortOrder: 0,
  ...over,
});

describe('filterProducts', () => {
  const items = [
    product({ modelCode: 'FCU 200', coolingCapacityKw: 2.1, price: { amount: '420.00' }, sortOrder: 1 }),
    product({ modelCode: 'FCU 400/4T', categorySlug: 'four-pipe-fan-coils', coolingCapacityKw: 4.2, sortOrder: 2 }),
    product({ modelCode: 'ACH-300S', categorySlug: 'air-cooled-chillers', parentCategorySlug: 'chillers', coolingCapacityKw: 300, price: { amount: '90000.00' }, sortOrder: 3 }),
    product({ modelCode: 'HRV 1500 EC', categorySlug: 'heat-recovery-units', parentCategorySlug: 'ventilation', coolingCapacityKw: null, sortOrder: 4 }),
  ];
  const codes = (filters: Record<string, string>) =>
    filterProducts(items, parseFilters(filters), 'en').items.map((p) => p.modelCode);

  it('finds a model code however it is typed', () => {
    expect(codes({ q: 'FCU-200' })).toEqual(['FCU 200']);
    expect(codes({ q: 'fcu200' })).toEqual(['FCU 200']);
    expect(codes({ q: 'FCU 400 4T' })).toEqual(['FCU 400/4T']);
    expect(codes({ q: 'hrv-1500ec' })).toEqual(['HRV 1500 EC']);
  });

  it('filters by a parent category (its children included) or a child category', () => {
    expect(codes({ category: 'fan-coils' })).toEqual(['FCU 200', 'FCU 400/4T']);
    expect(codes({ category: 'four-pipe-fan-coils' })).toEqual(['FCU 400/4T']);
  });

  it('filters by a cooling-capacity range, leaving out units without one', () => {
    expect(codes({ min: '4', max: '400' })).toEqual(['FCU 400/4T', 'ACH-300S']);
    expect(codes({ max: '3' })).toEqual(['FCU 200']);
  });

  it('reads the capacity range in BTU/h with unit=btu (4.2 kW = 14 331 BTU/h), and an unknown unit as kW', () => {
    expect(codes({ min: '14000', max: '1100000', unit: 'btu' })).toEqual(['FCU 400/4T', 'ACH-300S']);
    expect(codes({ min: '14400', unit: 'btu' })).toEqual(['ACH-300S']);
    expect(codes({ max: '7200', unit: 'btu' })).toEqual(['FCU 200']);
    expect(codes({ min: '4', max: '400', unit: 'furlongs' })).toEqual(['FCU 400/4T', 'ACH-300S']);
    expect(filtersToQuery(parseFilters({ min: '14000', unit: 'btu' }))).toBe('?min=14000&unit=btu');
    expect(filtersToQuery(parseFilters({ min: '4', unit: 'kw' }))).toBe('?min=4');
    expect(activeFilterCount(parseFilters({ unit: 'btu' }))).toBe(0);
  });

  it('sorts, with unpriced products last by price', () => {
    expect(codes({ sort: 'capacity-desc' })).toEqual(['ACH-300S', 'FCU 400/4T', 'FCU 200', 'HRV 1500 EC']);
    expect(codes({ sort: 'price-asc' }).slice(0, 2)).toEqual(['FCU 200', 'ACH-300S']);
  });

  it('paginates and clamps a page past the end', () => {
    const many = Array.from({ length: PAGE_SIZE + 3 }, (_, i) => product({ modelCode: `X-${i}`, sortOrder: i }));
    const last = filterProducts(many, parseFilters({ page: '9' }), 'en');
    expect(last).toMatchObject({ page: 2, pageCount: 2, total: PAGE_SIZE + 3 });
    expect(last.items).toHaveLength(3);
  });

  it('reads malformed URL state as defaults and writes only what differs from them', () => {
    expect(parseFilters({ min: 'abc', sort: 'bogus', page: '-3' })).toMatchObject({ min: undefined, sort: 'default', page: 1 });
    expect(filtersToQuery(parseFilters({ category: 'chillers', q: 'ACH', min: '20', sort: 'name', page: '2' }))).toBe(
      '?category=chillers&q=ACH&min=20&sort=name&page=2',
    );
    expect(filtersToQuery(parseFilters({}))).toBe('');
  });
});

describe('refrigerant, energy class and power supply filters', () => {
  const items = [
    product({ modelCode: 'WS-35R32', categorySlug: 'wall-mounted-splits', refrigerant: 'R32', energyClassCooling: 'A+++', sortOrder: 1 }),
    product({ modelCode: 'WS-70R32', categorySlug: 'wall-mounted-splits', refrigerant: 'R32', energyClassCooling: 'A++', sortOrder: 2 }),
    product({ modelCode: 'UFC 140', categorySlug: 'floor-ceiling-units', refrigerant: 'R32', powerSupply: 'three', sortOrder: 3 }),
    product({ modelCode: 'VRX 224', categorySlug: 'vrf-systems', refrigerant: 'R410A', powerSupply: 'three', sortOrder: 4 }),
    product({ modelCode: 'WCH 300', categorySlug: 'water-cooled-chillers', refrigerant: 'R134a', powerSupply: 'three', sortOrder: 5 }),
    product({ modelCode: 'FCU 200', sortOrder: 6 }),
  ];
  const codes = (filters: Record<string, string>) => filterProducts(items, parseFilters(filters), 'en').items.map((p) => p.modelCode);

  it('keep only the products with that refrigerant, that cooling class, that supply, and combine with each other', () => {
    expect(codes({ refrigerant: 'R32' })).toEqual(['WS-35R32', 'WS-70R32', 'UFC 140']);
    expect(codes({ refrigerant: 'R410A' })).toEqual(['VRX 224']);
    expect(codes({ class: 'A++' })).toEqual(['WS-70R32']);
    expect(codes({ class: 'A+++' })).toEqual(['WS-35R32']);
    expect(codes({ supply: 'three' })).toEqual(['UFC 140', 'VRX 224', 'WCH 300']);
    expect(codes({ supply: 'single' })).toEqual(['WS-35R32', 'WS-70R32', 'FCU 200']);
    expect(codes({ refrigerant: 'R32', supply: 'three' })).toEqual(['UFC 140']);
    expect(codes({ refrigerant: 'R134a', class: 'A++' })).toEqual([]);
  });

  it('read a class whose "+" became a space in a hand-typed URL, and anything unknown as "any"', () => {
    expect(parseFilters({ class: 'A  ' }).class).toBe('A++');
    expect(parseFilters({ class: 'A++' }).class).toBe('A++');
    expect(parseFilters({ class: 'Z', refrigerant: 'R22', supply: 'four' })).toMatchObject({ class: '', refrigerant: '', supply: '' });
    expect(codes({ refrigerant: 'R22' })).toHaveLength(items.length);
  });

  it('are URL state: written without defaults, read back the same, and each one makes the list a filtered page', () => {
    const query = filtersToQuery(parseFilters({ refrigerant: 'R32', class: 'A+++', supply: 'single', page: '1' }));
    expect(query).toBe('?refrigerant=R32&class=A%2B%2B%2B&supply=single');
    expect(parseFilters(Object.fromEntries(new URLSearchParams(query)))).toMatchObject({ refrigerant: 'R32', class: 'A+++', supply: 'single' });
    expect(filtersToQuery(parseFilters({ refrigerant: '', class: '', supply: '' }))).toBe('');
    expect(FILTER_KEYS).toEqual(expect.arrayContaining(['refrigerant', 'class', 'supply']));
  });

  it('offer only the values that occur (classes best first), and the chosen one', () => {
    expect(filterOptions(items)).toEqual({ refrigerants: ['R32', 'R410A', 'R134a'], energyClasses: ['A+++', 'A++'], powerSupplies: ['single', 'three'] });
    expect(filterOptions(items.slice(0, 2))).toEqual({ refrigerants: ['R32'], energyClasses: ['A+++', 'A++'], powerSupplies: ['single'] });
    expect(filterOptions(items.slice(0, 1), parseFilters({ refrigerant: 'R290', class: 'B' }))).toMatchObject({ refrigerants: ['R32', 'R290'], energyClasses: ['A+++', 'B'] });
  });
});

describe('activeFilterCount', () => {
  it('counts the filters that differ from the defaults, not the page number', () => {
    expect(activeFilterCount(parseFilters({}))).toBe(0);
    expect(activeFilterCount(parseFilters({ page: '3' }))).toBe(0);
    expect(activeFilterCount(parseFilters({ category: 'chillers', q: 'ACH', min: '0', sort: 'name' }))).toBe(4);
    expect(activeFilterCount(parseFilters({ max: '10', sort: 'default' }))).toBe(1);
  });

  it('counts the refrigerant, energy class and power supply, so the panel opens on them', () => {
    expect(activeFilterCount(parseFilters({ refrigerant: 'R32' }))).toBe(1);
    expect(activeFilterCount(parseFilters({ refrigerant: 'R32', class: 'A++', supply: 'three' }))).toBe(3);
    expect(activeFilterCount(parseFilters({ refrigerant: 'R22', class: '', supply: 'any' }))).toBe(0);
  });
});

describe('search over category names and synonyms', () => {
  // The seed catalogue, read by the application's own queries.
  seededDatabase();
  let search: (locale: 'it' | 'ru' | 'en', q: string) => Promise<string[]>;

  beforeAll(async () => {
    const { getProductCards } = await import('@/lib/catalogue/products');
    search = async (locale, q) => filterProducts(await getProductCards(locale), parseFilters({ q }), locale).items.map((p) => p.categorySlug);
  });

  it.each([
    ['it', 'chiller', 'chillers'],
    ['it', 'refrigeratore', 'chillers'],
    ['ru', 'чиллер', 'chillers'],
    ['en', 'chiller', 'chillers'],
    ['it', 'fan coil', 'fan-coils'],
    ['ru', 'фанкойл', 'fan-coils'],
    ['en', 'ventilconvettore', 'fan-coils'],
    ['ru', 'кассетный', 'cassette'],
    ['it', 'canalizzabile', 'ducted'],
  ] as const)('on the %s site "%s" finds %s', async (locale, q, family) => {
    const found = await search(locale, q);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((slug) => slug.includes(family) || (family === 'chillers' && slug.endsWith('chillers')))).toBe(true);
  });

  it('matches a category name written in another language', async () => {
    // "Ventilconvettori" (Italian category name) on the Russian site.
    expect((await search('ru', 'ventilconvettori')).length).toBeGreaterThan(0);
  });
});
