import { describe, expect, it } from 'vitest';
import { productFormSchema } from '@/lib/admin/catalogue/schema';
import { alignSpecRows, compareQuery, readCompareParams, visibleSections, type CompareSection } from '@/lib/catalogue/compare';
import type { SpecSection } from '@/lib/catalogue/spec-rows';
import { serverTranslator } from '@/lib/i18n/messages';
import { seededDatabase } from '../support/test-db';
import { specSections } from '@/lib/catalogue/spec-rows';
import { productSpecRows } from '@/lib/catalogue/spec-labels';
import { SEED_SPEC_DICTIONARY } from '@/prisma/data/products/labels';
import { seedData } from '@/prisma/seed';

const kw = (value: string) => ({ value, unit: 'kW' });

/** A split's table as specSections gives it (shortened). */
const split = (cooling: string, weight: string): SpecSection[] => [
  { group: 'performance', rows: [{ label: 'Cooling', ...kw(cooling), alt: `${cooling}0 BTU/h` }, { label: 'SEER', value: '6.1' }] },
  { group: 'electrical', rows: [{ label: 'Supply', value: 'Single phase' }] },
  { group: 'dimensions', rows: [{ label: 'Net weight', value: weight, unit: 'kg' }] },
];

/** A chiller's: other performance rows, a refrigerant group the split has too, no acoustics. */
const chiller: SpecSection[] = [
  { group: 'general', rows: [{ label: 'Compressors', value: '2' }] },
  { group: 'performance', rows: [{ label: 'Cooling', ...kw('20'), alt: '200 BTU/h' }, { label: 'EER', value: '3.1' }, { label: 'SEER', value: '4.2' }] },
  { group: 'electrical', rows: [{ label: 'Supply', value: 'Three phase' }] },
  { group: 'dimensions', rows: [{ label: 'Net weight', value: '180', unit: 'kg' }] },
];

const table = (sections: CompareSection[]) =>
  sections.map(({ group, rows }) => [group, rows.map((row) => [row.label, row.cells.map((cell) => cell?.value ?? '—').join(' | '), row.differs ? 'differs' : 'same'])]);

/** A seed product's table in a language, as the product page builds it (rows resolved through the seed's dictionary). */
function seedTable(slug: string, locale: 'it' | 'ru' | 'en'): SpecSection[] {
  const { technical: { coolingCapacityKw, heatingCapacityKw, ...technical }, specRows } = seedData.products.find((p) => p.slug === slug)!;
  return specSections({ coolingCapacityKw, heatingCapacityKw, technical, specifications: productSpecRows(specRows, [], SEED_SPEC_DICTIONARY, locale) }, locale, serverTranslator(locale, 'Catalogue'));
}

