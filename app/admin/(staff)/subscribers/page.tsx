import { DataTable, RowLink, type Column } from '@/components/admin/data-table';
import { searchQuery } from '@/lib/admin/search-params';
import type { Metadata } from 'next';
import { PageTitle } from '@/components/admin/page-title';
import { Button, buttonClasses } from '@/components/ui/button';
import { Label } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { getAdminT } from '@/lib/admin/i18n';
import { formatDateTime } from '@/lib/admin/time-zone';
import { requireStaffPage } from '@/lib/admin/session';
import { parseSubscriberFilter, SUBSCRIBER_STATUSES } from '@/lib/admin/subscribers/filters';
import { listSubscribers, subscriberCounts } from '@/lib/admin/subscribers/queries';
import { CountsTable } from './counts-table';
import { Message } from '@/components/admin/message';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('subscribers'))('title') };
}

/** Newsletter subscribers: counts, search by address, the list, the export of confirmed ones. */
export default async function SubscribersPage({ searchParams }: Props) {
  const params = await searchParams;
  const filter = parseSubscriberFilter(params);
  const staff = await requireStaffPage('subscribers', `/admin/subscribers${searchQuery(filter)}`);
  const [t, common, counts, list] = await Promise.all([getAdminT('subscribers'), getAdminT('common'), subscriberCounts(), listSubscribers(filter)]);
  const date = (value: Date | null) => (value ? formatDateTime(value, staff) : '—');
  const columns: Column<(typeof list.rows)[number]>[] = [
    { key: 'email', header: t('list.email'), sort: 'email', className: 'break-all', cell: (row) => <RowLink href={`/admin/subscribers/${row.id}`}>{row.email}</RowLink> },
    { key: 'status', header: t('list.status'), cell: (row) => t(`statuses.${row.status}`) },
    { key: 'locale', header: t('list.locale'), cell: (row) => row.locale },
    { key: 'requested', header: t('list.requestedAt'), sort: 'requested', firstDir: 'desc', className: 'whitespace-nowrap tabular-nums', cell: (row) => date(row.requestedAt) },
    { key: 'confirmed', header: t('list.confirmedAt'), className: 'whitespace-nowrap tabular-nums', cell: (row) => date(row.confirmedAt) },
  ];
  return (
    <>
      <PageTitle
        actions={
          <a href="/api/admin/subscribers/export" download className={buttonClasses({ variant: 'outline', size: 'sm' })} data-testid="subscribers-export">
            {t('export')}
          </a>
        }
      >
        {t('title')}
      </PageTitle>
      {params.erased === '1' ? <Message tone="success" className="mb-4">{t('erased')}</Message> : null}
      <CountsTable counts={counts} />
      <form method="get" action="/admin/subscribers" role="search" aria-label={t('filters.legend')} className="my-6 flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 bg-white p-4">
        <div className="min-w-56 flex-1">
          <Label htmlFor="subscriber-q">{t('filters.search')}</Label>
          <Input id="subscriber-q" name="q" type="search" defaultValue={filter.q ?? ''} />
        </div>
        <div className="min-w-48">
          <Label htmlFor="subscriber-status">{t('filters.status')}</Label>
          <Select id="subscriber-status" name="status" defaultValue={filter.status ?? ''}>
            <option value="">{t('filters.anyStatus')}</option>
            {SUBSCRIBER_STATUSES.map((status) => <option key={status} value={status}>{t(`statuses.${status}`)}</option>)}
          </Select>
        </div>
        <input type="hidden" name="sort" value={filter.sort} />
        <Button type="submit" size="sm">{common('search')}</Button>
      </form>
      <h2 className="mb-3 text-base font-semibold" data-testid="subscriber-count">{t('list.count', { count: list.total })}</h2>
      <DataTable
        label={t('menu')}
        columns={columns}
        rows={list.rows}
        rowKey={(row) => row.id}
        rowProps={() => ({ 'data-testid': 'subscriber-row' })}
        empty={t('list.empty')}
        sort={{ value: filter.sort, href: (sort) => `/admin/subscribers${searchQuery({ ...filter, sort, page: 1 })}` }}
        paging={{ page: filter.page, pages: list.pages, href: (page) => `/admin/subscribers${searchQuery({ ...filter, page })}` }}
      />
    </>
  );
}
