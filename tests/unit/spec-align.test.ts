import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/routing';
import { productSnapshot } from '@/lib/admin/content/row-snapshots';
import type { Snapshot } from '@/lib/admin/content/snapshot';
import { alignSpecRows, comparableLabel, comparableValue, specLabelKey, withNewLabels, type SpecAlignment, type SpecRowsByLocale } from '@/lib/catalogue/spec-align';
import { loadSpecDictionary, productSpecRows, resolveSharedRow, type SpecDictionary, type SpecLabelEntry } from '@/lib/catalogue/spec-labels';
import type { SharedSpecRow, SpecRow } from '@/lib/catalogue/technical';
import { SEED_SPEC_LABELS } from '@/prisma/data/products/labels';
import { alignStoredSpecs, leftoverSpecRows, SPECS_ALIGN_RULE_VERSION, SPECS_ALIGNED_KEY } from '@/prisma/align-specs';
import { seedData } from '@/prisma/seed';
import { createTestDatabase } from '../support/test-db';

const LOCALES = ['it', 'ru', 'en'] as const satisfies readonly Locale[];

const entry = (key: string, group: SpecLabelEntry['group'], labels: Record<Locale, string>, sortOrder = 0): SpecLabelEntry => ({ key, group, unit: null, sortOrder, labels });
const dictionaryOf = (...entries: SpecLabelEntry[]): SpecDictionary => new Map(entries.map((e) => [e.key, e]));

const EER = entry('eer', 'performance', { it: 'EER', ru: 'EER', en: 'EER' });
const COMPRESSOR = entry('compressorType', 'general', { it: 'Tipo di compressore', ru: 'Тип компрессора', en: 'Compressor type' });
const DICTIONARY = dictionaryOf(EER, COMPRESSOR);

const row = (group: SpecRow['group'], label: string, value: string, unit?: SpecRow['unit']): SpecRow => ({ group, label, value, ...(unit ? { unit } : {}) });
const eer = (value: string) => row('performance', 'EER', value);
const compressor = { it: row('general', 'Tipo di compressore', 'Rotativo'), ru: row('general', 'Тип компрессора', 'Роторный'), en: row('general', 'Compressor type', 'Rotary') };

/** A row as the alignment compares it: the label and value in their compared forms, no unit as null. */
const comparable = (r: SpecRow) => JSON.stringify([r.group, comparableLabel(r.label), comparableValue(r.value), r.unit ?? null]);
const multiset = (rows: readonly SpecRow[]) => rows.map(comparable).sort();

/**
 * Every input row accounted for: each language renders (shared rows through the dictionary with the new labels,
 * then its own rows) the same multiset of rows as it held, a row matched by its Italian label reading as the
 * dictionary words it; its own rows are input rows in their original order.
 */
function expectEveryRowAccounted(input: SpecRowsByLocale, alignment: SpecAlignment, dictionary: SpecDictionary) {
  const after = withNewLabels(dictionary, alignment.newLabels);
  for (const locale of LOCALES) {
    const expected = input[locale].map((r, index) => {
      const relabel = alignment.relabelled.find((x) => x.locale === locale && x.index === index);
      return relabel ? { ...r, label: relabel.label } : r;
    });
    expect(multiset(productSpecRows(alignment.shared, alignment.own[locale], after, locale)), locale).toEqual(multiset(expected));
    let from = 0;
    for (const own of alignment.own[locale]) {
      from = input[locale].indexOf(own, from) + 1;
      expect(from, `${locale}: own rows are input rows in order`).toBeGreaterThan(0);
    }
  }
  const keys = alignment.newLabels.map((label) => label.key);
  expect(new Set(keys).size).toBe(keys.length);
  for (const key of keys) expect(dictionary.has(key)).toBe(false);
}

function align(input: SpecRowsByLocale, dictionary: SpecDictionary = DICTIONARY) {
  const alignment = alignSpecRows(input, dictionary);
  expectEveryRowAccounted(input, alignment, dictionary);
  return alignment;
}

const noOwnRows = { it: [], ru: [], en: [] };