describe('comparison rows', () => {
  it('line up a wall split, a cassette and a fan coil by quantity, in every language: one row each for what all three state', () => {
    for (const locale of ['it', 'ru', 'en'] as const) {
      const rows = alignSpecRows(['ws-35r32', 'cst-35', 'fcu-300'].map((slug) => seedTable(slug, locale))).flatMap((section) => section.rows);
      const rowOf = (key: string) => {
        const found = rows.filter((row) => row.cells.some((cell) => cell?.key === key));
        expect(found, `${key} (${locale})`).toHaveLength(1);
        return found[0]!;
      };
      for (const key of ['technical.coolingCapacity', 'technical.heatingCapacity', 'ratingCooling', 'ratingHeating', 'soundIndoor', 'soundPowerIndoor', 'parts.indoor', 'technical.maxCurrent', 'breaker', 'airflow']) {
        expect(rowOf(key).shared, `${key} (${locale})`).toBe(true);
      }
      // What only the split systems have: the outdoor unit, its sound power, the refrigerant lines; the fan coil's cell is empty.
      for (const key of ['parts.outdoor', 'technical.soundPowerOutdoor', 'pipeLiquid', 'pipeGas', 'technical.seer']) {
        expect(rowOf(key).cells.map((cell) => cell !== null), `${key} (${locale})`).toEqual([true, true, false]);
      }
      // The fan coil's water side: its own.
      expect(rowOf('technical.waterFlow').cells.map((cell) => cell !== null)).toEqual([false, false, true]);
      // Rated at different conditions: an air-to-air split and a water fan coil say so on the same line.
      expect(rowOf('ratingCooling').valuesDiffer).toBe(true);
    }
  });

  it('meets rows by their key, not their label: a label edited in one product still lines up, a row without a key by its label', () => {
    const a: SpecSection[] = [{ group: 'acoustics', rows: [{ key: 'soundIndoor', label: 'Sound pressure, indoor unit', value: '30–38', unit: 'dB(A)' }, { label: 'Noise', value: '40' }] }];
    const b: SpecSection[] = [{ group: 'acoustics', rows: [{ key: 'soundIndoor', label: 'Indoor sound pressure (1 m)', value: '28–35', unit: 'dB(A)' }, { label: 'Noise', value: '41' }] }];
    expect(table(alignSpecRows([a, b]))).toEqual([['acoustics', [['Sound pressure, indoor unit', '30–38 | 28–35', 'differs'], ['Noise', '40 | 41', 'differs']]]]);
  });

  it('lines up two products of one family row by row, marking only the rows whose values differ', () => {
    expect(table(alignSpecRows([split('3.5', '9'), split('5', '9')]))).toEqual([
      ['performance', [['Cooling', '3.5 | 5', 'differs'], ['SEER', '6.1 | 6.1', 'same']]],
      ['electrical', [['Supply', 'Single phase | Single phase', 'same']]],
      ['dimensions', [['Net weight', '9 | 9', 'same']]],
    ]);
  });

  it('compares the unit and the BTU/h figure too, and keeps the capacity cell whole (alt included)', () => {
    const [performance] = alignSpecRows([split('3.5', '9'), [{ group: 'performance', rows: [{ label: 'Cooling', value: '3.5', unit: 'kcal/h' }] }]]);
    expect(performance!.rows[0]).toMatchObject({ label: 'Cooling', differs: true, shared: true });
    expect(performance!.rows[0]!.cells[0]).toEqual({ label: 'Cooling', value: '3.5', unit: 'kW', alt: '3.50 BTU/h' });
  });

  it('puts products of different families side by side: shared rows first in each group, the rest after with a dash', () => {
    expect(table(alignSpecRows([split('3.5', '9'), chiller]))).toEqual([
      ['general', [['Compressors', '— | 2', 'differs']]],
      ['performance', [['Cooling', '3.5 | 20', 'differs'], ['SEER', '6.1 | 4.2', 'differs'], ['EER', '— | 3.1', 'differs']]],
      ['electrical', [['Supply', 'Single phase | Three phase', 'differs']]],
      ['dimensions', [['Net weight', '9 | 180', 'differs']]],
    ]);
    const performance = alignSpecRows([split('3.5', '9'), chiller]).find((section) => section.group === 'performance')!;
    expect(performance.rows.map((row) => row.shared)).toEqual([true, true, false]);
    // Highlighted only where two products give different values: EER has one value and a dash.
    expect(performance.rows.map((row) => row.valuesDiffer)).toEqual([true, true, false]);
  });

  it('marks a row one product lacks as differing even where every other product agrees', () => {
    const lacking: SpecSection[] = [{ group: 'performance', rows: [{ label: 'Cooling', ...kw('3.5'), alt: '3.50 BTU/h' }] }];
    const rows = alignSpecRows([split('3.5', '9'), split('3.5', '9'), lacking]).flatMap((section) => section.rows);
    expect(rows.map((row) => [row.label, row.cells.map((cell) => cell?.value ?? null), row.shared])).toEqual([
      ['Cooling', ['3.5', '3.5', '3.5'], true],
      ['SEER', ['6.1', '6.1', null], false],
      ['Supply', ['Single phase', 'Single phase', null], false],
      ['Net weight', ['9', '9', null], false],
    ]);
    expect(rows.find((row) => row.label === 'Cooling')!.differs).toBe(false);
    expect(rows.filter((row) => !row.shared).every((row) => row.differs && !row.valuesDiffer)).toBe(true);
  });

  it('orders rows as the first product that has them lists them, whatever order the groups arrive in', () => {
    const first: SpecSection[] = [{ group: 'acoustics', rows: [{ label: 'A', value: '1' }, { label: 'D', value: '1' }] }];
    // The second product lists B and C between A and D, and a group that belongs before acoustics last.
    const second: SpecSection[] = [
      { group: 'acoustics', rows: [{ label: 'B', value: '2' }, { label: 'A', value: '1' }, { label: 'C', value: '2' }, { label: 'D', value: '1' }, { label: 'E', value: '2' }] },
      { group: 'general', rows: [{ label: 'G', value: '2' }] },
    ];
    const third: SpecSection[] = [{ group: 'acoustics', rows: [{ label: 'D', value: '1' }, { label: 'A', value: '1' }] }];
    const aligned = alignSpecRows([first, second, third]);
    expect(aligned.map((section) => section.group)).toEqual(['general', 'acoustics']);
    // Shared A and D first (first product's order), then B (before A in the second), C (after A) and E (after D).
    expect(aligned[1]!.rows.map((row) => row.label)).toEqual(['A', 'D', 'B', 'C', 'E']);
  });

  it('keeps a label that repeats inside a group as separate rows, matched by position', () => {
    const twice = (a: string, b: string): SpecSection[] => [{ group: 'acoustics', rows: [{ label: 'Sound', value: a }, { label: 'Sound', value: b }] }];
    const rows = alignSpecRows([twice('30', '40'), twice('30', '45')])[0]!.rows;
    expect(rows.map((row) => [row.label, row.cells.map((cell) => cell!.value), row.differs])).toEqual([
      ['Sound', ['30', '30'], false],
      ['Sound', ['40', '45'], true],
    ]);
  });

  it('hides equal rows, or rows not every product has, on request; a group left empty goes', () => {
    const aligned = alignSpecRows([split('3.5', '9'), chiller]);
    expect(table(visibleSections(aligned, { hideEqual: false, sharedOnly: true })).map(([group]) => group)).toEqual(['performance', 'electrical', 'dimensions']);
    const same = alignSpecRows([split('3.5', '9'), split('5', '9')]);
    expect(table(visibleSections(same, { hideEqual: true, sharedOnly: false }))).toEqual([['performance', [['Cooling', '3.5 | 5', 'differs']]]]);
  });
});

