import { beforeAll, describe, expect, it, vi } from 'vitest';
import { productFormSchema, type ProductFormOutput } from '@/lib/admin/catalogue/schema';
import { readForm } from '@/lib/admin/form-schema';
import { seededDatabase } from '../support/test-db';

// Specifications entered once (issue 34, item 1) on the seed catalogue in a real SQLite file: a shared row is
// written once and shown in each language with the dictionary's label, a language's own rows follow it, a label
// that is not in the dictionary is refused, and "Copy from Italian" fills an empty language marked as a copy (so
// the language counts as incomplete) until its texts are edited.

vi.mock('next/cache', () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined, unstable_cache: <T,>(fn: T) => fn }));
vi.mock('@/lib/indexnow/announce', () => ({ announce: async () => undefined }));

const db = seededDatabase();
const editor = { id: null, email: 'editor@test.invalid' };
let lib: typeof import('@/lib/admin/catalogue/products') & typeof import('@/lib/catalogue/products');
beforeAll(async () => {
  lib = { ...(await import('@/lib/admin/catalogue/products')), ...(await import('@/lib/catalogue/products')) };
});

/** The product's form as its editor would send it, with `changes` (field name → value; null removes the field). */
async function form(id: string, changes: Record<string, string | null>): Promise<ProductFormOutput> {
  const product = (await lib.getProductForEdit(id))!;
  const fields: Record<string, string> = {
    id,
    version: String(product.version),
    slug: product.slug,
    modelCode: product.modelCode,
    categoryId: product.categoryId,
    sortOrder: String(product.sortOrder),
    priceMode: 'request',
    powerSupply: product.powerSupply,
    voltage: product.voltage,
    frequency: product.frequency,
    productDimensions: product.productDimensions,
    packageDimensions: product.packageDimensions,
    netWeightKg: String(product.netWeightKg),
    grossWeightKg: String(product.grossWeightKg),
  };
  for (const t of product.translations) {
    for (const key of ['name', 'shortDescription', 'description', 'innerBody'] as const) fields[`translations.${t.locale}.${key}`] = t[key];
    fields[`translations.${t.locale}.keyFeatures`] = t.keyFeatures.join('\n');
  }
  const data = new FormData();
  for (const [key, value] of Object.entries({ ...fields, ...changes })) if (value !== null) data.set(key, value);
  const reading = readForm(data, productFormSchema);
  if (!reading.ok) throw new Error(`form refused: ${JSON.stringify(reading.fieldErrors)}`);
  return reading.value;
}

const unpublished = async (skip: number) => {
  const { id, version } = await db.prisma.product.findFirstOrThrow({ where: { published: true }, orderBy: { slug: 'asc' }, skip });
  expect(await lib.unpublishProduct(editor, id, version)).toEqual({ ok: true, id });
  return id;
};

