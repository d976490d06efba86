import { beforeAll, describe, expect, it } from 'vitest';
import { routing } from '@/i18n/routing';
import { productSnapshot } from '@/lib/admin/content/row-snapshots';
import { CATEGORY_COLUMNS, LABEL_COLUMNS, PRODUCT_COLUMNS, SHEETS, SPEC_COLUMNS } from '@/lib/admin/import/columns';
import { IMPORT_LIMITS, readSpreadsheet, type Cell, type Sheet } from '@/lib/admin/import/read';
import { readXlsx } from '@/lib/admin/import/xlsx';
import { sharedSpecRowsSchema } from '@/lib/catalogue/technical';
import { catalogueWorkbook } from '../support/catalogue-workbook';
import { seededDatabase } from '../support/test-db';

// The catalogue's export (issue 34, item 2) on the seed catalogue in a real SQLite file, read back by the import's
// own reader: the four sheets with the columns of lib/admin/import/columns.ts, each product's working copy (its
// draft when it has one), its shared specification rows, and text that begins like a formula kept as text. The
// benchmark's generated workbook (tests/support/catalogue-workbook.ts) reads back too.

const db = seededDatabase();
const DRAFT_NAME = 'Nome in bozza, non ancora pubblicato';
const FORMULA_TEXT = '=SUM(A1:A2) resta un testo';
let draftId: string;
// Imported once the seeded database is open: lib/db takes the client it finds then.
let exportCatalogue: typeof import('@/lib/admin/import/export').exportCatalogue;
let recordCatalogueExport: typeof import('@/lib/admin/import/export').recordCatalogueExport;

/** A sheet's data rows as records by its header (the reader drops a row's trailing empty cells). */
function records(sheet: Sheet): Record<string, Cell>[] {
  const [header, ...rows] = sheet.rows;
  return rows.map(({ cells }) => Object.fromEntries(header!.cells.map((name, index) => [String(name), cells[index] ?? null])));
}

async function readBack(body: Buffer | string, name: string) {
  const read = await readSpreadsheet({ name, bytes: typeof body === 'string' ? Buffer.from(body, 'utf8') : body });
  if (!read.ok) throw new Error(`refused: ${JSON.stringify(read.refusals)}`);
  return new Map(read.sheets.map((sheet) => [sheet.name, sheet]));
}

beforeAll(async () => {
  ({ exportCatalogue, recordCatalogueExport } = await import('@/lib/admin/import/export'));
  // A published product with a draft: a new Italian name, and a short description that looks like a formula.
  const row = await db.prisma.product.findFirstOrThrow({ where: { published: true }, include: { translations: true }, orderBy: { slug: 'asc' } });
  const live = productSnapshot(row);
  const data = { ...live, texts: { ...live.texts, it: { ...live.texts.it, name: DRAFT_NAME, shortDescription: FORMULA_TEXT } } };
  await db.prisma.contentDraft.create({ data: { entity: 'product', entityId: row.id, data, number: 1 } });
  draftId = row.id;
});

