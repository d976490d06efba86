import 'server-only';
import { consentCell } from '@/lib/consent/records';
import type { Locale } from '@/i18n/routing';
import { toCsv } from '@/lib/admin/csv';
import { serverTranslator } from '@/lib/i18n/messages';
import { exportDateTime } from '../time-zone';
import { countryLabel, regionLabel } from './format';
import type { ExportLead } from './service';

// The inbox's export: the filtered leads, one row each, in the staff member's language and time zone. Dates are
// written "2026-11-27 08:52" in that zone, which the header names; phones as text; the lines and the notes in one
// cell each. See docs/decisions/0005-csv-exports.md.

const COLUMNS = [
  'number', 'id', 'createdAt', 'type', 'status', 'name', 'companyName', 'email', 'phone', 'country', 'region', 'inn', 'product', 'city', 'lines',
  'comment', 'notes', 'locale', 'sourcePage', 'landingPage', 'referrerHost', 'utm', 'assignee', 'consentAt', 'consents',
] as const;
export type ExportColumn = (typeof COLUMNS)[number];


/**
 * A moment as the reader's wall clock shows it: the text for the CSV, and for the XLSX a date whose UTC fields
 * are that wall time (a spreadsheet has no zones; the header names the zone).
 */
export type WallTime = { text: string; wall: Date };
const wallTimeOf = (date: Date, timeZone: string): WallTime => {
  const text = exportDateTime(date, timeZone);
  return { text, wall: new Date(`${text.replace(' ', 'T')}:00Z`) };
};
export type ExportCell = string | number | null | undefined | WallTime;

/** The campaign's parameters as they came: "utm_source=yandex; utm_campaign=split-2026" (null without any). */
export function utmText(lead: Pick<ExportLead, 'utmSource' | 'utmMedium' | 'utmCampaign' | 'utmTerm' | 'utmContent'>): string | null {
  const pairs = (
    [['utm_source', lead.utmSource], ['utm_medium', lead.utmMedium], ['utm_campaign', lead.utmCampaign], ['utm_term', lead.utmTerm], ['utm_content', lead.utmContent]] as const
  ).flatMap(([key, value]) => (value ? [`${key}=${value}`] : []));
  return pairs.length ? pairs.join('; ') : null;
}

/** The export's header and rows, in the reader's language and zone; the CSV and the XLSX writers share them. */
export function exportTable(leads: ExportLead[], reader: { locale: Locale; timeZone: string }) {
  const t = serverTranslator(reader.locale, 'admin.leads');
  const header = COLUMNS.map((column) =>
    column === 'createdAt' || column === 'consentAt' ? `${t(`csv.${column}`)} (${reader.timeZone})` : t(`csv.${column}`),
  );
  const rows = leads.map((lead): ExportCell[] => [
    lead.number,
    lead.id,
    wallTimeOf(lead.createdAt, reader.timeZone),
    t(`types.${lead.type}`),
    t(`statuses.${lead.status}`),
    lead.name,
    lead.companyName,
    lead.email,
    lead.phone,
    countryLabel(lead.country, reader.locale),
    regionLabel(lead.region, reader.locale),
    lead.inn,
    lead.productSlug,
    lead.city,
    // A quote request's products in one cell, in the visitor's order: "WS-35R32 × 2; FCU 200 × 10".
    lead.lines.map((line) => `${line.modelCode} × ${line.quantity}`).join('; ') || null,
    lead.comment,
    lead.events.map((event) => `${exportDateTime(event.createdAt, reader.timeZone)} ${event.user?.email ?? ''}: ${event.note}`).join('\n') || null,
    lead.locale,
    lead.sourcePage,
    lead.landingPage,
    lead.referrerHost,
    utmText(lead),
    lead.assignee?.email,
    wallTimeOf(lead.consentAt, reader.timeZone),
    consentCell(lead.consents, (date) => exportDateTime(date, reader.timeZone)),
  ]);
  return { header, rows };
}

/** The leads as a CSV file. */
export function leadsCsv(leads: ExportLead[], reader: { locale: Locale; timeZone: string }): string {
  const { header, rows } = exportTable(leads, reader);
  return toCsv(header, rows.map((row) => row.map((cell) => (cell && typeof cell === 'object' ? cell.text : cell))));
}

/**
 * The leads as an XLSX workbook: one sheet, the header bold and frozen, dates as real dates in the reader's zone,
 * phones and INNs as text (a spreadsheet would drop a phone's "+" and an INN's leading zero), notes wrapped.
 * Cells are values, never formulas, so a visitor's "=…" stays text.
 */
export async function leadsXlsx(leads: ExportLead[], reader: { locale: Locale; timeZone: string }): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const t = serverTranslator(reader.locale, 'admin.leads');
  const { header, rows } = exportTable(leads, reader);
  const book = new ExcelJS.Workbook();
  book.created = new Date(0);
  const sheet = book.addWorksheet(t('menu'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((column, index) => ({ header: header[index], key: column, width: WIDTHS[column] ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const added = sheet.addRow(row.map((cell) => (cell && typeof cell === 'object' ? cell.wall : (cell ?? null))));
    added.alignment = { vertical: 'top', wrapText: true };
  }
  for (const column of ['createdAt', 'consentAt'] as const) sheet.getColumn(column).numFmt = 'yyyy-mm-dd hh:mm';
  for (const column of ['phone', 'inn', 'number'] as const) sheet.getColumn(column).numFmt = '@';
  return Buffer.from(await book.xlsx.writeBuffer());
}

const WIDTHS: Partial<Record<ExportColumn, number>> = { number: 13, id: 28, createdAt: 17, consentAt: 17, name: 26, companyName: 30, email: 28, phone: 18, lines: 30, comment: 40, notes: 50, consents: 60, landingPage: 30, utm: 30 };

/** An XLSX download, named like the CSV. */
export function xlsxResponse(filename: string, body: Buffer): Response {
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** The file's name after the chosen range: "leads-2026-11-01_2026-11-27", or the day of the export without one. */
export function exportName(range: { from?: string; to?: string }, today: string): string {
  if (!range.from && !range.to) return `leads-${today}`;
  return `leads-${range.from ?? 'start'}_${range.to ?? today}`;
}
