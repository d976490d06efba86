import { ScrollRegion } from '@/components/admin/scroll-region';
import Link from 'next/link';
import type { Locale } from '@/i18n/routing';
import { getAdminT } from '@/lib/admin/i18n';
import { countryLabel, formatDateTime } from '@/lib/admin/leads/format';
import type { LeadListRow } from '@/lib/admin/leads/queries';
import { StatusBadge } from './status-badge';

type Props = { rows: LeadListRow[]; locale: Locale };

/**
 * The inbox's rows: cards on a phone (one lead per card, the name is the link), a table from the md
 * breakpoint on. Only one of the two is displayed, so assistive technology meets each lead once.
 */
export async function LeadList({ rows, locale }: Props) {
  const t = await getAdminT('leads');
  const who = (row: LeadListRow) => row.assignee?.name || row.assignee?.email || '—';
  return (
    <>
      <ul className="space-y-3 md:hidden" data-testid="lead-cards">
        {rows.map((row) => (
          <li key={row.id} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="lead-row">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <StatusBadge status={row.status} label={t(`statuses.${row.status}`)} />
              <time dateTime={row.createdAt.toISOString()} className="text-sm text-ink-muted">{formatDateTime(row.createdAt, locale)}</time>
            </div>
            <Link href={`/admin/leads/${row.id}`} className="mt-2 flex min-h-11 items-center text-base font-semibold break-words text-brand-700 underline">
              {row.name}
            </Link>
            <p className="text-sm text-ink-muted">{t(`types.${row.type}`)}{row.companyName ? ` · ${row.companyName}` : ''}</p>
            <p className="mt-1 text-sm break-all">{row.phone}{row.email ? ` · ${row.email}` : ''}</p>
            <p className="mt-1 text-sm text-ink-muted">
              {row.country ? `${countryLabel(row.country, locale)} · ` : ''}
              {t('columns.assignee')}: {who(row)}
            </p>
          </li>
        ))}
      </ul>
      <ScrollRegion label={t('menu')} className="hidden rounded-lg border border-slate-200 bg-white md:block">
        <table className="w-full text-left text-sm" data-testid="lead-table">
          <thead className="sticky top-0 bg-slate-100 text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">{t('columns.received')}</th>
              <th scope="col" className="px-3 py-2">{t('columns.name')}</th>
              <th scope="col" className="px-3 py-2">{t('columns.type')}</th>
              <th scope="col" className="px-3 py-2">{t('columns.status')}</th>
              <th scope="col" className="px-3 py-2">{t('columns.contact')}</th>
              <th scope="col" className="px-3 py-2">{t('columns.country')}</th>
              <th scope="col" className="px-3 py-2">{t('columns.assignee')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row) => (
              <tr key={row.id} className="hover:bg-brand-50" data-testid="lead-row">
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                  <time dateTime={row.createdAt.toISOString()}>{formatDateTime(row.createdAt, locale)}</time>
                </td>
                <td className="px-3 py-2">
                  <Link href={`/admin/leads/${row.id}`} className="font-semibold text-brand-700 underline">{row.name}</Link>
                  {row.companyName ? <div className="text-ink-muted">{row.companyName}</div> : null}
                </td>
                <td className="px-3 py-2">{t(`types.${row.type}`)}</td>
                <td className="px-3 py-2"><StatusBadge status={row.status} label={t(`statuses.${row.status}`)} /></td>
                <td className="px-3 py-2">
                  <div className="whitespace-nowrap">{row.phone}</div>
                  {row.email ? <div className="text-ink-muted">{row.email}</div> : null}
                </td>
                <td className="px-3 py-2">{countryLabel(row.country, locale)}</td>
                <td className="px-3 py-2">{who(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
