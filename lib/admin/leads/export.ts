import 'server-only';
import type { Locale } from '@/i18n/routing';
import { toCsv } from '@/lib/admin/csv';
import { serverTranslator } from '@/lib/i18n/messages';
import { countryLabel, regionLabel } from './format';
import type { ExportLead } from './service';

// The inbox's export: the filtered leads, one row each, in the staff member's language and time zone. Dates are
// written "2026-11-27 08:52" in that zone, which the header names; phones as text; the lines and the notes in one
// cell each. See docs/decisions/0005-csv-exports.md.

const COLUMNS = [
  'number', 'id', 'createdAt', 'type', 'status', 'name', 'companyName', 'email', 'phone', 'country', 'region', 'inn', 'product', 'city', 'lines',
  'comment', 'notes', 'locale', 'sourcePage', 'landingPage', 'referrerHost', 'utm', 'assignee', 'consentAt',
] as const;
export type ExportColumn = (typeof COLUMNS)[number];

/** "2026-11-27 08:52" in `timeZone` (Swedish writes dates the ISO way). */
export const exportDateTime = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', timeZone }).format(date);

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
  const rows = leads.map((lead) => [
    lead.number,
    lead.id,
    exportDateTime(lead.createdAt, reader.timeZone),
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
    exportDateTime(lead.consentAt, reader.timeZone),
  ]);
  return { header, rows };
}

/** The leads as a CSV file. */
export function leadsCsv(leads: ExportLead[], reader: { locale: Locale; timeZone: string }): string {
  const { header, rows } = exportTable(leads, reader);
  return toCsv(header, rows);
}

/** The file's name after the chosen range: "leads-2026-11-01_2026-11-27", or the day of the export without one. */
export function exportName(range: { from?: string; to?: string }, today: string): string {
  if (!range.from && !range.to) return `leads-${today}`;
  return `leads-${range.from ?? 'start'}_${range.to ?? today}`;
}
