import { InternalErrorNotice } from '@/components/admin/internal-error';
import type { Metadata } from 'next';
import { cancelJobAction, retryJobAction } from '@/app/admin/(staff)/jobs/actions';
import { PageTitle } from '@/components/admin/page-title';
import { Pagination } from '@/components/admin/pagination';
import { Button } from '@/components/ui/button';
import { adminLocale, getAdminT } from '@/lib/admin/i18n';
import { jobListSchema, listFailedJobs } from '@/lib/admin/jobs/service';
import { readSearchParams } from '@/lib/admin/search-params';
import { requireStaffPage } from '@/lib/admin/session';
import { JOB_STATUSES } from '@/lib/jobs/queue';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('jobs'))('menu') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const RESULTS = ['retried', 'cancelled', 'NOT_FOUND', 'NOT_ALLOWED', 'CONFIRM'] as const;

/** The job runner at a glance: jobs by status, and the failed ones with their last error, to retry or cancel. */
export default async function JobsPage({ searchParams }: Props) {
  await requireStaffPage('jobs', '/admin/jobs');
  const [params, t, locale] = await Promise.all([searchParams, getAdminT('jobs'), adminLocale()]);
  const filter = readSearchParams(jobListSchema, params);
  const { rows, counts, pages } = await listFailedJobs(filter);
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Rome' });
  const result = RESULTS.find((code) => code === params.result);
  // A kind this version no longer knows (a job queued by an older one) shows its code.
  const kindName = (kind: string) => (t.has(`kinds.${kind}` as 'kinds.retention') ? t(`kinds.${kind}` as 'kinds.retention') : kind);

  return (
    <>
      <PageTitle>{t('menu')}</PageTitle>
      <InternalErrorNotice params={params} name="result" />
      {result ? (
        <p role={result === 'retried' || result === 'cancelled' ? 'status' : 'alert'} className="mb-4 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm font-medium">
          {t(`results.${result}`)}
        </p>
      ) : null}
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
      {rows.length === 0 ? (
        <p>{t('noFailed')}</p>
      ) : (
        <ul className="space-y-3">
          {rows.map((row) => (
            <li key={row.id} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="failed-job">
              <p className="font-semibold">
                {kindName(row.kind)} <span className="font-mono text-xs font-normal text-ink-muted">{row.kind}</span>
              </p>
              <p className="text-sm text-ink-muted">
                {t('failedAt', { when: row.finishedAt ? format.format(row.finishedAt) : '—', attempts: row.attempts })}
              </p>
              <p className="mt-2 text-sm break-words" data-testid="job-error">
                <span className="font-semibold">{t('lastError')}: </span>
                {row.lastError ?? '—'}
              </p>
              <div className="mt-3 flex flex-wrap items-end gap-3">
                <form action={retryJobAction}>
                  <input type="hidden" name="id" value={row.id} />
                  <Button type="submit" size="sm" variant="outline" aria-label={t('retryFor', { kind: kindName(row.kind) })}>
                    {t('retry')}
                  </Button>
                </form>
                <form action={cancelJobAction} className="flex flex-wrap items-center gap-2">
                  <input type="hidden" name="id" value={row.id} />
                  <label className="flex min-h-11 items-center gap-2 text-sm">
                    <input type="checkbox" name="confirm" value="yes" required className="size-5" />
                    {t('confirmCancel')}
                  </label>
                  <Button type="submit" size="sm" variant="ghost" aria-label={t('cancelFor', { kind: kindName(row.kind) })}>
                    {t('cancel')}
                  </Button>
                </form>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={filter.page} pages={pages} href={(page) => `/admin/jobs?page=${page}`} />
    </>
  );
}
