import 'server-only';
import { readCsv, sheetNameOf } from './csv';
import { readXlsx } from './xlsx';

// The spreadsheet import's first step: bytes in, sheets of plain cells out, or the reasons the file cannot be read.
// Formats only: no column means anything here (the catalogue's mapping reads the sheets this returns). Everything
// a hostile or broken upload could do to the server (a huge file, a ZIP bomb, binary junk, a formula) is refused
// here, before exceljs or the domain sees it.

export const IMPORT_LIMITS: Readonly<ImportLimits> = {
  /** The upload itself. */
  fileBytes: 20 * 1024 * 1024,
  /** What an XLSX holds once inflated, all its parts together (exceljs keeps it all in memory). */
  unpackedBytes: 100 * 1024 * 1024,
  /** How much one ZIP entry may grow when inflated; real sheets compress 5 to 30 times. */
  entryRatio: 100,
  /**
   * Products or categories in one file (a sheet of items, its header row left out): checked by the catalogue's
   * reading (./plan.ts), which knows which sheet holds items.
   */
  rows: 5000,
  /**
   * Data rows of any one sheet, the format's own cap: the specification lines of 5,000 products (five or six a
   * product) fit; the XML limit below keeps the memory in check whatever the rows hold.
   */
  sheetRows: 30_000,
  /**
   * Elements in an XLSX's XML parts, counted before exceljs builds an object of each (./xml-elements.ts). A cell
   * of distinct text takes four (`<c>` and `<v>` in the sheet, `<si>` and `<t>` in the shared strings): 5,000 rows of
   * 50 such columns, which exceljs reads in about 3 s and 200 MB.
   */
  xmlElements: 1_000_000,
};
export type ImportLimits = { fileBytes: number; unpackedBytes: number; entryRatio: number; rows: number; sheetRows: number; xmlElements: number };

/**
 * A cell as the file holds it: text, a number, a boolean, a date or nothing. An XLSX date is a Date whose UTC
 * fields are the wall time the sheet shows (a spreadsheet has no time zones), as the exports write them.
 */
export type Cell = string | number | boolean | Date | null;
/** One sheet: its non-empty rows in order, the header row first, each with its row number in the file. */
export type Sheet = { name: string; rows: { number: number; cells: Cell[] }[] };
export type ReadRefusalCode =
  | 'tooLarge'
  | 'unpackedTooLarge'
  | 'compressionRatio'
  | 'notSpreadsheet'
  | 'encoding'
  | 'formula'
  | 'tooManyRows'
  | 'empty';
/** Why the file was refused; cell refusals say where (`column` as spreadsheets name it: "A", "AB"). */
export type ReadRefusal = { code: ReadRefusalCode; sheet?: string; row?: number; column?: string; detail?: string };
export type ReadResult = { ok: true; format: 'xlsx' | 'csv'; sheets: Sheet[] } | { ok: false; refusals: ReadRefusal[] };

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** Files that are surely not a spreadsheet, by their first bytes, with the detail staff are shown. */
const NOT_SPREADSHEETS: [detail: string, start: number[]][] = [
  // An old .xls, or an XLSX saved with a password (Office encrypts it into the same container).
  ['xls or encrypted workbook', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  // Its header is text; the binary that follows would otherwise be reported as an encoding problem.
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
];
/** Excel's "Unicode text" export is UTF-16: text, but not in the encoding this reader takes. */
const UTF16_BOMS = [
  [0xff, 0xfe],
  [0xfe, 0xff],
];

const startsWith = (bytes: Uint8Array, start: number[]) => start.every((byte, index) => bytes[index] === byte);
const refused = (refusal: ReadRefusal): ReadResult => ({ ok: false, refusals: [refusal] });

/** Reads an uploaded XLSX or CSV, telling them apart by content; the name only names a CSV's one sheet. */
export async function readSpreadsheet(file: { name: string; bytes: Uint8Array }): Promise<ReadResult> {
  const { bytes } = file;
  if (bytes.length > IMPORT_LIMITS.fileBytes) return refused({ code: 'tooLarge' });
  if (bytes.length === 0) return refused({ code: 'empty' });
  if (startsWith(bytes, ZIP)) {
    const xlsx = await readXlsx(bytes, IMPORT_LIMITS);
    return xlsx.ok ? verdict('xlsx', xlsx.sheets, xlsx.refusals) : refused(xlsx.refusal);
  }
  const binary = NOT_SPREADSHEETS.find(([, start]) => startsWith(bytes, start));
  if (binary) return refused({ code: 'notSpreadsheet', detail: binary[0] });
  if (UTF16_BOMS.some((bom) => startsWith(bytes, bom))) return refused({ code: 'encoding', detail: 'utf-16' });
  // Text holds no NUL bytes, in UTF-8 or cp1251 alike: a PNG, a JPEG, an executable, an empty ZIP does.
  if (bytes.includes(0)) return refused({ code: 'notSpreadsheet', detail: 'binary' });
  // Stop one row past the limit: the rest is not worth holding in memory.
  const csv = readCsv(bytes, sheetNameOf(file.name), IMPORT_LIMITS.sheetRows + 2);
  return csv.ok ? verdict('csv', [csv.sheet], csv.refusals) : refused(csv.refusal);
}

/**
 * The answer for a file whose cells were read. A file over the row limit is refused as a whole (split it first;
 * its cells need not be fixed yet), so is one without data rows; otherwise the cells it refused, if any.
 */
function verdict(format: 'xlsx' | 'csv', sheets: Sheet[], cellRefusals: ReadRefusal[]): ReadResult {
  const over = sheets.find((sheet) => sheet.rows.length - 1 > IMPORT_LIMITS.sheetRows);
  if (over) return refused({ code: 'tooManyRows', sheet: over.name });
  const dataRows = sheets.reduce((sum, sheet) => sum + Math.max(0, sheet.rows.length - 1), 0);
  if (dataRows === 0) return refused({ code: 'empty' });
  if (cellRefusals.length) return { ok: false, refusals: cellRefusals };
  return { ok: true, format, sheets };
}
