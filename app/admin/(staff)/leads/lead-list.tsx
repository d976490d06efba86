import { DataTable, RowLink, type Column } from '@/components/admin/data-table';
import Link from 'next/link';
import { getAdminT } from '@/lib/admin/i18n';
import { countryLabel, phoneLabel } from '@/lib/admin/leads/format';
import { formatDateTime, type Reader } from '@/lib/admin/time-zone';
import type { LeadFilter } from '@/lib/admin/leads/filters';
import type { LeadListRow } from '@/lib/admin/leads/queries';
import { searchQuery } from '@/lib/admin/search-params';
import { StatusBadge } from './status-badge';

type Props = {
  rows: LeadListRow[];
  reader: Reader;
  filter: LeadFilter;
  pages: number;
  /** The id of the bulk form the rows' boxes belong to (bulk-bar.tsx). */
  bulkForm: string;
  /** Each row's number of earlier leads with its phone, e-mail or INN. */
  earlier: Map<string, number>;
};

/** A row's box for the bulk actions, outside the bulk form's element but sent with it (`form=`). */
function Tick({ row, form, label }: { row: LeadListRow; form: string; label: string }) {
  return (
    <label className="inline-flex size-11 cursor-pointer items-center justify-center">
      <input type="checkbox" name="ids" value={row.id} form={form} className="size-5 accent-brand-700" data-testid="lead-tick" />
      <span className="sr-only">{label}</span>
    </label>
  );
}

/**
 * The inbox's rows: cards on a phone (one lead per card, the name is the link), a table from the md
 * breakpoint on, then the pages. Only one of the two is displayed, so assistive technology meets each lead once.
 */
export async function LeadList({ rows, reader, filter, pages, bulkForm, earlier }: Props) {
  const { locale } = reader;
  const t = await getAdminT('leads');
  const who = (row: LeadListRow) => row.assignee?.name || row.assignee?.email || '—';
  const repeat = (row: LeadListRow) => {
    const count = earlier.get(row.id);
    return count ? <span className="mt-1 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900" data-testid="lead-earlier-count">{t('duplicates.count', { count })}</span> : null;
  };
  const tickLabel = (row: LeadListRow) => t('bulk.tick', { number: row.number, name: row.name });
  const columns: Column<LeadListRow>[] = [
    { key: 'tick', header: <span className="sr-only">{t('bulk.ticked')}</span>, className: 'w-12', cell: (row) => <Tick row={row} form={bulkForm} label={tickLabel(row)} /> },
    {
      key: 'received',
      header: `${t('columns.number')} · ${t('columns.received')}`,
      sort: 'received',
      firstDir: 'desc',
      className: 'whitespace-nowrap tabular-nums',
      cell: (row) => (
        <>
          <div className="font-semibold">№ {row.number}</div>
          <time dateTime={row.createdAt.toISOString()} className="text-ink-muted">{formatDateTime(row.createdAt, reader)}</time>
        </>
      ),
    },
    {
      key: 'name',
      header: t('columns.name'),
      sort: 'name',
      cell: (row) => (
        <>
          <RowLink href={`/admin/leads/${row.id}`}>{row.name}</RowLink>
          {row.companyName ? <div className="text-ink-muted">{row.companyName}</div> : null}
          {repeat(row)}
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
          <div className="whitespace-nowrap tabular-nums">{phoneLabel(row.phone)}</div>
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
              <span className="flex items-center gap-1">
                <Tick row={row} form={bulkForm} label={tickLabel(row)} />
                <span className="text-sm tabular-nums text-ink-muted">№ {row.number}</span>
              </span>
              <StatusBadge status={row.status} label={t(`statuses.${row.status}`)} />
              <time dateTime={row.createdAt.toISOString()} className="text-sm text-ink-muted">{formatDateTime(row.createdAt, reader)}</time>
            </div>
            <Link href={`/admin/leads/${row.id}`} className="mt-2 flex min-h-11 items-center text-base font-semibold break-words text-brand-700 underline">
              {row.name}
            </Link>
            <p className="text-sm text-ink-muted">{t(`types.${row.type}`)}{row.companyName ? ` · ${row.companyName}` : ''}</p>
            {repeat(row)}
            <p className="mt-1 text-sm break-all">
              <a href={`tel:${row.phone}`} className="inline-flex min-h-11 items-center text-brand-700 underline tabular-nums">{phoneLabel(row.phone)}</a>
              {row.email ? ` · ${row.email}` : ''}
            </p>
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
