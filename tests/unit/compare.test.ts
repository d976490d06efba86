import { describe, expect, it } from 'vitest';
import { productFormSchema } from '@/lib/admin/catalogue/schema';
import { alignSpecRows, compareQuery, readCompareParams, visibleSections, type CompareSection } from '@/lib/catalogue/compare';
import type { SpecSection } from '@/lib/catalogue/spec-rows';
import { serverTranslator } from '@/lib/i18n/messages';
import { seededDatabase } from '../support/test-db';

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

describe('comparison rows', () => {
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
