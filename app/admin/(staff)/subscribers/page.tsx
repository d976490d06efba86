import { ScrollRegion } from '@/components/admin/scroll-region';
import type { Metadata } from 'next';
import Link from 'next/link';
import { PageTitle } from '@/components/admin/page-title';
import { Button, buttonClasses } from '@/components/ui/button';
import { Label } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { getAdminT } from '@/lib/admin/i18n';
import { formatDateTime } from '@/lib/admin/leads/format';
import { requireStaffPage } from '@/lib/admin/session';
import { parseSubscriberFilter, SUBSCRIBER_STATUSES, subscriberFilterQuery } from '@/lib/admin/subscribers/filters';
import { listSubscribers, subscriberCounts } from '@/lib/admin/subscribers/queries';
import { Pagination } from '@/components/admin/pagination';
import { CountsTable } from './counts-table';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('subscribers'))('title') };
}

/** Newsletter subscribers: counts, search by address, the list, the export of confirmed ones. */
export default async function SubscribersPage({ searchParams }: Props) {
  const params = await searchParams;
  const filter = parseSubscriberFilter(params);
  const query = subscriberFilterQuery(filter);
  const staff = await requireStaffPage('subscribers', `/admin/subscribers${query ? `?${query}` : ''}`);
  const [t, common, counts, list] = await Promise.all([getAdminT('subscribers'), getAdminT('common'), subscriberCounts(), listSubscribers(filter)]);
  const date = (value: Date | null) => (value ? formatDateTime(value, staff.locale) : '—');
  const pageHref = (page: number) => {
    const withPage = subscriberFilterQuery(filter, { page });
    return withPage ? `/admin/subscribers?${withPage}` : '/admin/subscribers';
  };
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
      {params.erased === '1' ? <p role="status" className="mb-4 rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-800">{t('erased')}</p> : null}
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
        <Button type="submit" size="sm">{common('search')}</Button>
      </form>
      <h2 className="mb-3 text-base font-semibold" data-testid="subscriber-count">{t('list.count', { count: list.total })}</h2>
      {list.rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-ink-muted">{t('list.empty')}</p>
      ) : (
        <ScrollRegion label={t('menu')}>
          <table className="w-full text-left text-sm">
            <thead className="sticky top-0 bg-slate-100 text-xs font-semibold tracking-wide text-ink-muted uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">{t('list.email')}</th>
                <th scope="col" className="px-3 py-2">{t('list.status')}</th>
                <th scope="col" className="px-3 py-2">{t('list.locale')}</th>
                <th scope="col" className="px-3 py-2">{t('list.requestedAt')}</th>
                <th scope="col" className="px-3 py-2">{t('list.confirmedAt')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {list.rows.map((row) => (
                <tr key={row.id} className="hover:bg-brand-50" data-testid="subscriber-row">
                  <td className="px-3 py-2">
                    <Link href={`/admin/subscribers/${row.id}`} className="inline-flex min-h-11 items-center font-semibold break-all text-brand-700 underline">{row.email}</Link>
                  </td>
                  <td className="px-3 py-2">{t(`statuses.${row.status}`)}</td>
                  <td className="px-3 py-2">{row.locale}</td>
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">{date(row.requestedAt)}</td>
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">{date(row.confirmedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <Pagination page={filter.page} pages={list.pages} href={pageHref} />
    </>
  );
}
