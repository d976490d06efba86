import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, csvResponse, toCsv } from '@/lib/admin/csv';

const BOM = '\uFEFF';

describe('CSV exports', () => {
  it('start with a UTF-8 byte-order mark and use ; between cells and CRLF between rows', () => {
    const csv = toCsv(['Nome', 'Città'], [['Anna', 'Roma'], ['Marco', 'Milano']]);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.slice(1)).toBe('Nome;Città\r\nAnna;Roma\r\nMarco;Milano\r\n');
  });

  it('keep Cyrillic text intact through a parse', () => {
    const csv = toCsv(['Имя', 'Компания'], [['Иван Петров', 'ООО «Климат; Сервис»']]);
    const bytes = Buffer.from(csv, 'utf8');
    const rows = parse(bytes, { bom: true, delimiter: ';' }) as string[][];
    expect(rows).toEqual([
      ['Имя', 'Компания'],
      ['Иван Петров', 'ООО «Климат; Сервис»'],
    ]);
  });

  it('neutralise every cell a spreadsheet would read as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}HYPERLINK("http://evil.test")`)).toBe(`'${start}HYPERLINK("http://evil.test")`);
    }
    expect(csvCell('+79123456789')).toBe("'+79123456789");
    expect(csvCell('Anna = Bob')).toBe('Anna = Bob');
    const rows = parse(toCsv(['a'], [['=1+2'], ['@SUM(A1)'], ['-2+3']]), { bom: true, delimiter: ';' }) as string[][];
    expect(rows.slice(1).map(([cell]) => cell)).toEqual(["'=1+2", "'@SUM(A1)", "'-2+3"]);
  });

  it('neutralise header cells as well, and quote cells holding the separator, quotes or line breaks', () => {
    const csv = toCsv(['=cmd'], [['a;b'], ['say "hi"'], ['line\nbreak']]);
    expect(csv).toContain("'=cmd");
    const rows = parse(csv, { bom: true, delimiter: ';' }) as string[][];
    expect(rows).toEqual([["'=cmd"], ['a;b'], ['say "hi"'], ['line\nbreak']]);
  });

  it('write dates as ISO 8601 and empty values as empty cells', () => {
    const at = new Date('2026-03-01T08:30:00.000Z');
    expect(toCsv(['at', 'none', 'n'], [[at, null, 3]]).slice(1)).toBe('at;none;n\r\n2026-03-01T08:30:00.000Z;;3\r\n');
  });

  it('are sent as an attachment that is never cached', async () => {
    const response = csvResponse('leads-2026-03-01.csv', toCsv(['a'], [['б']]));
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="leads-2026-03-01.csv"');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
