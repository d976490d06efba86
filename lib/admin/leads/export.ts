import 'server-only';
import type { Locale } from '@/i18n/routing';
import { toCsv } from '@/lib/admin/csv';
import { serverTranslator } from '@/lib/i18n/messages';
import { countryLabel, regionLabel } from './format';
import type { ExportLead } from './service';

const COLUMNS = ['id', 'createdAt', 'type', 'status', 'name', 'companyName', 'email', 'phone', 'country', 'region', 'inn', 'product', 'city', 'lines', 'comment', 'locale', 'sourcePage', 'assignee', 'consentAt'] as const;

/** The leads as a CSV file: header, type, status and country names in the staff member's language. */
export function leadsCsv(leads: ExportLead[], locale: Locale): string {
  const t = serverTranslator(locale, 'admin.leads');
  return toCsv(
    COLUMNS.map((column) => t(`csv.${column}`)),
    leads.map((lead) => [
      lead.id,
      lead.createdAt,
      t(`types.${lead.type}`),
      t(`statuses.${lead.status}`),
      lead.name,
      lead.companyName,
      lead.email,
      lead.phone,
      countryLabel(lead.country, locale),
      regionLabel(lead.region, locale),
      lead.inn,
      lead.productSlug,
      lead.city,
      // A quote request's products in one cell, in the visitor's order: "WS-35R32 × 2; FCU 200 × 10".
      lead.lines.map((line) => `${line.modelCode} × ${line.quantity}`).join('; ') || null,
      lead.comment,
      lead.locale,
      lead.sourcePage,
      lead.assignee?.email,
      lead.consentAt,
    ]),
  );
}
