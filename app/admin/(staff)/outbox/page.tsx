import { DataTable, type Column } from '@/components/admin/data-table';
import { ResultNotice } from '@/components/admin/notice';
import type { Metadata } from 'next';
import Link from 'next/link';
import { retryOutbox } from '@/app/admin/(staff)/outbox/actions';
import { PageTitle } from '@/components/admin/page-title';
import { Button, buttonClasses } from '@/components/ui/button';
import { Label } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { getAdminT } from '@/lib/admin/i18n';
import { listOutbox, OUTBOX_STATUSES, outboxFilterSchema } from '@/lib/admin/outbox/service';
import { readSearchParams, searchQuery } from '@/lib/admin/search-params';
import { requireStaffPage } from '@/lib/admin/session';
import { StatusLabel } from './status-label';
import { dateFormatter } from '@/lib/admin/time-zone';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('outbox'))('menu') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };


/** Every e-mail in the outbox, newest first, with its delivery state; bodies are never shown. */
export default async function OutboxPage({ searchParams }: Props) {
  const staff = await requireStaffPage('outbox', '/admin/outbox');
  const [params, t, common] = await Promise.all([searchParams, getAdminT('outbox'), getAdminT('common')]);
  const filter = readSearchParams(outboxFilterSchema, params);
  const { rows, total, pages, kinds } = await listOutbox(filter);
  const format = dateFormatter(staff, 'seconds');
  const state = { status: filter.status, kind: filter.kind, sort: filter.sort };
  const here = searchQuery({ ...state, page: filter.page }).slice(1);
  const columns: Column<(typeof rows)[number]>[] = [
    { key: 'created', header: t('created'), sort: 'created', firstDir: 'desc', className: 'whitespace-nowrap', cell: (row) => format.format(row.createdAt) },
    { key: 'kind', header: t('kind'), className: 'font-mono text-xs', cell: (row) => row.kind },
    { key: 'to', header: t('recipient'), className: 'break-all', cell: (row) => row.to },
    { key: 'subject', header: t('subject'), cell: (row) => row.subject ?? <span className="text-ink-muted">{t('hiddenSubject')}</span> },
    { key: 'status', header: t('status'), cell: (row) => <StatusLabel status={row.status} label={t(`statuses.${row.status}`)} /> },
    { key: 'attempts', header: t('attempts'), numeric: true, cell: (row) => row.attempts },
    { key: 'error', header: t('lastError'), className: 'max-w-xs break-words', cell: (row) => <span data-testid="outbox-error">{row.lastError ?? '—'}</span> },
    { key: 'next', header: t('nextAttempt'), className: 'whitespace-nowrap', cell: (row) => (row.status === 'pending' ? format.format(row.nextAttemptAt) : '—') },
    { key: 'sent', header: t('sent'), className: 'whitespace-nowrap', cell: (row) => (row.sentAt ? format.format(row.sentAt) : '—') },
    {
      key: 'actions',
      header: common('actions'),
      cell: (row) =>
        row.status === 'failed' || row.status === 'pending' ? (
          <div className="flex flex-wrap gap-2">
            <form action={retryOutbox}>
              <input type="hidden" name="id" value={row.id} />
              <input type="hidden" name="back" value={here} />
              <Button type="submit" size="sm" variant="outline" aria-label={t('retryFor', { to: row.to })}>
                {t('retry')}
              </Button>
            </form>
            <Link href={`/admin/outbox/${row.id}`} className={buttonClasses({ variant: 'ghost', size: 'sm' })} aria-label={t('cancelFor', { to: row.to })}>
              {t('cancel')}
            </Link>
          </div>
        ) : null,
    },
  ];

  return (
    <>
      <PageTitle>{t('menu')}</PageTitle>
      <ResultNotice area="outbox" params={params} />
      <form method="get" role="search" aria-label={common('filter')} className="mb-6 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3 sm:items-end">
        <div>
          <Label htmlFor="outbox-status">{t('status')}</Label>
          <Select id="outbox-status" name="status" defaultValue={filter.status ?? ''}>
            <option value="">{common('all')}</option>
            {OUTBOX_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="outbox-kind">{t('kind')}</Label>
          <Select id="outbox-kind" name="kind" defaultValue={filter.kind ?? ''}>
            <option value="">{common('all')}</option>
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {kind}
              </option>
            ))}
          </Select>
        </div>
        <input type="hidden" name="sort" value={filter.sort} />
        <div className="flex gap-2">
          <Button type="submit">{common('filter')}</Button>
          <Link href="/admin/outbox" className={buttonClasses({ variant: 'ghost' })}>
            {common('resetFilters')}
          </Link>
        </div>
      </form>
      <p className="mb-2 text-sm text-ink-muted">{t('total', { count: total })}</p>
      <DataTable
        label={t('menu')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-testid': 'outbox-row', 'data-status': row.status })}
        empty={common('noResults')}
        minWidth="min-w-[64rem]"
        sort={{ value: filter.sort, href: (sort) => `/admin/outbox${searchQuery({ ...state, sort })}` }}
        paging={{ page: filter.page, pages, href: (page) => `/admin/outbox${searchQuery({ ...state, page })}` }}
      />
    </>
  );
}