describe('alignSpecRows', () => {
  it('shares rows by position: one value when the three languages agree, each language’s words when they differ', () => {
    const alignment = align({ it: [eer('3.2'), compressor.it], ru: [eer('3.2'), compressor.ru], en: [eer(' 3.2 '), compressor.en] });
    expect(alignment.shared).toEqual([
      { key: 'eer', value: '3.2' },
      { key: 'compressorType', text: { it: 'Rotativo', ru: 'Роторный', en: 'Rotary' } },
    ]);
    expect(alignment.own).toEqual(noOwnRows);
    expect(alignment.newLabels).toEqual([]);
  });

  it('takes a decimal comma for a decimal point and stores the point; labels compared trimmed and case-insensitively', () => {
    const capacity = (label: string, value: string) => row('performance', label, value, 'kw');
    const dictionary = dictionaryOf(entry('capacity', 'performance', { it: 'Resa', ru: 'Мощность', en: 'Capacity' }));
    const alignment = align({ it: [capacity(' resa ', '1,5')], ru: [capacity('МОЩНОСТЬ', '1,5')], en: [capacity('Capacity', '1.5')] }, dictionary);
    expect(alignment.shared).toEqual([{ key: 'capacity', value: '1.5', unit: 'kw' }]);
    expect(alignment.newLabels).toEqual([]);
  });

  it('matches by label when a language has an extra row: shared in the Italian order, the extra row stays its language’s', () => {
    const extra = row('general', 'Примечание', 'Только для помещений');
    const alignment = align({ it: [eer('3.1'), compressor.it], ru: [compressor.ru, extra, eer('3,1')], en: [compressor.en, eer('3.1')] });
    expect(alignment.shared).toEqual([
      { key: 'eer', value: '3.1' },
      { key: 'compressorType', text: { it: 'Rotativo', ru: 'Роторный', en: 'Rotary' } },
    ]);
    expect(alignment.own).toEqual({ it: [], ru: [extra], en: [] });
    expect(alignment.newLabels).toEqual([]);
  });

  it('leaves rows it cannot match in their language, in their order: unknown labels, a label twice, units that differ', () => {
    const note = { it: row('general', 'Nota', 'Solo interno'), ru: row('general', 'Примечание', 'Только внутри'), en: row('general', 'Note', 'Indoor only') };
    const input = {
      it: [note.it, eer('3.1'), eer('3.3'), row('performance', 'EER', '3', 'w')],
      ru: [eer('3.1'), note.ru, eer('3.3')],
      en: [note.en, row('general', 'Compressor type', 'Rotary', 'pct')],
    };
    const alignment = align(input);
    expect(alignment.shared).toEqual([]);
    expect(alignment.own).toEqual(input);
    expect(alignment.newLabels).toEqual([]);
  });

  it('leaves a position whose value is empty in one language only, since a shared row would show the Italian value there', () => {
    const alignment = align({ it: [eer('3.2'), compressor.it], ru: [eer('3.2'), { ...compressor.ru, value: ' ' }], en: [eer('3.2'), compressor.en] });
    expect(alignment.shared).toEqual([{ key: 'eer', value: '3.2' }]);
    expect(alignment.own.it).toEqual([compressor.it]);
  });

  it('makes a new label once from the Italian label and reuses it, in the call and in the next one', () => {
    const sound = (value: string) => ({
      it: row('acoustics', 'Pressione sonora unità esterna', value, 'dba'),
      ru: row('acoustics', 'Звуковое давление, наружный блок', value, 'dba'),
      en: row('acoustics', 'Sound pressure, outdoor unit', value, 'dba'),
    });
    // Its key is taken in another group, and the group already has a label: the new one comes after it.
    const dictionary = dictionaryOf(entry('pressioneSonoraUnitaEsterna', 'general', { it: 'Altro', ru: 'Другое', en: 'Other' }), entry('soundIndoor', 'acoustics', { it: 'Interna', ru: 'Внутр.', en: 'Indoor' }, 7));
    const [low, high] = [sound('52'), sound('55')];
    const first = align({ it: [low.it, high.it], ru: [low.ru, high.ru], en: [low.en, high.en] }, dictionary);
    expect(first.newLabels).toEqual([
      { key: 'pressioneSonoraUnitaEsterna2', group: 'acoustics', unit: 'dba', sortOrder: 8, labels: { it: 'Pressione sonora unità esterna', ru: 'Звуковое давление, наружный блок', en: 'Sound pressure, outdoor unit' } },
    ]);
    expect(first.shared).toEqual([
      { key: 'pressioneSonoraUnitaEsterna2', value: '52', unit: 'dba' },
      { key: 'pressioneSonoraUnitaEsterna2', value: '55', unit: 'dba' },
    ]);
    const next = withNewLabels(dictionary, first.newLabels);
    const second = align({ it: [low.it], ru: [low.ru], en: [low.en] }, next);
    expect(second.newLabels).toEqual([]);
    expect(second.shared).toEqual([{ key: 'pressioneSonoraUnitaEsterna2', value: '52', unit: 'dba' }]);
  });

  it('takes a label known by its Italian wording alone, its other languages reading as the dictionary words them', () => {
    const alignment = align({ it: [compressor.it], ru: [{ ...compressor.ru, label: 'Компрессор' }], en: [compressor.en] });
    expect(alignment.shared).toEqual([{ key: 'compressorType', text: { it: 'Rotativo', ru: 'Роторный', en: 'Rotary' } }]);
    expect(alignment.relabelled).toEqual([{ locale: 'ru', index: 0, label: 'Тип компрессора' }]);
    expect(alignment.newLabels).toEqual([]);
  });

  it('makes keys camelCase ASCII from the Italian label, numbered when taken', () => {
    const none = () => false;
    expect(specLabelKey("Portata d'aria nominale", none)).toBe('portataDAriaNominale');
    expect(specLabelKey('  Perché è così: SCOP (35 °C)', none)).toBe('percheECosiScop35C');
    expect(specLabelKey('Volume m³, Ø tubo', none)).toBe('volumeM3OTubo');
    expect(specLabelKey('°', none)).toBe('spec');
    expect(specLabelKey('EER', (key) => ['eer', 'eer2'].includes(key))).toBe('eer3');
  });
});

