import 'server-only';
import { toCsv } from '@/lib/admin/csv';
import { consentCell } from '@/lib/consent/records';
import { exportDateTime, type Reader } from '@/lib/admin/time-zone';
import { serverTranslator } from '@/lib/i18n/messages';
import type { ExportSubscriber } from './service';

const COLUMNS = ['email', 'locale', 'confirmedAt', 'consentAt', 'consentSourcePage', 'consentTextVersion', 'consents'] as const;

/**
 * Confirmed subscribers as CSV, the header in the staff member's language and the dates in their zone, which the
 * dates' headers name (the same writer as the leads).
 */
export function subscribersCsv(rows: ExportSubscriber[], reader: Reader): string {
  const t = serverTranslator(reader.locale, 'admin.subscribers');
  const date = (value: Date | null) => (value ? exportDateTime(value, reader.timeZone) : null);
  return toCsv(
    COLUMNS.map((column) => (column === 'confirmedAt' || column === 'consentAt' ? `${t(`csv.${column}`)} (${reader.timeZone})` : t(`csv.${column}`))),
    rows.map((row) => [row.email, row.locale, date(row.confirmedAt), date(row.consentAt), row.consentSourcePage, row.consentTextVersion, consentCell(row.consents, (value) => exportDateTime(value, reader.timeZone))]),
  );
}
