import { isUtf8 } from 'node:buffer';
import { CsvError, parse } from 'csv-parse/sync';
import type { Cell, ReadRefusal, Sheet } from './read';
import { MAX_CELL_REFUSALS, clip, columnName, trimRow } from './rows';

// A CSV upload: UTF-8 text (with or without the byte-order mark Excel writes), one sheet. Cells stay text: "1,5"
// or "1.5", "01/02/2026" mean what the column says, which the catalogue's mapping knows and this reader does not.

export type CsvRead = { ok: true; sheet: Sheet; refusals: ReadRefusal[] } | { ok: false; refusal: ReadRefusal };
type Delimiter = ';' | '\t' | ',';

/** How far into the file the header line is looked for. */
const HEADER_SAMPLE_BYTES = 64 * 1024;

/** Thrown from inside the parser to stop it once enough rows are read. */
class Enough extends Error {}

/** A CSV's one sheet is named after the file: "prodotti.csv" → "prodotti". */
export function sheetNameOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  return base.replace(/\.[^.]*$/, '') || base;
}

/**
 * The separator. `;` is what Excel writes with Italian and Russian settings. A header line without any `;` is read
 * by its tab, else its `,` (Excel with English settings, Google Sheets, LibreOffice's default, "text
 * (tab-delimited)"): such a header cannot belong to a `;` file of several columns, so a `;` file is never split at
 * the commas in its cells. Quoted header names are not looked at, and a tab wins over a comma, which a name holds
 * more often. The one file read wrongly is a single-column `;` file whose header holds a comma.
 */
function csvDelimiter(bytes: Uint8Array): Delimiter {
  const sample = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, HEADER_SAMPLE_BYTES)).toString('utf8');
  const header = sample.replace(/"(?:[^"]|"")*"/g, '""').match(/^[\r\n\uFEFF]*([^\r\n]*)/)?.[1] ?? '';
  if (header.includes(';')) return ';';
  if (header.includes('\t')) return '\t';
  return header.includes(',') ? ',' : ';';
}

/**
 * The file's one sheet, with at most `stopAfter` non-empty rows (the rest is not parsed), and its cells beginning
 * with `=`, refused as formulas. CSV has no formulas, but `=` is how one is typed: Excel runs such a cell when it
 * opens the file, so refusing it treats a CSV like the XLSX it stands for, and keeps formula text out of the
 * catalogue (and out of every file made from it). `+`, `-` and `@` are not refused: phones, negative numbers,
 * "-20%" and handles begin with them; the exports neutralise them (lib/admin/csv.ts).
 */
export function readCsv(bytes: Uint8Array, name: string, stopAfter: number): CsvRead {
  // Checked in place: decoding the whole file to validate it would copy it.
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!isUtf8(buffer)) return { ok: false, refusal: { code: 'encoding', detail: 'not utf-8' } };
  const rows: Sheet['rows'] = [];
  const refusals: ReadRefusal[] = [];
  try {
    parse(buffer, {
      bom: true,
      delimiter: csvDelimiter(bytes),
      // A short row is a row with fewer cells; a stray quote inside an unquoted cell ("5\" pollici") is text.
      relax_column_count: true,
      relax_quotes: true,
      // Rows are kept here as they come, not in the parser's own list; blank lines still count as records, so
      // `records` is the row number a spreadsheet shows.
      on_record: (record: string[], { records }) => {
        const cells = trimRow(record.map((text): Cell => (text === '' ? null : text)));
        if (!cells.length) return null;
        cells.forEach((cell, index) => {
          if (typeof cell === 'string' && cell.startsWith('=') && refusals.length < MAX_CELL_REFUSALS) {
            refusals.push({ code: 'formula', sheet: name, row: records, column: columnName(index + 1), detail: clip(cell) });
          }
        });
        rows.push({ number: records, cells });
        if (rows.length >= stopAfter) throw new Enough();
        return null;
      },
    });
  } catch (error) {
    if (error instanceof CsvError) {
      const row = typeof error.records === 'number' ? error.records + 1 : undefined;
      return { ok: false, refusal: { code: 'notSpreadsheet', sheet: name, row, detail: error.code } };
    }
    if (!(error instanceof Enough)) throw error;
  }
  return { ok: true, sheet: { name, rows }, refusals };
}