describe('on the current seed, every row accounted for', () => {
  const seedDictionary: SpecDictionary = new Map(SEED_SPEC_LABELS.map((label) => [label.key, { ...label, unit: null }]));
  /** A seed product's rows as an older database holds them: one list per language. */
  const oldFormat = (shared: readonly SharedSpecRow[], dictionary: SpecDictionary) =>
    Object.fromEntries(LOCALES.map((locale) => [locale, shared.map((r) => resolveSharedRow(r, dictionary, locale))])) as SpecRowsByLocale;
  const withoutKey = ({ key: _key, ...rest }: SharedSpecRow) => rest;

  it('with the seed dictionary: every product shares all its rows, as the seed writes them, and makes no label', () => {
    expect(seedData.products.length).toBeGreaterThan(0);
    for (const product of seedData.products) {
      const alignment = align(oldFormat(product.specRows, seedDictionary), seedDictionary);
      expect(alignment.shared, product.slug).toEqual(product.specRows);
      expect(alignment.own, product.slug).toEqual(noOwnRows);
      expect(alignment.newLabels, product.slug).toEqual([]);
    }
  });

  it('with an empty dictionary (a database from before it): all by position, each label made once, every row kept', () => {
    let dictionary: SpecDictionary = new Map();
    const seedKeyOf = new Map<string, string>();
    for (const product of seedData.products) {
      const alignment = align(oldFormat(product.specRows, seedDictionary), dictionary);
      dictionary = withNewLabels(dictionary, alignment.newLabels);
      expect(alignment.own, product.slug).toEqual(noOwnRows);
      expect(alignment.relabelled, product.slug).toEqual([]);
      expect(alignment.shared.map(withoutKey), product.slug).toEqual(product.specRows.map(withoutKey));
      alignment.shared.forEach((r, i) => {
        const seedKey = product.specRows[i]!.key;
        expect(seedKeyOf.get(r.key) ?? seedKey, `${product.slug}: ${r.key}`).toBe(seedKey);
        seedKeyOf.set(r.key, seedKey);
      });
    }
    // One new label per seed label the products use: made once, then reused.
    const used = new Set(seedData.products.flatMap((product) => product.specRows.map((r) => r.key)));
    expect(dictionary.size).toBe(used.size);
    expect(new Set(seedKeyOf.values()).size).toBe(used.size);
  });
});