describe('comparison URL', () => {
  it('reads items in order, once each, from a list or repeated parameters, and drops what cannot be a slug', () => {
    expect(readCompareParams({ items: ['ws-35r32, FCU-200', 'ws-35r32,<script>,,ach-020s'], diff: '1' })).toEqual({
      slugs: ['ws-35r32', 'fcu-200', 'ach-020s'],
      hideEqual: true,
      sharedOnly: false,
    });
    expect(readCompareParams({}).slugs).toEqual([]);
    expect(readCompareParams({ items: Array.from({ length: 30 }, (_, i) => `p-${i}`).join(',') }).slugs).toHaveLength(12);
  });

  it('writes the query the page links to', () => {
    expect(compareQuery(['a', 'b'], { hideEqual: true })).toBe('?items=a,b&diff=1');
    expect(compareQuery(['a'], { sharedOnly: true })).toBe('?items=a&shared=1');
  });
});

describe('reserved product slugs', () => {
  it('refuses "compare" and "results" as a product slug (pages of their own under /product/)', () => {
    const slug = productFormSchema.shape.slug;
    expect(slug.safeParse('compare').error?.issues[0]?.message).toBe('slugReserved');
    expect(slug.safeParse('results').error?.issues[0]?.message).toBe('slugReserved');
    expect(slug.safeParse('compare-35').success).toBe(true);
  });
});

describe('comparison of the seed catalogue', () => {
  // The seed catalogue, read by the application's own queries.
  seededDatabase();

  for (const locale of ['it', 'ru', 'en'] as const) {
    it(`${locale}: models of one family share every row; a split and a chiller share their capacity with its BTU/h`, async () => {
      const [{ getProduct }, { specSections }] = await Promise.all([import('@/lib/catalogue/products'), import('@/lib/catalogue/spec-rows')]);
      const t = serverTranslator(locale, 'Catalogue');
      const tables = async (...slugs: string[]) =>
        Promise.all(
          slugs.map(async (slug) => {
            const product = await getProduct(slug, locale);
            if (!product) throw new Error(`${slug} missing`);
            return specSections(product, locale, t);
          }),
        );
      const family = alignSpecRows(await tables('ws-25r32', 'ws-35r32', 'ws-70r32')).flatMap((section) => section.rows);
      expect(family.length).toBeGreaterThan(10);
      expect(family.every((row) => row.shared)).toBe(true);
      expect(family.some((row) => !row.differs)).toBe(true);

      const mixed = alignSpecRows(await tables('ws-35r32', 'ach-020s'));
      const cooling = mixed.find((section) => section.group === 'performance')!.rows[0]!;
      expect(cooling).toMatchObject({ label: t('technical.coolingCapacity'), shared: true, differs: true });
      expect(cooling.cells.every((cell) => cell!.alt?.includes(t('units.btuh')))).toBe(true);
      expect(mixed.flatMap((section) => section.rows).some((row) => !row.shared)).toBe(true);
    });
  }
});
