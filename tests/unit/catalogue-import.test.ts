import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PRODUCT_COLUMNS, SPEC_COLUMNS, columnLetter } from '@/lib/admin/import/columns';

/** A 1-based column's letter. */
const letter = (index1: number) => columnLetter(index1 - 1);
import { catalogueWorkbook } from '../support/catalogue-workbook';
import { seededDatabase } from '../support/test-db';

// The catalogue's spreadsheet import (issue 34, item 2) on the seed catalogue in a real SQLite file: the dry run's
// report (created, changed field by field, unchanged, refused with sheet, row, column and reason), Apply as drafts
// or published (in turns of ten rows on SQLite, all or nothing), the stale report refused, and "Undo import"
// putting everything back.

vi.mock('next/cache', () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined, unstable_cache: <T,>(fn: T) => fn }));
vi.mock('@/lib/indexnow/announce', () => ({ announce: async () => undefined }));

const db = seededDatabase();
const editor = { id: null, email: 'editor@test.invalid' };
let lib: typeof import('@/lib/admin/import/service') & typeof import('@/lib/admin/import/export');
beforeAll(async () => {
  lib = { ...(await import('@/lib/admin/import/service')), ...(await import('@/lib/admin/import/export')) };
});

/** The catalogue's own export with `edit` applied to its sheets (header row first), as an editor would change it. */
async function editedExport(edit: (sheets: Record<string, ExcelJS.Worksheet>, book: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const { body } = await lib.exportCatalogue('xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  edit(Object.fromEntries(book.worksheets.map((sheet) => [sheet.name, sheet])), book);
  return new Uint8Array(await book.xlsx.writeBuffer());
}
const col = (name: string) => PRODUCT_COLUMNS.indexOf(name as (typeof PRODUCT_COLUMNS)[number]) + 1;
const specCol = (name: string) => SPEC_COLUMNS.indexOf(name as (typeof SPEC_COLUMNS)[number]) + 1;
/** The Products row (1-based, header 1) of a product by slug. */
const rowOf = (sheet: ExcelJS.Worksheet, slug: string) => {
  for (let n = 2; n <= sheet.rowCount; n++) if (sheet.getRow(n).getCell(col('slug')).text === slug) return sheet.getRow(n);
  throw new Error(`${slug} not in the sheet`);
};

describe('the dry run', () => {
  it('reports an unchanged export as unchanged, every row', async () => {
    const bytes = await editedExport(() => undefined);
    const plan = await lib.planImport(editor, { name: 'catalogo.xlsx', bytes });
    const products = await db.prisma.product.count();
    const categories = await db.prisma.category.count();
    expect(plan).toEqual({ ok: true, id: expect.any(String), counts: { created: 0, changed: 0, unchanged: products + categories, refused: 0 } });
  });

  it('refuses each row for its reasons, naming sheet, row and column; other rows are still read', async () => {
    const [a, b, c, d] = await db.prisma.product.findMany({ orderBy: { slug: 'asc' }, take: 4 });
    const bytes = await editedExport((sheets) => {
      const products = sheets.Products!;
      // A slug of another product (b's row left out of the file), a number outside its physical range, an unknown
      // category, and a Specifications line naming a label the dictionary does not have.
      products.spliceRows(rowOf(products, b!.slug).number, 1);
      rowOf(products, a!.slug).getCell(col('slug')).value = b!.slug;
      rowOf(products, c!.slug).getCell(col('seer')).value = 99;
      rowOf(products, d!.slug).getCell(col('category')).value = 'no-such-family';
      const specs = sheets.Specifications!;
      for (let n = 2; n <= specs.rowCount; n++) {
        const line = specs.getRow(n);
        if (line.getCell(specCol('product')).text === a!.slug) line.getCell(specCol('product')).value = b!.slug;
      }
      for (let n = 2; n <= specs.rowCount; n++) if (specs.getRow(n).getCell(specCol('product')).text === d!.slug) specs.getRow(n).getCell(specCol('key')).value = 'noSuchLabel';
    });
    const plan = await lib.planImport(editor, { name: 'catalogo.xlsx', bytes });
    const report = (await lib.getImport(plan.id))!;
    const refused = report.rows.filter((row) => row.outcome === 'refused');
    const reasons = refused.flatMap((row) => row.refusals.map((r) => `${row.slug} ${r.sheet}!${r.column}:${r.reason}`));
    expect(reasons).toEqual(
      expect.arrayContaining([
        `${b!.slug} Products!${letter(col('slug'))}:import.reasons.slugOfAnother`,
        `${c!.slug} Products!${letter(col('seer'))}:errors.outOfRange`,
        `${d!.slug} Products!${letter(col('category'))}:import.reasons.unknownCategory`,
        `${d!.slug} Specifications!${letter(specCol('key'))}:import.reasons.unknownLabel`,
      ]),
    );
    expect(refused.every((row) => row.refusals.every((r) => r.row > 1))).toBe(true);
    expect(report.rows.filter((row) => row.outcome === 'unchanged').length).toBeGreaterThan(40);
  });

  it('refuses a sheet with a wrong column, a formula, and a file that is not a spreadsheet', async () => {
    const wrong = await editedExport((sheets) => {
      sheets.Products!.getRow(1).getCell(col('seer')).value = 'Seer (EN 14825)';
    });
    const plan = await lib.planImport(editor, { name: 'catalogo.xlsx', bytes: wrong });
    expect((await lib.getImport(plan.id))!.fileRefusals).toEqual([{ sheet: 'Products', row: 1, column: letter(col('seer')), reason: 'import.reasons.unknownColumn', detail: 'Seer (EN 14825)' }]);

    const formula = await editedExport((sheets) => {
      sheets.Products!.getRow(3).getCell(col('netWeightKg')).value = { formula: '2*4', result: 8 };
    });
    expect(await lib.planImport(editor, { name: 'catalogo.xlsx', bytes: formula })).toMatchObject({ ok: false, refusals: [{ sheet: 'Products', row: 3, column: letter(col('netWeightKg')), reason: 'import.read.formula' }] });
    expect(await lib.planImport(editor, { name: 'listino.xlsx', bytes: new TextEncoder().encode('%PDF-1.7\n…') })).toMatchObject({ ok: false, refusals: [{ reason: 'import.read.notSpreadsheet' }] });
  });
  it('reads at most 5,000 products a file: a longer Products table is refused whole', async () => {
    const csv = (rows: number) => new TextEncoder().encode(['slug;modelCode;category', ...Array.from({ length: rows }, (_, n) => `p-${n};P-${n};wall-mounted-splits`)].join('\r\n'));
    const plan = await lib.planImport(editor, { name: 'prodotti.csv', bytes: csv(5001) });
    expect((await lib.getImport(plan.id))!.fileRefusals).toEqual([{ sheet: 'prodotti', row: 1, reason: 'import.read.tooManyRows' }]);
  });
});

describe('uploads', () => {
  it('are read and applied one at a time, and a dry run left unapplied for two weeks is discarded by the next one', async () => {
    let finish!: () => void;
    const first = lib.oneReadAtATime(() => new Promise<string>((resolve) => (finish = () => resolve('read'))));
    expect(await lib.oneReadAtATime(async () => 'second')).toBe('BUSY');
    finish();
    expect(await first).toBe('read');
    expect(await lib.oneReadAtATime(async () => 'third')).toBe('third');

    const bytes = await editedExport(() => undefined);
    const old = await lib.planImport(editor, { name: 'vecchia.xlsx', bytes });
    await db.prisma.catalogueImport.update({ where: { id: old.id }, data: { createdAt: new Date(Date.now() - lib.DRY_RUN_KEPT_MS - 60_000) } });
    const recent = await lib.planImport(editor, { name: 'nuova.xlsx', bytes });
    const [oldRow, recentRow] = await Promise.all([old, recent].map(({ id }) => db.prisma.catalogueImport.findUniqueOrThrow({ where: { id } })));
    expect([oldRow!.status, oldRow!.cells, recentRow!.status]).toEqual(['discarded', null, 'dry-run']);
    expect(await lib.applyImport(editor, old.id, { publish: false })).toEqual({ ok: false, code: 'INVALID' });
    // Apply too waits for no other read: while one runs it is answered BUSY, and the import stays a dry run.
    let release!: () => void;
    const reading = lib.oneReadAtATime(() => new Promise<void>((resolve) => (release = resolve)));
    expect(await lib.applyImport(editor, recent.id, { publish: false })).toEqual({ ok: false, code: 'IMPORT_BUSY' });
    release();
    await reading;
    expect((await lib.getImport(recent.id))!.status).toBe('dry-run');
  });
});

describe('Apply and Undo', () => {
  it('writes 3 new and 2 changed products as drafts in one go, leaves refused rows alone, and undoes it all', async () => {
    const [a, b] = await db.prisma.product.findMany({ where: { published: true }, orderBy: { slug: 'desc' }, take: 2 });
    const fresh = await catalogueWorkbook({ products: 3, from: 900 });
    const bytes = await editedExport((sheets) => {
      rowOf(sheets.Products!, a!.slug).getCell(col('name.en')).value = 'Renamed by the sheet';
      rowOf(sheets.Products!, b!.slug).getCell(col('voltage')).value = '380–415';
    });
    // The three new products added to the export's Products and Specifications sheets.
    const extra = new ExcelJS.Workbook();
    await extra.xlsx.load(fresh as unknown as ArrayBuffer);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes.buffer as ArrayBuffer);
    for (const name of ['Products', 'Specifications']) {
      const from = extra.getWorksheet(name)!;
      const to = book.getWorksheet(name)!;
      from.eachRow((row, n) => n > 1 && void to.addRow(Array.from({ length: from.columnCount }, (_, i) => row.getCell(i + 1).value)));
    }
    const plan = await lib.planImport(editor, { name: 'listino.xlsx', bytes: new Uint8Array(await book.xlsx.writeBuffer()) });
    expect(plan).toMatchObject({ ok: true, counts: { created: 3, changed: 2, refused: 0 } });
    const report = (await lib.getImport(plan.id))!;
    const renamed = report.rows.find((row) => row.slug === a!.slug)!;
    expect(renamed.changes).toEqual([{ field: 'name', locale: 'en', before: expect.any(String), after: 'Renamed by the sheet' }]);

    expect(await lib.applyImport(editor, plan.id, { publish: false })).toEqual({ ok: true });
    // Drafts: the public rows of the published products are as they were; the new ones are unpublished.
    expect((await db.prisma.productTranslation.findUniqueOrThrow({ where: { productId_locale: { productId: a!.id, locale: 'en' } } })).name).not.toBe('Renamed by the sheet');
    expect(await db.prisma.contentDraft.count({ where: { entityId: { in: [a!.id, b!.id] } } })).toBe(2);
    const created = await db.prisma.product.findMany({ where: { slug: { endsWith: '-b0900' } } });
    expect(created.length + (await db.prisma.product.count({ where: { slug: { contains: '-b090' } } })) - created.length).toBe(3);
    expect((await db.prisma.product.findMany({ where: { slug: { contains: '-b09' } } })).every((p) => !p.published)).toBe(true);
    expect(await lib.applyImport(editor, plan.id, { publish: false })).toEqual({ ok: false, code: 'INVALID' });

    expect(await lib.undoImport(editor, plan.id)).toEqual({ ok: true });
    expect(await db.prisma.product.count({ where: { slug: { contains: '-b09' } } })).toBe(0);
    expect(await db.prisma.contentDraft.count({ where: { entityId: { in: [a!.id, b!.id] } } })).toBe(0);
    expect((await db.prisma.product.findUniqueOrThrow({ where: { id: b!.id } })).voltage).toBe(b!.voltage);
    expect((await lib.getImport(plan.id))!.status).toBe('undone');
  });

  it('refuses a report the catalogue has moved past, and an undo that would throw a later edit away', async () => {
    const [a] = await db.prisma.product.findMany({ where: { published: false }, orderBy: { slug: 'asc' }, take: 1 });
    const target = a ?? (await db.prisma.product.findFirstOrThrow({ orderBy: { slug: 'asc' } }));
    const bytes = await editedExport((sheets) => {
      rowOf(sheets.Products!, target.slug).getCell(col('frequency')).value = '60';
    });
    const stale = await lib.planImport(editor, { name: 'a.xlsx', bytes });
    await db.prisma.product.update({ where: { id: target.id }, data: { version: { increment: 1 } } });
    expect(await lib.applyImport(editor, stale.id, { publish: false })).toEqual({ ok: false, code: 'STALE' });

    const plan = await lib.planImport(editor, { name: 'b.xlsx', bytes });
    expect(await lib.applyImport(editor, plan.id, { publish: true })).toEqual({ ok: true });
    await db.prisma.product.update({ where: { id: target.id }, data: { version: { increment: 1 } } });
    expect(await lib.undoImport(editor, plan.id)).toEqual({ ok: false, code: 'CHANGED_SINCE' });
  });

  it('undoes its first turn when the catalogue changes between turns (on SQLite it writes ten rows a transaction)', async () => {
    const { db: appDb } = await import('@/lib/db');
    const plan = await lib.planImport(editor, { name: 'nuovi.xlsx', bytes: new Uint8Array(await catalogueWorkbook({ products: 12, from: 950 })) });
    expect(plan).toMatchObject({ ok: true, counts: { created: 12, refused: 0 } });
    const slugs = (await lib.getImport(plan.id))!.rows.filter((row) => row.outcome === 'created').map((row) => row.slug);
    const taker = await db.prisma.product.findFirstOrThrow({ orderBy: { slug: 'asc' } });
    let turn = 0;
    const original = appDb.$transaction.bind(appDb) as (work: (tx: unknown) => Promise<unknown>, options?: object) => Promise<unknown>;
    const spy = vi.spyOn(appDb, '$transaction').mockImplementation((async (work: (tx: unknown) => Promise<unknown>, options?: object) => {
      const number = ++turn;
      // Between the two turns an editor gives another product the slug of the file's last new one (the second turn's).
      if (number === 2) await appDb.product.update({ where: { id: taker.id }, data: { slug: slugs.at(-1)! } });
      return original(work, options);
    }) as never);
    try {
      expect(await lib.applyImport(editor, plan.id, { publish: false })).toEqual({ ok: false, code: 'STALE' });
    } finally {
      spy.mockRestore();
    }
    // The first turn's ten products are gone again; the import waits for a new dry run.
    expect(await db.prisma.product.count({ where: { slug: { in: slugs.slice(0, -1) } } })).toBe(0);
    expect((await lib.getImport(plan.id))!.status).toBe('dry-run');
    await db.prisma.product.update({ where: { id: taker.id }, data: { slug: taker.slug } });
  });

  it('publishes new products complete in every language when asked; an import a stopped server left halfway is undone like an applied one', async () => {
    const plan = await lib.planImport(editor, { name: 'interrotta.xlsx', bytes: new Uint8Array(await catalogueWorkbook({ products: 2, from: 970 })) });
    expect(await lib.applyImport(editor, plan.id, { publish: true })).toEqual({ ok: true });
    expect((await db.prisma.product.findMany({ where: { slug: { contains: '-b097' } } })).map((p) => p.published)).toEqual([true, true]);
    const claimedAt = new Date(Date.now() - lib.APPLY_STALLED_MS + 60_000);
    await db.prisma.catalogueImport.update({ where: { id: plan.id }, data: { status: 'applying', appliedAt: claimedAt } });
    // Still within the time an Apply may take: it may be running.
    expect(await lib.undoImport(editor, plan.id)).toEqual({ ok: false, code: 'INVALID' });
    await db.prisma.catalogueImport.update({ where: { id: plan.id }, data: { appliedAt: new Date(claimedAt.getTime() - 120_000) } });
    expect((await lib.getImport(plan.id))!).toMatchObject({ undoable: true, items: 2 });
    expect(await lib.undoImport(editor, plan.id)).toEqual({ ok: true });
    expect(await db.prisma.product.count({ where: { slug: { contains: '-b097' } } })).toBe(0);
    expect((await lib.getImport(plan.id))!.status).toBe('undone');
  });
});