describe('alignStoredSpecs on a database from before the shared rows', () => {
  const testDb = createTestDatabase();
  const { prisma } = testDb;
  const editedAt = new Date('2025-03-01T10:00:00.000Z');
  const updatedAt = new Date('2025-03-02T10:00:00.000Z');
  const portata = { it: row('performance', "Portata d'aria", '650', 'm3h'), ru: row('performance', 'Расход воздуха', '650', 'm3h'), en: row('performance', 'Airflow', '650', 'm3h') };
  const extra = [row('general', 'Note', 'Indoor only'), row('general', 'Remote', 'Included')];

  async function createProduct(id: string, categoryId: string, rows: SpecRowsByLocale) {
    await prisma.product.create({
      data: {
        id,
        slug: id,
        modelCode: id.toUpperCase(),
        modelKey: id,
        categoryId,
        powerSupply: 'single',
        voltage: '230',
        frequency: '50',
        dimensionsAndWeight: [],
        productDimensions: '',
        packageDimensions: '',
        netWeightKg: 10,
        grossWeightKg: 12,
        editedAt,
        version: 3,
        updatedAt,
        translations: { create: LOCALES.map((locale) => ({ locale, name: `${id} ${locale}`, shortDescription: '', description: '', specifications: rows[locale] })) },
      },
    });
  }

  const state = async () => ({
    products: await prisma.product.findMany({ orderBy: { id: 'asc' }, include: { translations: { orderBy: { locale: 'asc' } } } }),
    drafts: await prisma.contentDraft.findMany(),
    labels: await prisma.specLabel.findMany({ include: { translations: true }, orderBy: { key: 'asc' } }),
  });

  beforeAll(async () => {
    await prisma.specLabel.create({ data: { key: 'eer', group: 'performance', sortOrder: 4, translations: { create: LOCALES.map((locale) => ({ locale, text: 'EER' })) } } });
    const category = await prisma.category.create({ data: { slug: 'splits', translations: { create: LOCALES.map((locale) => ({ locale, name: `Split ${locale}` })) } } });
    // By position: a known label, a new one (after "eer" in its group).
    await createProduct('p-a', category.id, { it: [eer('3.2'), portata.it], ru: [eer('3,2'), portata.ru], en: [eer('3.2'), portata.en] });
    // By label: English has two rows of its own.
    await createProduct('p-b', category.id, { it: [eer('3.1')], ru: [eer('3.1')], en: [extra[0]!, eer('3.1'), extra[1]!] });
    // Nothing to share: it stays as it is, listed for the editors, and is not read again by a later start.
    await createProduct('p-c', category.id, { it: [row('general', 'Nota', 'Solo interno')], ru: [row('general', 'Примечание', 'Только внутри')], en: [] });
    // A draft of p-a saved before the shared rows: no specRows field, English airflow changed.
    const snapshot = productSnapshot(await prisma.product.findUniqueOrThrow({ where: { id: 'p-a' }, include: { translations: true } }));
    const { specRows: _old, ...fields } = snapshot.fields;
    const en = snapshot.texts.en!;
    const draft: Snapshot = { fields, texts: { ...snapshot.texts, en: { ...en, specifications: [eer('3.2'), { ...portata.en, value: '700' }] } } };
    await prisma.contentDraft.create({ data: { entity: 'product', entityId: 'p-a', data: draft, number: 4, updatedAt } });
  });
  afterAll(() => testDb.cleanup());

  it('shares the rows in place, keeps updatedAt and version, lists the leftover; a second run changes nothing', async () => {
    expect(await alignStoredSpecs(prisma)).toEqual({ products: 2, drafts: 1, shared: 5, leftover: 4, newLabels: 1 });

    const after = await state();
    const [a, b, c] = after.products;
    expect(a!.specRows).toEqual([
      { key: 'eer', value: '3.2' },
      { key: 'portataDAria', value: '650', unit: 'm3h' },
    ]);
    expect(a!.translations.map((t) => t.specifications)).toEqual([[], [], []]);
    expect(b!.specRows).toEqual([{ key: 'eer', value: '3.1' }]);
    expect(Object.fromEntries(b!.translations.map((t) => [t.locale, t.specifications]))).toEqual({ en: extra, it: [], ru: [] });
    expect(c!.specRows).toEqual([]);
    expect(c!.translations.map((t) => (t.specifications as unknown[]).length)).toEqual([0, 1, 1]);
    for (const product of after.products) expect([product.updatedAt, product.version, product.editedAt]).toEqual([updatedAt, 3, editedAt]);

    const label = after.labels.find((l) => l.key === 'portataDAria');
    expect(label).toMatchObject({ group: 'performance', unit: 'm3h', sortOrder: 5, editedAt: null });
    expect(Object.fromEntries(label!.translations.map((t) => [t.locale, t.text]))).toEqual({ it: "Portata d'aria", ru: 'Расход воздуха', en: 'Airflow' });

    const [draft] = after.drafts;
    const data = draft!.data as Snapshot;
    expect(data.fields.specRows).toEqual([
      { key: 'eer', value: '3.2' },
      { key: 'portataDAria', text: { it: '650', ru: '650', en: '700' }, unit: 'm3h' },
    ]);
    expect(LOCALES.map((locale) => data.texts[locale]?.specifications)).toEqual([[], [], []]);
    expect([draft!.updatedAt, draft!.number]).toEqual([updatedAt, 4]);
    // What the pages will show: the dictionary resolves the shared rows.
    const dictionary = await loadSpecDictionary(prisma);
    expect(productSpecRows(a!.specRows as SharedSpecRow[], [], dictionary, 'ru').map((r) => r.label)).toEqual(['EER', 'Расход воздуха']);

    expect(await leftoverSpecRows(prisma)).toEqual([
      { id: 'p-b', slug: 'p-b', modelCode: 'P-B', own: { it: 0, ru: 0, en: 2 } },
      { id: 'p-c', slug: 'p-c', modelCode: 'P-C', own: { it: 1, ru: 1, en: 0 } },
    ]);
    expect(await prisma.setting.findUnique({ where: { key: SPECS_ALIGNED_KEY } })).toMatchObject({ value: String(SPECS_ALIGN_RULE_VERSION) });
    expect(await prisma.auditLog.count()).toBe(0);

    expect(await alignStoredSpecs(prisma)).toEqual({ products: 0, drafts: 0, shared: 0, leftover: 0, newLabels: 0 });
    expect(await state()).toEqual(after);
  });
});
