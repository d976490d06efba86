import { stringify } from 'csv-stringify/sync';

// The back office's one CSV writer (lead and subscriber exports). The file opens correctly in Excel with
// Italian and Russian regional settings: UTF-8 with a byte-order mark (else Excel reads Cyrillic as cp1251),
// `;` between cells (the list separator of both), CRLF line ends. See docs/decisions/0005-csv-exports.md.

export type CsvCell = string | number | Date | null | undefined;

/** Characters that make a spreadsheet read a cell as a formula (or hide one): `=`, `+`, `-`, `@`, tab, CR. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell's text, safe to open in a spreadsheet: one that begins like a formula gets an apostrophe in front, so
 * Excel, LibreOffice and Google Sheets show the visitor's text instead of running it (OWASP "CSV injection").
 * Dates are written as ISO 8601.
 */
export function csvCell(value: CsvCell): string {
  if (value == null) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return String(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The whole file: a header row and the rows, every cell neutralised, with BOM, `;` and CRLF. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return stringify([header.map(csvCell), ...rows.map((row) => row.map(csvCell))], {
    bom: true,
    delimiter: ';',
    record_delimiter: '\r\n',
    quoted_match: /[\r\n]/,
  });
}

/** A CSV download: the browser saves it under `filename` (ASCII; the date goes in the name, not the path). */
export function csvResponse(filename: string, body: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