describe('the catalogue export', () => {
  it('writes the four sheets with the columns of columns.ts, each product once as its editor sees it', async () => {
    const file = await exportCatalogue('xlsx');
    expect(file.filename).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheets = await readBack(file.body, file.filename);
    expect([...sheets.keys()]).toEqual([SHEETS.products, SHEETS.specifications, SHEETS.categories, SHEETS.labels]);
    const headers = [PRODUCT_COLUMNS, SPEC_COLUMNS, CATEGORY_COLUMNS, LABEL_COLUMNS];
    [...sheets.values()].forEach((sheet, index) => expect(sheet.rows[0]!.cells).toEqual([...headers[index]!]));

    const products = await db.prisma.product.findMany({ include: { translations: true } });
    const rows = records(sheets.get(SHEETS.products)!);
    expect(file.rows).toBe(products.length);
    expect(rows.map((row) => row.id).sort()).toEqual(products.map((product) => product.id).sort());

    const drafted = rows.find((row) => row.id === draftId)!;
    expect(drafted['name.it']).toBe(DRAFT_NAME);
    expect(drafted['shortDescription.it']).toBe(FORMULA_TEXT);

    // Another product's row as the database holds it: numbers as numbers, one key feature a line, its parts.
    const product = products.find((p) => p.id !== draftId && p.priceAmount !== null && p.translations.length === 3)!;
    const row = rows.find((r) => r.id === product.id)!;
    const italian = product.translations.find((t) => t.locale === 'it')!;
    expect(row).toMatchObject({ slug: product.slug, modelCode: product.modelCode, price: Number(product.priceAmount), netWeightKg: product.netWeightKg, 'name.it': italian.name });
    expect(row['keyFeatures.it']).toBe((italian.keyFeatures as string[]).join('\n'));
    expect(row.parts).toMatch(/^[a-z]+ \d+×\d+×\d+/);
    const categories = records(sheets.get(SHEETS.categories)!);
    expect(categories.find((c) => c.id === product.categoryId)?.slug).toBe(row.category);
  });

  it('writes every product\'s shared specification rows, in order, words in each language', async () => {
    const sheets = await readBack((await exportCatalogue('xlsx')).body, 'catalogue.xlsx');
    const lines = records(sheets.get(SHEETS.specifications)!);
    const products = await db.prisma.product.findMany({ select: { slug: true, specRows: true } });
    for (const { slug, specRows } of products) {
      const read = lines
        .filter((line) => line.product === slug)
        .map(({ key, value, unit, ...text }) => ({
          key,
          ...(value === null ? { text: Object.fromEntries(routing.locales.map((locale) => [locale, text[`text.${locale}`]])) } : { value }),
          ...(unit === null ? {} : { unit }),
        }));
      expect(read, slug).toEqual(sharedSpecRowsSchema.parse(specRows));
    }
    expect(lines.length).toBe(products.reduce((sum, p) => sum + (p.specRows as unknown[]).length, 0));
  });

  it('writes the products alone as a CSV: byte-order mark, ";" and the same columns', async () => {
    const file = await exportCatalogue('csv');
    expect(file.filename).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = file.body as string;
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1, text.indexOf('\r\n'))).toBe(PRODUCT_COLUMNS.join(';'));
    // The CSV neutralises the formula with an apostrophe (lib/admin/csv.ts), so it is no formula to the reader either.
    const sheet = (await readBack(text, file.filename)).values().next().value!;
    const rows = records(sheet);
    expect(rows).toHaveLength(file.rows);
    expect(rows.find((row) => row.id === draftId)?.['shortDescription.it']).toBe(`'${FORMULA_TEXT}`);
  });
  it('is recorded in the audit log with its format and its number of products', async () => {
    await recordCatalogueExport({ id: null, email: 'editor@test.invalid' }, 'csv', 56);
    const entry = await db.prisma.auditLog.findFirstOrThrow({ where: { action: 'catalogue.export' } });
    expect(entry).toMatchObject({ entity: 'catalogue', actorEmail: 'editor@test.invalid', meta: { filter: {}, rows: 56, format: 'csv' } });
  });
});

describe('the generated catalogue workbook', () => {
  // Read as the import reads an XLSX (its archive, XML and cell checks); the file's total of data rows is the
  // reader's own rule (IMPORT_LIMITS.rows), checked apart from the layout.
  it('holds 1,000 new products in the import\'s layout, every cell read without a refusal', async () => {
    const read = await readXlsx(await catalogueWorkbook({ products: 1000 }), IMPORT_LIMITS);
    if (!read.ok) throw new Error(`refused: ${JSON.stringify(read.refusal)}`);
    expect(read.refusals).toEqual([]);
    const sheets = new Map(read.sheets.map((sheet) => [sheet.name, sheet]));
    expect([...sheets.keys()]).toEqual([SHEETS.products, SHEETS.specifications, SHEETS.categories]);
    const products = records(sheets.get(SHEETS.products)!);
    expect(products).toHaveLength(1000);
    expect(new Set(products.map((row) => row.slug)).size).toBe(1000);
    expect(products[42]).toMatchObject({ id: null, slug: expect.stringMatching(/-b0042$/), modelCode: expect.stringMatching(/-B0042$/) });
    expect(String(products[42]!['name.ru'])).toContain(String(products[42]!.modelCode));
    const specs = records(sheets.get(SHEETS.specifications)!);
    expect(new Set(specs.map((line) => line.product))).toEqual(new Set(products.map((row) => row.slug)));
    expect(sheets.get(SHEETS.categories)!.rows[0]!.cells).toEqual([...CATEGORY_COLUMNS]);
  }, 20_000);
});
