import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SpecSection } from '@/lib/catalogue/spec-rows';
import { PARTS, PHASES, UNIT_CODES } from '@/lib/catalogue/units';
import { serverTranslator } from '@/lib/i18n/messages';
import { seedData } from '@/prisma/seed';
import { seededDatabase } from '../support/test-db';


/** A Latin unit symbol standing on its own ("3,5 kW", "805 mm", "50 Hz"); °C and % are the same in every locale. */
type Words = Record<string, Record<string, string>>;
const catalogueWords = (locale: string) => (JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) as { Catalogue: Words }).Catalogue;

// The ampere's "A" too, but not an energy class (A++) or the end of a refrigerant's name (R410A).
const LATIN_UNIT = /(?<![\p{L}\d])(?:kW|W|kg|mm|m|V|Hz|Pa|kPa|dB\(A\)|m³\/h|A(?![+]))(?![\p{L}\d])/u;

// No-break spaces (which keep figures and units together) read as spaces here.
const cells = (sections: SpecSection[]) =>
  sections.flatMap(({ rows }) => rows.map((row) => `${row.label}: ${row.value} ${row.unit ?? ''}`.replace(/\u00A0/g, ' ')));

describe('units in the specification tables', () => {
  // The seed catalogue, read by the application's own queries.
  seededDatabase();
  let tables: (locale: 'it' | 'ru' | 'en') => Promise<{ slug: string; cells: string[] }[]>;

  beforeAll(async () => {
    const [{ getProduct }, { specSections }] = await Promise.all([import('@/lib/catalogue/products'), import('@/lib/catalogue/spec-rows')]);
    tables = async (locale) =>
      Promise.all(
        seedData.products
          .filter((product) => product.published)
          .map(async ({ slug }) => {
            const product = await getProduct(slug, locale);
            if (!product) throw new Error(`${slug} missing`);
            return { slug, cells: cells(specSections(product, locale, serverTranslator(locale, 'Catalogue'))) };
          }),
      );
  });

  it('shows no Latin unit on any Russian product page, whether the row comes from a field or the seed rows', async () => {
    const russian = await tables('ru');
    expect(russian.length).toBeGreaterThan(40);
    const latin = russian.flatMap(({ slug, cells }) => cells.filter((cell) => LATIN_UNIT.test(cell)).map((cell) => `${slug} → ${cell}`));
    expect(latin).toEqual([]);
    const wallSplit = russian.find(({ slug }) => slug === 'ws-35r32')!.cells;
    expect(wallSplit).toEqual(
      expect.arrayContaining(['Холодопроизводительность: 3,5 кВт', 'Напряжение: 220–240 В', 'Частота: 50 Гц', 'Внутренний блок: 805 × 285 × 194 мм, 9 кг ']),
    );
  });

  it('shows kW, mm and kg in Italian and English, with each locale decimal mark', async () => {
    for (const [locale, capacity] of [['it', '3,5 kW'], ['en', '3.5 kW']] as const) {
      const wallSplit = (await tables(locale)).find(({ slug }) => slug === 'ws-35r32')!.cells;
      expect(wallSplit.some((cell) => cell.endsWith(capacity))).toBe(true);
      expect(wallSplit.some((cell) => / mm$/.test(cell))).toBe(true);
      expect(wallSplit.some((cell) => / kg$/.test(cell))).toBe(true);
      expect(wallSplit.find((cell) => cell.startsWith('SEER'))).toBe(`SEER (EN 14825): ${locale === 'it' ? '8,5' : '8.5'} `);
    }
  });

  it('say each figure once: per part for a split and a fan coil (an indoor unit), as the product\'s own for a one-piece unit', async () => {
    const tables = await Promise.all(
      (['it', 'ru', 'en'] as const).map(async (locale) => {
        const { getProduct } = await import('@/lib/catalogue/products');
        const { specSections } = await import('@/lib/catalogue/spec-rows');
        const rows = async (slug: string) => {
          const product = await getProduct(slug, locale);
          return specSections(product!, locale, serverTranslator(locale, 'Catalogue')).find((s) => s.group === 'dimensions')!.rows;
        };
        return { split: await rows('ws-35r32'), fanCoil: await rows('fcu-200'), unit: await rows('ach-020s') };
      }),
    );
    for (const { split, fanCoil, unit } of tables) {
      // Every size appears in one row only.
      for (const rows of [split, fanCoil, unit]) {
        const sizes = rows.map((row) => row.value.match(/\d+\u00A0×\u00A0\d+\u00A0×\u00A0\d+/)?.[0]).filter(Boolean);
        expect(new Set(sizes).size).toBe(sizes.length);
      }
      expect(split.map((row) => row.value).join(' ')).toMatch(/805\u00A0×\u00A0285\u00A0×\u00A0194/);
      expect(split.map((row) => row.value).join(' ')).toMatch(/765\u00A0×\u00A0555\u00A0×\u00A0303/);
      // The fan coil: its indoor unit (size and weight), package, gross weight; the chiller: size, net weight, package, gross weight.
      expect(fanCoil.map((row) => row.key)).toEqual(['parts.indoor', 'technical.packageDimensions', 'technical.grossWeight']);
      expect(unit.map((row) => row.key)).toEqual(['technical.productDimensions', 'technical.netWeight', 'technical.packageDimensions', 'technical.grossWeight']);
    }
  });
});

describe('unit, phase and part words in the messages files', () => {
  it('exist for every code the data may use, in every locale (and BTU/h, shown beside capacities)', () => {
    for (const locale of ['it', 'ru', 'en']) {
      const { units, phases, parts } = catalogueWords(locale);
      expect(Object.keys(units!).sort(), locale).toEqual([...UNIT_CODES, 'btuh'].sort());
      expect(Object.keys(phases!).sort(), locale).toEqual([...PHASES].sort());
      expect(Object.keys(parts!).sort(), locale).toEqual([...PARTS].sort());
    }
  });

  it('are Cyrillic in Russian (°C and % aside)', () => {
    const { units } = catalogueWords('ru');
    for (const [code, label] of Object.entries(units!)) {
      if (code === 'celsius' || code === 'pct') continue;
      expect(label, code).not.toMatch(/[A-Za-z]/);
    }
  });

  it('are the only units the seed data uses', () => {
    const used = new Set(seedData.products.flatMap((p) => p.specRows.map((row) => row.unit).filter(Boolean)));
    for (const code of used) expect(UNIT_CODES).toContain(code);
  });
});