describe('a shared specification row', () => {
  it('is written once and shown in each language with its label from the dictionary, before the language’s own rows', async () => {
    const { id, slug, version } = await db.prisma.product.findFirstOrThrow({ where: { published: true }, orderBy: { slug: 'asc' }, skip: 9 });
    const input = await form(id, {
      'specRows[0].key': 'airflowNominal',
      'specRows[0].value': '1250.5',
      'specRows[0].unit': 'm3h',
      'specRows[1].key': 'compressorType',
      'specRows[1].text.it': 'Rotativo',
      'specRows[1].text.ru': 'Ротационный',
      'specRows[1].text.en': 'Rotary',
      'translations.ru.specifications[0].group': 'general',
      'translations.ru.specifications[0].label': 'Сертификат ЕАЭС',
      'translations.ru.specifications[0].value': 'ЕАЭС RU Д-IT.РА01.В.12345/26',
    });
    expect(await lib.saveProduct(editor, { ...input, version })).toEqual({ ok: true, id });
    expect(await lib.publishProduct(editor, id, (await db.prisma.product.findUniqueOrThrow({ where: { id } })).version)).toEqual({ ok: true, id });

    const rows = async (locale: 'it' | 'ru' | 'en') => (await lib.getProduct(slug, locale))!.specifications;
    expect(await rows('ru')).toEqual([
      { key: 'airflowNominal', group: 'performance', label: 'Номинальный расход воздуха', value: '1250.5', unit: 'm3h' },
      { key: 'compressorType', group: 'general', label: 'Тип компрессора', value: 'Ротационный' },
      { group: 'general', label: 'Сертификат ЕАЭС', value: 'ЕАЭС RU Д-IT.РА01.В.12345/26' },
    ]);
    expect(await rows('en')).toEqual([
      { key: 'airflowNominal', group: 'performance', label: 'Nominal airflow', value: '1250.5', unit: 'm3h' },
      { key: 'compressorType', group: 'general', label: 'Compressor type', value: 'Rotary' },
    ]);
  });

  it('naming a label that is not in the dictionary is refused on its row, and nothing is saved', async () => {
    const id = await unpublished(10);
    const before = await db.prisma.product.findUniqueOrThrow({ where: { id } });
    const input = await form(id, { 'specRows[0].key': 'noSuchLabel', 'specRows[0].value': '12' });
    expect(await lib.saveProduct(editor, input)).toEqual({ ok: false, code: 'INVALID', fieldErrors: { 'specRows[0].key': 'unknownLabel' } });
    expect((await db.prisma.product.findUniqueOrThrow({ where: { id } })).version).toBe(before.version);
  });
});

describe('"Copy from Italian"', () => {
  it('fills an empty language with the Italian texts, marked as a copy (incomplete) until they are edited', async () => {
    const id = await unpublished(11);
    await db.prisma.productTranslation.delete({ where: { productId_locale: { productId: id, locale: 'en' } } });
    const it = await db.prisma.productTranslation.findUniqueOrThrow({ where: { productId_locale: { productId: id, locale: 'it' } } });

    expect(await lib.saveProduct(editor, await form(id, { intent: 'copy-en' }))).toEqual({ ok: true, id });
    const copied = await db.prisma.productTranslation.findUniqueOrThrow({ where: { productId_locale: { productId: id, locale: 'en' } } });
    expect(copied).toMatchObject({ name: it.name, description: it.description, copiedFrom: 'it' });
    const read = (await lib.getProductForEdit(id))!;
    expect(read.incomplete).toEqual([{ locale: 'en', missing: ['name', 'shortDescription', 'description', 'keyFeatures'] }]);
    expect(await lib.publishProduct(editor, id, read.version)).toEqual({ ok: false, code: 'INCOMPLETE' });

    // A save that leaves the copy as it is keeps the mark; copying over texts is refused.
    expect(await lib.saveProduct(editor, await form(id, {}))).toEqual({ ok: true, id });
    expect((await db.prisma.productTranslation.findUniqueOrThrow({ where: { productId_locale: { productId: id, locale: 'en' } } })).copiedFrom).toBe('it');
    expect(await lib.saveProduct(editor, await form(id, { intent: 'copy-en' }))).toEqual({ ok: false, code: 'INVALID', fieldErrors: { 'translations.en.name': 'copyNotEmpty' } });

    // Translated: the mark goes, the language is complete, the product publishes.
    expect(await lib.saveProduct(editor, await form(id, { 'translations.en.name': 'Wall-mounted split, translated' }))).toEqual({ ok: true, id });
    expect((await db.prisma.productTranslation.findUniqueOrThrow({ where: { productId_locale: { productId: id, locale: 'en' } } })).copiedFrom).toBeNull();
    const after = (await lib.getProductForEdit(id))!;
    expect(after.incomplete).toEqual([]);
    expect(await lib.publishProduct(editor, id, after.version)).toEqual({ ok: true, id });
  });
});
