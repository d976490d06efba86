import { describe, expect, it } from 'vitest';
import { GET as getCountries } from '@/app/api/countries/route';
import { GET as getRegions } from '@/app/api/regions/route';
import { countryChoices, listCountries } from '@/lib/geo/countries';
import { RU_SUBDIVISION_CODES } from '@/lib/geo/data/ru-subdivision-codes';
import { RU_SUBDIVISION_NAMES } from '@/lib/geo/data/ru-subdivisions';
import { lookupLocale } from '@/lib/geo/lookup';
import { isRegionCode, listRegions } from '@/lib/geo/regions';

const LOCALES = ['it', 'ru', 'en'] as const;

function isSorted(names: string[], locale: string) {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return names.every((name, i) => i === 0 || collator.compare(names[i - 1]!, name) <= 0);
}

describe('countries', () => {
  it.each(LOCALES)('lists every ISO 3166-1 country in %s, sorted by name', (locale) => {
    const list = listCountries(locale);
    expect(list.length).toBeGreaterThanOrEqual(249);
    expect(isSorted(list.map((c) => c.name), locale)).toBe(true);
    expect(list.every((c) => /^[A-Z]{2}$/.test(c.code) && c.name.trim() !== '')).toBe(true);
  });

  it('names the countries in the requested language', () => {
    const name = (locale: (typeof LOCALES)[number], code: string) => listCountries(locale).find((c) => c.code === code)?.name;
    expect(name('ru', 'RU')).toBe('Россия');
    expect(name('it', 'DE')).toBe('Germania');
    expect(name('en', 'TM')).toBe('Turkmenistan');
    expect(name('ru', 'IT')).toBe('Италия');
  });

  it('filters by a case-insensitive substring', () => {
    expect(listCountries('it', 'GERM').map((c) => c.code)).toEqual(['DE']);
    expect(listCountries('ru', 'туркм').map((c) => c.code)).toEqual(['TM']);
    expect(listCountries('en', 'zzzz')).toEqual([]);
  });
});

describe('Russian regions (ISO 3166-2:RU)', () => {
  it('has the 83 codes ISO lists, each named in the three languages', () => {
    expect(RU_SUBDIVISION_CODES).toHaveLength(83);
    expect(new Set(RU_SUBDIVISION_CODES).size).toBe(83);
    expect(RU_SUBDIVISION_CODES.every((code) => /^RU-[A-Z]{2,3}$/.test(code))).toBe(true);
    expect(Object.keys(RU_SUBDIVISION_NAMES).sort()).toEqual([...RU_SUBDIVISION_CODES].sort());
    for (const locale of LOCALES) {
      const names = Object.values(RU_SUBDIVISION_NAMES).map((n) => n[locale]);
      expect(new Set(names).size, `${locale} names are unique`).toBe(83);
    }
  });

  it('writes Russian names in Cyrillic and the others in Latin script', () => {
    for (const names of Object.values(RU_SUBDIVISION_NAMES)) {
      expect(names.ru).toMatch(/^[А-Яа-яЁё ,()—-]+$/);
      expect(names.it).not.toMatch(/[А-Яа-яЁё]/);
      expect(names.en).not.toMatch(/[А-Яа-яЁё]/);
    }
  });

  it.each(LOCALES)('lists all regions in %s, sorted by name', (locale) => {
    const list = listRegions(locale);
    expect(list).toHaveLength(83);
    expect(isSorted(list.map((r) => r.name), locale)).toBe(true);
  });

  it('filters by a case-insensitive substring, ignoring accents', () => {
    expect(listRegions('ru', 'МОСК').map((r) => r.code).sort()).toEqual(['RU-MOS', 'RU-MOW']);
    expect(listRegions('it', 'mosca').map((r) => r.code).sort()).toEqual(['RU-MOS', 'RU-MOW']);
    expect(listRegions('en', 'petersburg').map((r) => r.code)).toEqual(['RU-SPE']);
    expect(listRegions('it', 'celjabinsk').map((r) => r.code)).toEqual(['RU-CHE']);
    expect(listRegions('ru', 'ОРЛОВ').map((r) => r.code)).toEqual(['RU-ORL']);
  });

  it('knows its codes', () => {
    expect(isRegionCode('RU-MOW')).toBe(true);
    expect(isRegionCode('RU-CR')).toBe(false);
    expect(isRegionCode('ru-mow')).toBe(false);
  });
});

describe('the partner form\'s country list', () => {
  it('heads with Russia, the CIS and Turkmenistan, in the names people of the market write', () => {
    const { market, others } = countryChoices('ru');
    expect(market.map((item) => item.code)).toEqual(['RU', 'BY', 'KZ', 'UZ', 'KG', 'AM', 'AZ', 'TJ', 'TM']);
    expect(market.map((item) => item.name)).toEqual(
      expect.arrayContaining(['Россия', 'Беларусь', 'Казахстан', 'Туркменистан']),
    );
    expect(others.some((item) => item.code === 'RU' || item.code === 'TM')).toBe(false);
    expect(others.find((item) => item.code === 'MD')?.name).toBe('Молдова');
    expect(countryChoices('en').market[0]).toEqual({ code: 'RU', name: 'Russia' });
  });
});

describe('lookup locale', () => {
  it('is Italian when missing or unknown', () => {
    expect(lookupLocale(null)).toBe('it');
    expect(lookupLocale('de')).toBe('it');
    expect(lookupLocale('ru')).toBe('ru');
  });
});

describe('GET /api/countries and /api/regions', () => {
  it('answer [{code, name}] in the requested locale with public cache headers', async () => {
    const response = getCountries(new Request('http://localhost/api/countries?locale=ru'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const body = (await response.json()) as { code: string; name: string }[];
    expect(body[0]).toEqual({ code: expect.any(String), name: expect.any(String) });
    expect(body.find((c) => c.code === 'RU')?.name).toBe('Россия');
  });

  it('default to Italian, also for an unknown locale', async () => {
    const regions = (await getRegions(new Request('http://localhost/api/regions?locale=xx&q=mosca')).json()) as { code: string; name: string }[];
    expect(regions).toEqual([
      { code: 'RU-MOW', name: 'Mosca (città federale)' },
      { code: 'RU-MOS', name: "Mosca (oblast')" },
    ]);
    const countries = (await getCountries(new Request('http://localhost/api/countries')).json()) as { code: string; name: string }[];
    expect(countries.find((c) => c.code === 'DE')?.name).toBe('Germania');
  });

  it('filter regions by q', async () => {
    const response = getRegions(new Request('http://localhost/api/regions?locale=en&q=kra'));
    const body = (await response.json()) as { code: string }[];
    expect(body.map((r) => r.code)).toEqual(expect.arrayContaining(['RU-KDA', 'RU-KYA', 'RU-ALT']));
    expect(body.every((r) => listRegions('en').some((x) => x.code === r.code))).toBe(true);
  });
});
