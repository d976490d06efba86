import type { Metadata } from 'next';
import { carryOutErasureAction } from '@/app/admin/(staff)/consent/actions';
import { PageTitle } from '@/components/admin/page-title';
import { Message } from '@/components/admin/message';
import { Panel } from '@/components/admin/panel';
import { StaffCheckbox, StaffForm } from '@/components/admin/staff-form';
import * as clock from '@/lib/clock';
import { getAdminT } from '@/lib/admin/i18n';
import { requireStaffPage } from '@/lib/admin/session';
import { dateFormatter } from '@/lib/admin/time-zone';
import { listErasureRequests } from '@/lib/privacy/erasure';
import { workingDaysLeft } from '@/lib/privacy/working-days';
import { ConsentTabs } from '../tabs';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('consent'))('requests.title') };
}


/** What an erasure removed, as its request keeps it (counts only). */
function outcomeOf(stored: string | null) {
  const outcome = JSON.parse(stored ?? '{}') as { leads?: number; subscribers?: number; mails?: number };
  return { leads: outcome.leads ?? 0, subscribers: outcome.subscribers ?? 0, mails: outcome.mails ?? 0 };
}

/** The erasure requests of data subjects (/your-data and the leads' withdrawal links), by deadline; each one click. */
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DataRequestsPage({ searchParams }: Props) {
  const staff = await requireStaffPage('consent', '/admin/consent/requests');
  const [t, { open, done }, params] = await Promise.all([getAdminT('consent'), listErasureRequests(), searchParams]);
  const erased = done.find((request) => request.id === params.erased);
  const format = dateFormatter(staff);
  const now = clock.now();
  return (
    <>
      <PageTitle>{t('requests.title')}</PageTitle>
      <p className="mb-4 max-w-prose text-sm text-ink-muted">{t('requests.intro')}</p>
      <ConsentTabs current="requests" />
      {erased ? (
        <Message tone="success" className="mb-4" testId="data-request-erased">
          <p>{t('requests.erased', outcomeOf(erased.outcome))}</p>
        </Message>
      ) : null}
      <Panel id="requests-open" title={t('requests.open', { count: open.length })}>
        {open.length === 0 ? <p>{t('requests.noneOpen')}</p> : null}
        <ol className="space-y-3" data-testid="data-requests-open">
          {open.map((request) => {
            const overdue = request.dueAt !== null && request.dueAt < now;
            const daysLeft = request.dueAt ? workingDaysLeft(now, request.dueAt) : 0;
            return (
              <li key={request.id} className={`rounded-lg border bg-white p-4 ${overdue ? 'border-red-400' : 'border-slate-200'}`} data-testid="data-request">
                <p className="font-semibold break-all">{request.email}</p>
                <p className="text-sm text-ink-muted">
                  {t('requests.asked', { when: format.format(request.erasureRequestedAt!) })}
                  {request.leadNumber ? ` · ${t('requests.fromLead', { number: request.leadNumber })}` : ''}
                </p>
                <p className={`text-sm font-semibold ${overdue ? 'text-red-700' : ''}`} data-testid="data-request-due">
                  {overdue ? t('requests.overdue', { due: format.format(request.dueAt!) }) : t('requests.due', { due: format.format(request.dueAt!), days: daysLeft })}
                </p>
                {request.crm.length ? (
                  <div className="mt-2 text-sm" data-testid="data-request-crm">
                    <p>{t('requests.crm')}</p>
                    <ul className="list-disc pl-6">
                      {request.crm.map((row) => (
                        <li key={`${row.target}:${row.externalId}`}>
                          {row.externalUrl ? (
                            <a href={row.externalUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                              {row.target} #{row.externalId}
                            </a>
                          ) : (
                            `${row.target} #${row.externalId}`
                          )}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                <StaffForm action={carryOutErasureAction} errors="admin.consent.errors" submit={t('requests.erase')} className="mt-3 space-y-3" testId="data-request-erase">
                  <input type="hidden" name="id" value={request.id} />
                  <StaffCheckbox name="confirm" label={t('requests.confirm')} required />
                </StaffForm>
              </li>
            );
          })}
        </ol>
      </Panel>
      <Panel id="requests-done" title={t('requests.done')}>
        {done.length === 0 ? <p>{t('requests.noneDone')}</p> : null}
        <ul className="space-y-2 text-sm" data-testid="data-requests-done">
          {done.map((request) => {
            return (
              <li key={request.id}>{t('requests.doneItem', { when: format.format(request.completedAt!), by: request.completedBy ?? '', ...outcomeOf(request.outcome) })}</li>
            );
          })}
        </ul>
      </Panel>
    </>
  );
}
