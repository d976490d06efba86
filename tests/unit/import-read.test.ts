import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { Zip, type ZipInputFile, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, readSpreadsheet } from '@/lib/admin/import/read';
import { XmlElements } from '@/lib/admin/import/xml-elements';

// Every file here is built in the test: workbooks written by exceljs, CSV as text, archives by fflate. The big
// archives take their deflate streams from node:zlib (fast), written into a real ZIP by fflate's streaming `Zip`,
// which also lets an entry declare a size that is not its own.

const MB = 1024 * 1024;
const read = (name: string, bytes: Uint8Array) => readSpreadsheet({ name, bytes });
const text = (content: string) => new Uint8Array(Buffer.from(content, 'utf8'));

async function workbook(build: (book: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  build(book);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** An entry's deflate stream with the size it declares (its own unless a test lies). */
type Packed = { deflated: Uint8Array<ArrayBuffer>; size: number; crc: number };
function pack(data: Uint8Array | string, level = 1): Packed {
  const raw = typeof data === 'string' ? Buffer.from(data) : data;
  return { deflated: new Uint8Array(deflateRawSync(raw, { level })), size: raw.length, crc: crc32(raw) };
}

/** A ZIP that looks like a workbook (the parts a reader looks for come first), plus `entries`. */
function archive(entries: Record<string, Packed>): Uint8Array {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  const all = { '[Content_Types].xml': pack('<Types/>'), 'xl/workbook.xml': pack('<workbook/>'), ...entries };
  for (const [filename, { deflated, size, crc }] of Object.entries(all)) {
    const file: ZipInputFile = { filename, size, crc, compression: 8 };
    zip.add(file);
    file.ondata?.(null, deflated, true);
  }
  zip.end();
  return new Uint8Array(Buffer.concat(chunks));
}

/** Mostly zeros with a random byte every `gap`: deflated at level 1 it shrinks ~37 times (gap 100) to ~59 (gap 250). */
function sparse(bytes: number, gap: number): Uint8Array {
  const data = new Uint8Array(bytes);
  for (let at = 0; at < bytes; at += gap) data[at] = (Math.random() * 256) | 0;
  return data;
}

describe('reading an XLSX', () => {
  it('gives every sheet in workbook order with its name, and numbers, dates, booleans and text as values', async () => {
    const bytes = await workbook((book) => {
      const products = book.addWorksheet('Prodotti');
      products.addRow(['Codice', 'Nome', 'Prezzo', 'Disponibile dal', 'Attivo']);
      products.addRow(['AC-12', { richText: [{ text: 'Climatizzatore ', font: { bold: true } }, { text: '12000 BTU' }] }, 1249.5, new Date('2026-03-01T00:00:00Z'), true]);
      products.addRow(['AC-18', { text: 'Scheda', hyperlink: 'https://example.test/ac-18' }, 1599, null, false]);
      // Trailing empties: a styled empty cell and an empty string after the data, and styled empty rows below.
      products.getCell('G3').fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFFF00' } };
      products.getCell('F2').value = '';
      products.getCell('A9').border = { top: { style: 'thin' } };
      const categories = book.addWorksheet('Категории');
      categories.addRow(['Slug', 'Название']);
      categories.addRow(['split', 'Сплит-системы']);
      categories.addRow([]);
      categories.addRow(['multi', 'Мульти-сплит']);
      book.addWorksheet('Note');
    });
    const result = await read('listino.xlsx', bytes);
    expect(result).toEqual({
      ok: true,
      format: 'xlsx',
      sheets: [
        {
          name: 'Prodotti',
          rows: [
            { number: 1, cells: ['Codice', 'Nome', 'Prezzo', 'Disponibile dal', 'Attivo'] },
            { number: 2, cells: ['AC-12', 'Climatizzatore 12000 BTU', 1249.5, new Date('2026-03-01T00:00:00Z'), true] },
            { number: 3, cells: ['AC-18', 'Scheda', 1599, null, false] },
          ],
        },
        { name: 'Категории', rows: [{ number: 1, cells: ['Slug', 'Название'] }, { number: 2, cells: ['split', 'Сплит-системы'] }, { number: 4, cells: ['multi', 'Мульти-сплит'] }] },
        { name: 'Note', rows: [] },
      ],
    });
  });

  it('refuses every formula and error value with its sheet, row and column, listing 50 at most', async () => {
    const bytes = await workbook((book) => {
      const products = book.addWorksheet('Prodotti');
      products.addRow(['Codice', 'Prezzo', 'IVA']);
      products.addRow(['AC-12', 100, { formula: 'B2*0.22', result: 22, shareType: 'shared', ref: 'C2:C3' }]);
      products.addRow(['AC-18', 200, { sharedFormula: 'C2', result: 44 }]);
      const categories = book.addWorksheet('Categorie');
      categories.addRow(['Slug', 'Padre', 'Controllo']);
      categories.addRow(['split', { error: '#N/A' }, { formula: 'VLOOKUP(A2,Prodotti!A:A,1,FALSE)', result: { error: '#N/A' } }]);
      const many = book.addWorksheet('Molte');
      many.addRow(['n']);
      for (let row = 2; row <= 80; row++) many.addRow([{ formula: `${row}+1`, result: row + 1 }]);
    });
    const result = await read('listino.xlsx', bytes);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.refusals.slice(0, 4)).toEqual([
      { code: 'formula', sheet: 'Prodotti', row: 2, column: 'C', detail: '=B2*0.22' },
      { code: 'formula', sheet: 'Prodotti', row: 3, column: 'C', detail: '=B3*0.22' },
      { code: 'formula', sheet: 'Categorie', row: 2, column: 'B', detail: '#N/A' },
      { code: 'formula', sheet: 'Categorie', row: 2, column: 'C', detail: '=VLOOKUP(A2,Prodotti!A:A,1,FALSE)' },
    ]);
    expect(result.refusals).toHaveLength(50);
    expect(result.refusals.at(-1)).toMatchObject({ sheet: 'Molte', row: 47, column: 'A' });
  });

  it('takes a small entry that shrinks more than 100 times (under 1 kB compressed)', async () => {
    const parts = unzipSync(await workbook((book) => book.addWorksheet('Prodotti').addRows([['Codice'], ['AC-12']])));
    parts['xl/media/blank.bin'] = new Uint8Array(200 * 1024);
    const bytes = zipSync(parts);
    expect(await read('listino.xlsx', bytes)).toMatchObject({ ok: true, sheets: [{ name: 'Prodotti' }] });
  });
});

describe('refusing a ZIP that would inflate too far', () => {
  it('refuses a bomb of 101 MB of zeros', async () => {
    const bytes = archive({ 'xl/worksheets/sheet1.xml': pack(new Uint8Array(101 * MB)) });
    expect(bytes.length).toBeLessThan(MB);
    expect(await read('listino.xlsx', bytes)).toEqual({ ok: false, refusals: [{ code: 'unpackedTooLarge' }] });
  });

  it('refuses on the sizes the archive declares, before inflating anything', async () => {
    // Data that is not even a deflate stream: inflating it would answer "damaged", so these answers come first.
    const junk = new Uint8Array(2048).fill(0xff);
    const total = { deflated: junk, size: 101 * MB, crc: 0 };
    expect(await read('listino.xlsx', archive({ 'xl/worksheets/sheet1.xml': total }))).toEqual({ ok: false, refusals: [{ code: 'unpackedTooLarge' }] });
    const ratio = { deflated: junk, size: 101 * junk.length, crc: 0 };
    expect(await read('listino.xlsx', archive({ 'xl/worksheets/sheet1.xml': ratio }))).toEqual({
      ok: false,
      refusals: [{ code: 'compressionRatio', detail: 'xl/worksheets/sheet1.xml' }],
    });
    expect(await read('listino.xlsx', archive({ 'xl/worksheets/sheet1.xml': { deflated: junk, size: 4096, crc: 0 } }))).toEqual({
      ok: false,
      refusals: [{ code: 'notSpreadsheet', detail: 'damaged zip' }],
    });
  });

  it('refuses many entries that each shrink only ~37 times but add up to more than 100 MB', async () => {
    const part = pack(sparse(10 * MB, 100));
    expect(part.size / part.deflated.length).toBeLessThan(IMPORT_LIMITS.entryRatio);
    const entries = Object.fromEntries(Array.from({ length: 11 }, (_, index) => [`xl/media/image${index}.bin`, part]));
    expect(await read('listino.xlsx', archive(entries))).toEqual({ ok: false, refusals: [{ code: 'unpackedTooLarge' }] });
  });

  it('refuses one entry that inflates more than 100 times its compressed size', async () => {
    const bytes = archive({ 'xl/worksheets/sheet1.xml': pack(new Uint8Array(5 * MB), 9) });
    expect(await read('listino.xlsx', bytes)).toEqual({ ok: false, refusals: [{ code: 'compressionRatio', detail: 'xl/worksheets/sheet1.xml' }] });
  });

  it('inflates for real when the declared sizes lie, and stops at the ratio', async () => {
    const zeros = pack(new Uint8Array(5 * MB), 9);
    const bytes = archive({ 'xl/worksheets/sheet1.xml': { ...zeros, size: 20 * zeros.deflated.length } });
    expect(await read('listino.xlsx', bytes)).toEqual({ ok: false, refusals: [{ code: 'compressionRatio', detail: 'xl/worksheets/sheet1.xml' }] });
  });

  it('refuses parts holding more than a million XML elements before exceljs builds them (here, styles)', async () => {
    // 2,000 different styles (40 kB, more than deflate's 32 kB window, so they compress only ~9 times), 500 times.
    const block = Array.from({ length: 2000 }, (_, index) => `<xf numFmtId="${index}"/>`).join('');
    const styles = pack(`<styleSheet><cellXfs>${block.repeat(IMPORT_LIMITS.xmlElements / 2000)}</cellXfs></styleSheet>`);
    expect(await read('listino.xlsx', archive({ 'xl/styles.xml': styles }))).toEqual({ ok: false, refusals: [{ code: 'unpackedTooLarge', detail: 'xml elements' }] });
  });

  it('counts an element whose tag is split between two inflated chunks, and nothing else', () => {
    const xml = Buffer.from('<?xml version="1.0"?><row r="1"><c r="A1" t="s"><v>0</v></c><x:c/></row><!-- a < b -->');
    const elements = new XmlElements();
    for (let at = 0; at < xml.length; at++) elements.count(xml.subarray(at, at + 1));
    expect(elements.total).toBe(4);
  });

  it('inflates for real when the declared sizes lie, and stops at 100 MB in total', async () => {
    const part = pack(sparse(55 * MB, 250));
    expect(part.size / part.deflated.length).toBeLessThan(IMPORT_LIMITS.entryRatio);
    const lie = { ...part, size: MB };
    const bytes = archive({ 'xl/media/image1.bin': lie, 'xl/media/image2.bin': lie });
    expect(await read('listino.xlsx', bytes)).toEqual({ ok: false, refusals: [{ code: 'unpackedTooLarge' }] });
  });
});

describe('reading a CSV', () => {
  it('reads UTF-8 with a byte-order mark and ; between cells, keeping every cell as text', async () => {
    const csv = '\uFEFFCodice;Nome;Prezzo\r\nAC-12;"Climatizzatore «Split; Pro»";1,5\r\n;;\r\nAC-18;"Con ""virgolette""";\r\nAC-24\r\n\r\n';
    expect(await read('prodotti.csv', text(csv))).toEqual({
      ok: true,
      format: 'csv',
      sheets: [
        {
          name: 'prodotti',
          rows: [
            { number: 1, cells: ['Codice', 'Nome', 'Prezzo'] },
            { number: 2, cells: ['AC-12', 'Climatizzatore «Split; Pro»', '1,5'] },
            { number: 4, cells: ['AC-18', 'Con "virgolette"'] },
            { number: 5, cells: ['AC-24'] },
          ],
        },
      ],
    });
  });

  it('reads a header without ; by its tab, else its comma (quoted names aside)', async () => {
    const comma = await read('products.csv', text('Code,Name,Price\nAC-12,"Split, 12000 BTU",1.5\n'));
    expect(comma).toMatchObject({ ok: true, sheets: [{ rows: [{ cells: ['Code', 'Name', 'Price'] }, { cells: ['AC-12', 'Split, 12000 BTU', '1.5'] }] }] });
    const tab = await read('products.txt', text('Code\tName, model\nAC-12\tSplit, 12000 BTU\n'));
    expect(tab).toMatchObject({ ok: true, sheets: [{ rows: [{ cells: ['Code', 'Name, model'] }, { cells: ['AC-12', 'Split, 12000 BTU'] }] }] });
    const quoted = await read('products.csv', text('"Prezzo; IVA",Nome\n10,Split\n'));
    expect(quoted).toMatchObject({ ok: true, sheets: [{ rows: [{ cells: ['Prezzo; IVA', 'Nome'] }, { cells: ['10', 'Split'] }] }] });
  });

  it('keeps a line break inside a quoted cell, numbering rows as a spreadsheet shows them', async () => {
    const result = await read('prodotti.csv', text('Codice;Descrizione\r\nAC-12;"Riga uno\r\nRiga due"\r\nAC-18;Breve\r\n'));
    expect(result).toMatchObject({ ok: true, sheets: [{ rows: [{ number: 1 }, { number: 2, cells: ['AC-12', 'Riga uno\r\nRiga due'] }, { number: 3, cells: ['AC-18', 'Breve'] }] }] });
  });

  it('refuses cells beginning with = as formulas, and keeps those beginning with +, - or @', async () => {
    const csv = 'Codice;Nome;Telefono\nAC-12;=HYPERLINK("http://evil.test");+39 02 1234567\nAC-18;-20% sconto;@climaitalia\n=1+2;x;y\n';
    expect(await read('prodotti.csv', text(csv))).toEqual({
      ok: false,
      refusals: [
        { code: 'formula', sheet: 'prodotti', row: 2, column: 'B', detail: '=HYPERLINK("http://evil.test")' },
        { code: 'formula', sheet: 'prodotti', row: 4, column: 'A', detail: '=1+2' },
      ],
    });
    expect(await read('prodotti.csv', text('Codice;Telefono\nAC-12;+39 02 1234567\nAC-18;-20%\nAC-24;@clima\n'))).toMatchObject({ ok: true });
  });

  it('refuses text that is not UTF-8: a Windows-1252 or UTF-16 export', async () => {
    expect(await read('prodotti.csv', new Uint8Array(Buffer.from('Nome;Città\nCaldaia;Forlì\n', 'latin1')))).toEqual({
      ok: false,
      refusals: [{ code: 'encoding', detail: 'not utf-8' }],
    });
    expect(await read('prodotti.txt', new Uint8Array(Buffer.from('\uFEFFNome\tCittà\n', 'utf16le')))).toEqual({
      ok: false,
      refusals: [{ code: 'encoding', detail: 'utf-16' }],
    });
  });

  it(`accepts a sheet of ${IMPORT_LIMITS.sheetRows} data rows and refuses one more`, async () => {
    const rows = IMPORT_LIMITS.sheetRows;
    const csv = (count: number) => text(['Codice;Nome', ...Array.from({ length: count }, (_, row) => `AC-${row};Split ${row}`)].join('\r\n'));
    const accepted = await read('prodotti.csv', csv(rows));
    expect(accepted.ok && accepted.sheets[0]?.rows.length).toBe(rows + 1);
    expect(accepted.ok && accepted.sheets[0]?.rows.at(-1)).toEqual({ number: rows + 1, cells: [`AC-${rows - 1}`, `Split ${rows - 1}`] });
    expect(await read('prodotti.csv', csv(rows + 1))).toEqual({ ok: false, refusals: [{ code: 'tooManyRows', sheet: expect.any(String) }] });
  });
});

describe('refusing what is not a spreadsheet', () => {
  it('decides the format by the content, not the name', async () => {
    const xlsx = await workbook((book) => book.addWorksheet('Prodotti').addRows([['Codice'], ['AC-12']]));
    // Passed as a view into a larger buffer, as an upload's bytes can be.
    const larger = new Uint8Array(xlsx.length + 16);
    larger.set(xlsx, 8);
    expect(await read('prodotti.csv', larger.subarray(8, 8 + xlsx.length))).toMatchObject({ ok: true, format: 'xlsx', sheets: [{ rows: [{ cells: ['Codice'] }, { cells: ['AC-12'] }] }] });
    expect(await read('prodotti.xlsx', Buffer.from('Codice\nAC-12\n'))).toMatchObject({ ok: true, format: 'csv', sheets: [{ rows: [{ cells: ['Codice'] }, { cells: ['AC-12'] }] }] });
  });

  it('refuses a PDF, an image, an old .xls, a ZIP that holds no workbook and a cut-off XLSX', async () => {
    const pdf = new Uint8Array(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1'));
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    const docx = zipSync({ '[Content_Types].xml': text('<Types/>'), 'word/document.xml': text('<w:document/>') });
    const xlsx = await workbook((book) => book.addWorksheet('Prodotti').addRows([['Codice'], ['AC-12']]));
    const refusal = async (name: string, bytes: Uint8Array) => {
      const result = await read(name, bytes);
      return result.ok ? undefined : result.refusals;
    };
    expect(await refusal('listino.pdf', pdf)).toEqual([{ code: 'notSpreadsheet', detail: 'pdf' }]);
    expect(await refusal('listino.csv', png)).toEqual([{ code: 'notSpreadsheet', detail: 'binary' }]);
    expect(await refusal('listino.xls', xls)).toEqual([{ code: 'notSpreadsheet', detail: 'xls or encrypted workbook' }]);
    expect(await refusal('listino.xlsx', docx)).toEqual([{ code: 'notSpreadsheet', detail: 'zip without a workbook' }]);
    expect(await refusal('listino.xlsx', xlsx.subarray(0, xlsx.length >> 1))).toEqual([{ code: 'notSpreadsheet', detail: 'damaged zip' }]);
  });

  it('refuses a file over 20 MB without reading it', async () => {
    expect(await read('listino.csv', new Uint8Array(IMPORT_LIMITS.fileBytes + 1))).toEqual({ ok: false, refusals: [{ code: 'tooLarge' }] });
    // At the limit the file is read (and these zeros are binary).
    expect(await read('listino.csv', new Uint8Array(IMPORT_LIMITS.fileBytes))).toEqual({ ok: false, refusals: [{ code: 'notSpreadsheet', detail: 'binary' }] });
  });

  it('refuses a file without data rows: nothing, blank lines, or a header alone', async () => {
    for (const bytes of [new Uint8Array(0), text('\r\n\r\n;;\r\n'), text('\uFEFFCodice;Nome\r\n')]) {
      expect(await read('prodotti.csv', bytes)).toEqual({ ok: false, refusals: [{ code: 'empty' }] });
    }
    const headerOnly = await workbook((book) => book.addWorksheet('Prodotti').addRow(['Codice', 'Nome']));
    expect(await read('listino.xlsx', headerOnly)).toEqual({ ok: false, refusals: [{ code: 'empty' }] });
  });
});
