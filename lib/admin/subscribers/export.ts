import 'server-only';
import type { Locale } from '@/i18n/routing';
import { toCsv } from '@/lib/admin/csv';
import { serverTranslator } from '@/lib/i18n/messages';
import type { ExportSubscriber } from './service';

const COLUMNS = ['email', 'locale', 'confirmedAt', 'consentAt', 'consentSourcePage', 'consentTextVersion'] as const;

/** Confirmed subscribers as CSV, the header in the staff member's language (the same writer as the leads). */
export function subscribersCsv(rows: ExportSubscriber[], locale: Locale): string {
  const t = serverTranslator(locale, 'admin.subscribers');
  return toCsv(
    COLUMNS.map((column) => t(`csv.${column}`)),
    rows.map((row) => [row.email, row.locale, row.confirmedAt, row.consentAt, row.consentSourcePage, row.consentTextVersion]),
  );
}
