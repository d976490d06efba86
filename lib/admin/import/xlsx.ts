import type { Cell as ExcelCell, ValueType as ExcelValueType } from 'exceljs';
import type { Cell, ImportLimits, ReadRefusal, Sheet } from './read';
import { MAX_CELL_REFUSALS, clip, columnName, trimRow } from './rows';
import { declaredRefusal, inflatedRefusal, zipEntries } from './zip';

// An XLSX upload: the archive is checked (./zip.ts) before exceljs inflates anything, then every sheet is read in
// workbook order, cell values only.

export type XlsxRead = { ok: true; sheets: Sheet[]; refusals: ReadRefusal[] } | { ok: false; refusal: ReadRefusal };

/** Parts every workbook exceljs reads has; a Word file, an ODS or any other ZIP lacks one. */
const REQUIRED_PARTS = ['[Content_Types].xml', 'xl/workbook.xml'];
/**
 * Everything in a sheet but its cells (`sheetData`) goes unparsed. Some of it exceljs expands cell by cell: a
 * dropdown (a data validation) over a whole column becomes a million entries, 1.7 s for a sheet of two rows, and a
 * merge creates every cell it covers. The rest (link targets, layout) is not this reader's business: a link's cell
 * holds its text, the cells a merge covers hold nothing, as in a CSV export.
 */
const IGNORED_NODES = [
  'sheetPr', 'dimension', 'sheetViews', 'sheetFormatPr', 'cols', 'autoFilter', 'mergeCells', 'rowBreaks', 'hyperlinks', 'pageMargins',
  'dataValidations', 'pageSetup', 'headerFooter', 'printOptions', 'picture', 'drawing', 'sheetProtection', 'tableParts',
  'conditionalFormatting', 'extLst',
];

type Read = { value: Cell } | { refused: string };

export async function readXlsx(bytes: Uint8Array, limits: ImportLimits): Promise<XlsxRead> {
  const entries = zipEntries(bytes);
  if (!entries) return { ok: false, refusal: { code: 'notSpreadsheet', detail: 'damaged zip' } };
  // exceljs drops a leading slash from part names; so does this check.
  const parts = new Set(entries.map((entry) => entry.name.replace(/^\//, '')));
  if (!REQUIRED_PARTS.every((part) => parts.has(part))) return { ok: false, refusal: { code: 'notSpreadsheet', detail: 'zip without a workbook' } };
  const refusal = declaredRefusal(entries, limits) ?? inflatedRefusal(bytes, entries, limits);
  if (refusal) return { ok: false, refusal };

  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  try {
    // exceljs types the argument as an ArrayBuffer; JSZip takes a Node Buffer, here a view of the upload, not a copy.
    await book.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer, { ignoreNodes: IGNORED_NODES });
  } catch {
    return { ok: false, refusal: { code: 'notSpreadsheet', detail: 'damaged workbook' } };
  }
  const sheets: Sheet[] = [];
  const refusals: ReadRefusal[] = [];
  for (const worksheet of book.worksheets) {
    const rows: Sheet['rows'] = [];
    worksheet.eachRow((row, number) => {
      const cells: Cell[] = [];
      let refused = false;
      row.eachCell((excelCell, column) => {
        const read = readCell(excelCell, ExcelJS.ValueType);
        while (cells.length < column - 1) cells.push(null);
        if ('value' in read) {
          cells.push(read.value);
          return;
        }
        cells.push(null);
        refused = true;
        if (refusals.length < MAX_CELL_REFUSALS) {
          refusals.push({ code: 'formula', sheet: worksheet.name, row: number, column: columnName(column), detail: clip(read.refused) });
        }
      });
      const kept = trimRow(cells);
      // A row holding only refused cells still counts, so that it is not reported as an empty file.
      if (kept.length || refused) rows.push({ number, cells: kept });
    });
    sheets.push({ name: worksheet.name, rows });
  }
  return { ok: true, sheets, refusals };
}

/**
 * A cell's value, or what is refused in it. Formulas are refused, shared and array ones included: their cached
 * result can be stale or missing (files written by other programs), and the import takes what the sheet says, not
 * what it computes; so are error values (#N/A, #REF!…), which are what a formula leaves behind, even pasted as a
 * value, and would otherwise become an empty or wrong field: same code, the error as its detail.
 */
function readCell(cell: ExcelCell, types: typeof ExcelValueType): Read {
  const { value } = cell;
  switch (cell.type) {
    case types.Formula:
      return { refused: `=${cell.formula}` };
    case types.Error:
      return { refused: value && typeof value === 'object' && 'error' in value ? value.error : '#ERROR' };
    case types.Number:
    case types.Boolean:
      return { value: value as number | boolean };
    case types.Date:
      return { value: value instanceof Date ? value : null };
    case types.Null:
    case types.Merge:
      return { value: null };
    default: {
      // Text, rich text (its runs joined) and a link (its text).
      const text = plainText(value);
      return { value: text === '' ? null : text };
    }
  }
}

function plainText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (!value || typeof value !== 'object') return '';
  if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((run: { text?: unknown }) => plainText(run.text)).join('');
  if ('text' in value) return plainText(value.text);
  return '';
}
