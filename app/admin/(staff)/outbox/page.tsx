import { ScrollRegion } from '@/components/admin/scroll-region';
import { InternalErrorNotice } from '@/components/admin/internal-error';
import type { Metadata } from 'next';
import Link from 'next/link';
import { retryOutbox } from '@/app/admin/(staff)/outbox/actions';
import { PageTitle } from '@/components/admin/page-title';
import { Pagination } from '@/components/admin/pagination';
import { Button, buttonClasses } from '@/components/ui/button';
import { Label } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { adminLocale, getAdminT } from '@/lib/admin/i18n';
import { listOutbox, OUTBOX_STATUSES, outboxFilterSchema } from '@/lib/admin/outbox/service';
import { readSearchParams } from '@/lib/admin/search-params';
import { requireStaffPage } from '@/lib/admin/session';
import { StatusLabel } from './status-label';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('outbox'))('menu') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const RESULTS = ['retried', 'cancelled', 'NOT_FOUND', 'NOT_ALLOWED'] as const;

/** Every e-mail in the outbox, newest first, with its delivery state; bodies are never shown. */
export default async function OutboxPage({ searchParams }: Props) {
  await requireStaffPage('outbox', '/admin/outbox');
  const [params, t, common, locale] = await Promise.all([searchParams, getAdminT('outbox'), getAdminT('common'), adminLocale()]);
  const filter = readSearchParams(outboxFilterSchema, params);
  const { rows, total, pages, kinds } = await listOutbox(filter);
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Rome' });
  const query = new URLSearchParams(Object.entries({ status: filter.status, kind: filter.kind }).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const here = new URLSearchParams(query);
  if (filter.page > 1) here.set('page', String(filter.page));
  const pageLink = (page: number) => `/admin/outbox?${new URLSearchParams([...query, ['page', String(page)]])}`;
  const result = RESULTS.find((code) => code === params.result);

  return (
    <>
      <PageTitle>{t('menu')}</PageTitle>
      <InternalErrorNotice params={params} name="result" />
      {result ? (
        <p role={result === 'retried' || result === 'cancelled' ? 'status' : 'alert'} className="mb-4 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm font-medium">
          {t(`results.${result}`)}
        </p>
      ) : null}
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
        <div className="flex gap-2">
          <Button type="submit">{common('filter')}</Button>
          <Link href="/admin/outbox" className={buttonClasses({ variant: 'ghost' })}>
            {common('resetFilters')}
          </Link>
        </div>
      </form>
      <p className="mb-2 text-sm text-ink-muted">{t('total', { count: total })}</p>
      {rows.length === 0 ? (
        <p>{common('noResults')}</p>
      ) : (
        <ScrollRegion label={t('menu')}>
          <table className="w-full min-w-[64rem] text-left text-sm">
            <caption className="sr-only">{t('menu')}</caption>
            <thead className="sticky top-0 bg-slate-100">
              <tr>
                <th scope="col" className="px-3 py-2">{t('created')}</th>
                <th scope="col" className="px-3 py-2">{t('kind')}</th>
                <th scope="col" className="px-3 py-2">{t('recipient')}</th>
                <th scope="col" className="px-3 py-2">{t('subject')}</th>
                <th scope="col" className="px-3 py-2">{t('status')}</th>
                <th scope="col" className="px-3 py-2 text-right">{t('attempts')}</th>
                <th scope="col" className="px-3 py-2">{t('lastError')}</th>
                <th scope="col" className="px-3 py-2">{t('nextAttempt')}</th>
                <th scope="col" className="px-3 py-2">{t('sent')}</th>
                <th scope="col" className="px-3 py-2">{common('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-slate-200 align-top" data-testid="outbox-row" data-status={row.status}>
                  <td className="px-3 py-2 whitespace-nowrap">{format.format(row.createdAt)}</td>
                  <td className="px-3 py-2 font-mono text-xs">{row.kind}</td>
                  <td className="px-3 py-2 break-all">{row.to}</td>
                  <td className="px-3 py-2">{row.subject ?? <span className="text-ink-muted">{t('hiddenSubject')}</span>}</td>
                  <td className="px-3 py-2">
                    <StatusLabel status={row.status} label={t(`statuses.${row.status}`)} />
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{row.attempts}</td>
                  <td className="max-w-xs px-3 py-2 break-words" data-testid="outbox-error">{row.lastError ?? '—'}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{row.status === 'pending' ? format.format(row.nextAttemptAt) : '—'}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{row.sentAt ? format.format(row.sentAt) : '—'}</td>
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap gap-2">
                      {row.status === 'failed' || row.status === 'pending' ? (
                        <>
                          <form action={retryOutbox}>
                            <input type="hidden" name="id" value={row.id} />
                            <input type="hidden" name="back" value={here.toString()} />
                            <Button type="submit" size="sm" variant="outline" aria-label={t('retryFor', { to: row.to })}>
                              {t('retry')}
                            </Button>
                          </form>
                          <Link href={`/admin/outbox/${row.id}`} className={buttonClasses({ variant: 'ghost', size: 'sm' })} aria-label={t('cancelFor', { to: row.to })}>
                            {t('cancel')}
                          </Link>
                        </>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <Pagination page={filter.page} pages={pages} href={pageLink} />
    </>
  );
}
