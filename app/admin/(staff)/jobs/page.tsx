import { ResultNotice } from '@/components/admin/notice';
import type { Metadata } from 'next';
import { cancelJobAction, retryJobAction } from '@/app/admin/(staff)/jobs/actions';
import { PageTitle } from '@/components/admin/page-title';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { DataTable, type Column } from '@/components/admin/data-table';
import { Button } from '@/components/ui/button';
import { getAdminT } from '@/lib/admin/i18n';
import { jobListSchema, listFailedJobs } from '@/lib/admin/jobs/service';
import { readSearchParams, searchQuery } from '@/lib/admin/search-params';
import { requireStaffPage } from '@/lib/admin/session';
import { JOB_STATUSES } from '@/lib/jobs/queue';
import { indexNowStatus } from '@/lib/admin/jobs/indexnow';
import { dateFormatter } from '@/lib/admin/time-zone';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('jobs'))('menu') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };


/** The job runner at a glance: jobs by status, and the failed ones with their last error, to retry or cancel. */
export default async function JobsPage({ searchParams }: Props) {
  const staff = await requireStaffPage('jobs', '/admin/jobs');
  const [params, t, common] = await Promise.all([searchParams, getAdminT('jobs'), getAdminT('common')]);
  const filter = readSearchParams(jobListSchema, params);
  const [{ rows, counts, pages }, indexNow] = await Promise.all([listFailedJobs(filter), indexNowStatus()]);
  const format = dateFormatter(staff, 'seconds');
  // A kind this version no longer knows (a job queued by an older one) shows its code.
  const kindName = (kind: string) => (t.has(`kinds.${kind}` as 'kinds.retention') ? t(`kinds.${kind}` as 'kinds.retention') : kind);
  const columns: Column<(typeof rows)[number]>[] = [
    {
      key: 'job',
      header: t('job'),
      cell: (row) => (
        <>
          <span className="block font-semibold">{kindName(row.kind)}</span>
          <span className="font-mono text-xs text-ink-muted">{row.kind}</span>
        </>
      ),
    },
    { key: 'failed', header: t('failedOn'), className: 'whitespace-nowrap', cell: (row) => (row.finishedAt ? format.format(row.finishedAt) : '—') },
    { key: 'attempts', header: t('attempts'), numeric: true, cell: (row) => row.attempts },
    { key: 'error', header: t('lastError'), className: 'max-w-md break-words', cell: (row) => <span data-testid="job-error">{row.lastError ?? '—'}</span> },
    {
      key: 'actions',
      header: common('actions'),
      cell: (row) => (
        <div className="flex flex-col items-start gap-2">
          <form action={retryJobAction}>
            <input type="hidden" name="id" value={row.id} />
            <Button type="submit" size="sm" variant="outline" aria-label={t('retryFor', { kind: kindName(row.kind) })}>
              {t('retry')}
            </Button>
          </form>
          <ConfirmAction action={cancelJobAction} hidden={{ id: row.id }} confirm={t('confirmCancel')} button={t('cancel')} buttonLabel={t('cancelFor', { kind: kindName(row.kind) })} />
        </div>
      ),
    },
  ];

  return (
    <>
      <PageTitle>{t('menu')}</PageTitle>
      <ResultNotice area="jobs" params={params} />
      <p className="mb-4 max-w-prose text-sm text-ink-muted">{t('intro')}</p>
      <dl className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="job-counts">
        {JOB_STATUSES.map((status) => (
          <div key={status} className="rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-sm text-ink-muted">{t(`statuses.${status}`)}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{counts[status]}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mb-2 text-lg font-semibold">{t('failedTitle')}</h2>
      <DataTable
        label={t('failedTitle')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowProps={() => ({ 'data-testid': 'failed-job' })}
        empty={t('noFailed')}
        minWidth="min-w-[48rem]"
        paging={{ page: filter.page, pages, href: (page) => `/admin/jobs${searchQuery({ page })}` }}
      />
      <section aria-labelledby="indexnow-title" className="mt-10" data-testid="indexnow">
        <h2 id="indexnow-title" className="mb-2 text-lg font-semibold">
          {t('indexNow.title')}
        </h2>
        <p className="mb-4 max-w-prose text-sm text-ink-muted">{t('indexNow.intro')}</p>
        {indexNow.endpoints.length === 0 ? (
          <p className="mb-4 text-sm font-medium" data-testid="indexnow-off">
            {t('indexNow.off')}
          </p>
        ) : (
          <dl className="mb-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">{t('indexNow.key')}</dt>
            <dd className="font-mono break-all">
              {indexNow.keyUrl ? (
                <a href={indexNow.keyUrl} className="text-brand-700 underline">
                  {indexNow.keyUrl}
                </a>
              ) : null}
            </dd>
            <dt className="font-semibold">{t('indexNow.endpoints')}</dt>
            <dd className="font-mono break-all">{indexNow.endpoints.join(', ')}</dd>
            <dt className="font-semibold">{t('indexNow.queued')}</dt>
            <dd className="tabular-nums" data-testid="indexnow-queued">
              {indexNow.queued}
            </dd>
          </dl>
        )}
        <DataTable
          label={t('indexNow.batches')}
          columns={[
            { key: 'at', header: t('indexNow.at'), className: 'whitespace-nowrap', cell: (b) => format.format(b.at) },
            { key: 'endpoint', header: t('indexNow.endpoint'), className: 'break-all font-mono text-xs', cell: (b) => b.endpoint },
            { key: 'urls', header: t('indexNow.urls'), numeric: true, cell: (b) => b.urlCount },
            { key: 'answer', header: t('indexNow.answer'), className: 'break-words', cell: (b) => `${b.status ?? '—'} ${b.answer}`.trim() },
          ]}
          rows={indexNow.batches}
          rowKey={(b) => b.id}
          rowProps={() => ({ 'data-testid': 'indexnow-batch' })}
          empty={t('indexNow.none')}
          minWidth="min-w-[40rem]"
        />
      </section>
    </>
  );
}
