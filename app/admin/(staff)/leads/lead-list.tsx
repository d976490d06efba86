import { DataTable, RowLink, type Column } from '@/components/admin/data-table';
import Link from 'next/link';
import type { Locale } from '@/i18n/routing';
import { getAdminT } from '@/lib/admin/i18n';
import { countryLabel, formatDateTime } from '@/lib/admin/leads/format';
import type { LeadFilter } from '@/lib/admin/leads/filters';
import type { LeadListRow } from '@/lib/admin/leads/queries';
import { searchQuery } from '@/lib/admin/search-params';
import { StatusBadge } from './status-badge';

type Props = { rows: LeadListRow[]; locale: Locale; filter: LeadFilter; pages: number };

/**
 * The inbox's rows: cards on a phone (one lead per card, the name is the link), a table from the md
 * breakpoint on, then the pages. Only one of the two is displayed, so assistive technology meets each lead once.
 */
export async function LeadList({ rows, locale, filter, pages }: Props) {
  const t = await getAdminT('leads');
  const who = (row: LeadListRow) => row.assignee?.name || row.assignee?.email || '—';
  const columns: Column<LeadListRow>[] = [
    {
      key: 'received',
      header: t('columns.received'),
      sort: 'received',
      firstDir: 'desc',
      className: 'whitespace-nowrap tabular-nums',
      cell: (row) => <time dateTime={row.createdAt.toISOString()}>{formatDateTime(row.createdAt, locale)}</time>,
    },
    {
      key: 'name',
      header: t('columns.name'),
      sort: 'name',
      cell: (row) => (
        <>
          <RowLink href={`/admin/leads/${row.id}`}>{row.name}</RowLink>
          {row.companyName ? <div className="text-ink-muted">{row.companyName}</div> : null}
        </>
      ),
    },
    { key: 'type', header: t('columns.type'), cell: (row) => t(`types.${row.type}`) },
    { key: 'status', header: t('columns.status'), cell: (row) => <StatusBadge status={row.status} label={t(`statuses.${row.status}`)} /> },
    {
      key: 'contact',
      header: t('columns.contact'),
      cell: (row) => (
        <>
          <div className="whitespace-nowrap">{row.phone}</div>
          {row.email ? <div className="text-ink-muted">{row.email}</div> : null}
        </>
      ),
    },
    { key: 'country', header: t('columns.country'), cell: (row) => countryLabel(row.country, locale) },
    { key: 'assignee', header: t('columns.assignee'), cell: who },
  ];
  return (
    <>
      {rows.length ? <ul className="space-y-3 md:hidden" data-testid="lead-cards">
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
      </ul> : null}
      <DataTable
        label={t('menu')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowProps={() => ({ 'data-testid': 'lead-row' })}
        empty={t('empty')}
        regionClassName="hidden md:block"
        sort={{ value: filter.sort, href: (sort) => `/admin/leads${searchQuery({ ...filter, sort, page: 1 })}` }}
        paging={{ page: filter.page, pages, href: (page) => `/admin/leads${searchQuery({ ...filter, page })}` }}
        testId="lead-table"
      />
    </>
  );
}
