import { ScrollRegion } from '@/components/admin/scroll-region';
import type { Metadata } from 'next';
import { ConsentRecords } from '@/components/admin/consent-records';
import { notFound } from 'next/navigation';
import { DetailRow } from '@/components/admin/detail-row';
import { RecordHeader } from '@/components/admin/record-header';
import { getAdminT } from '@/lib/admin/i18n';
import { countryLabel, phoneLabel, productPath, regionLabel } from '@/lib/admin/leads/format';
import { utmText } from '@/lib/admin/leads/export';
import { earlierLeads, eventPeople, getLead, listAssignees, productNames } from '@/lib/admin/leads/queries';
import { worksLeads } from '@/lib/admin/roles';
import { requireStaffPage } from '@/lib/admin/session';
import { formatDateTime, wallTime, zoneLabel } from '@/lib/admin/time-zone';
import { LeadDealer } from '../../dealers/lead-dealer';
import { StatusBadge } from '../status-badge';
import { EraseForm, MergeForm, TakeForm, TaskForm, TaskToggle, WorkForm } from './lead-forms';
import { leadTasks } from '@/lib/admin/leads/tasks';
import { now } from '@/lib/clock';
import { Timeline } from './timeline';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ dealerError?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [t, lead] = await Promise.all([getAdminT('leads'), params.then(({ id }) => getLead(id))]);
  return { title: lead ? t('detail.title', { number: lead.number }) : t('detail.data') };
}

/** One lead: the card (status, assignee, note in one save; "Take it"), every field, its source, consent, timeline. */
export default async function LeadPage({ params, searchParams }: Props) {
  const { id } = await params;
  const staff = await requireStaffPage('leads', `/admin/leads/${encodeURIComponent(id)}`);
  const [t, lead, assignees, { dealerError }] = await Promise.all([getAdminT('leads'), getLead(id), listAssignees(), searchParams]);
  if (!lead) notFound();
  const [people, earlier, tasks, names] = await Promise.all([
    eventPeople(lead),
    earlierLeads(lead),
    leadTasks(lead.id),
    productNames([...(lead.productSlug ? [lead.productSlug] : []), ...lead.lines.map((line) => line.productSlug)], staff.locale),
  ]);
  const { locale } = staff;
  const section = 'rounded-lg border border-slate-200 bg-white p-4 sm:p-6';
  const at = now();
  // The next full hour in my zone: "call back in a while" is the common case.
  const suggestedDue = wallTime(new Date(Math.ceil((at.getTime() + 1) / 3_600_000) * 3_600_000), staff.timeZone);
  const taskOwner = worksLeads(staff.role) ? staff.id : (lead.assigneeId ?? assignees[0]?.id ?? '');
  return (
    <>
      <RecordHeader
        back={{ href: '/admin/leads', label: t('detail.back') }}
        title={<span className="break-words"><span className="tabular-nums text-ink-muted" data-testid="lead-number">№ {lead.number}</span> · {lead.name}</span>}
      >
        <a href={`tel:${lead.phone}`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline tabular-nums" data-testid="lead-call">
          {phoneLabel(lead.phone)}
        </a>
        <span className="self-center">
          <StatusBadge status={lead.status} label={t(`statuses.${lead.status}`)} />
        </span>
      </RecordHeader>
      {/* The card's actions first (on a phone they come right after the header), then what the lead says, then
          the rare ones. On a desktop: the lead on the left, the actions and then the rare ones on the right. */}
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-start-1">
          <section className={`${section} space-y-4`}>
            {worksLeads(staff.role) && lead.assigneeId !== staff.id ? <TakeForm leadId={lead.id} /> : null}
            <WorkForm leadId={lead.id} status={lead.status} assignee={lead.assignee} assignees={assignees} />
          </section>
          <section className={`${section} space-y-4`} aria-labelledby="lead-tasks" data-testid="lead-tasks">
            <h2 id="lead-tasks" className="text-lg font-semibold">{t('tasks.heading')}</h2>
            {tasks.length ? (
              <ul className="divide-y divide-slate-100">
                {tasks.map((task) => {
                  const overdue = !task.doneAt && task.dueAt < at;
                  return (
                    <li key={task.id} className="flex flex-wrap items-start justify-between gap-2 py-2" data-testid="lead-task">
                      <div className="min-w-0">
                        <p className={`font-semibold break-words ${task.doneAt ? 'text-ink-muted line-through' : ''}`}>{task.title}</p>
                        <p className="text-sm text-ink-muted">
                          {t('tasks.dueAt', { when: formatDateTime(task.dueAt, staff) })} · {t('tasks.ownerLabel', { who: task.owner.name || task.owner.email })}
                          {overdue ? <span className="ml-1 font-semibold text-red-700"> · {t('tasks.overdue')}</span> : null}
                          {task.doneAt ? ` · ${t('tasks.doneAt')}` : null}
                        </p>
                      </div>
                      <TaskToggle taskId={task.id} done={Boolean(task.doneAt)} />
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="text-sm text-ink-muted">{t('tasks.none')}</p>
            )}
            {assignees.length ? (
              <TaskForm leadId={lead.id} owners={assignees} ownerId={taskOwner} suggestedDue={suggestedDue} zone={zoneLabel(staff.timeZone, staff.locale, at)} />
            ) : null}
          </section>
        </div>
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <section className={section} aria-labelledby="lead-data">
            <h2 id="lead-data" className="mb-2 text-lg font-semibold">{t('detail.data')} · {t(`types.${lead.type}`)}</h2>
            <dl className="divide-y divide-slate-100">
              <DetailRow label={t('detail.receivedAt')}>{formatDateTime(lead.createdAt, staff)}</DetailRow>
              <DetailRow label={t('detail.name')}>{lead.name}</DetailRow>
              <DetailRow label={t('detail.companyName')}>{lead.companyName}</DetailRow>
              <DetailRow label={t('detail.phone')}>
                <a href={`tel:${lead.phone}`} className="inline-flex min-h-11 items-center text-brand-700 underline tabular-nums" data-testid="lead-phone">{phoneLabel(lead.phone)}</a>
              </DetailRow>
              <DetailRow label={t('detail.email')}>{lead.email ? <a href={`mailto:${lead.email}`} className="break-all text-brand-700 underline">{lead.email}</a> : null}</DetailRow>
              <DetailRow label={t('detail.country')}>{countryLabel(lead.country, locale)}</DetailRow>
              <DetailRow label={t('detail.region')}>{regionLabel(lead.region, locale)}</DetailRow>
              <DetailRow label={t('detail.inn')}>{lead.inn}</DetailRow>
              <DetailRow label={t('detail.product')}>
                {lead.productSlug ? (
                  <a href={productPath(lead.productSlug, locale)} className="text-brand-700 underline" data-testid="lead-product">
                    {names.get(lead.productSlug) ?? t('detail.productLink', { slug: lead.productSlug })}
                  </a>
                ) : null}
              </DetailRow>
              <DetailRow label={t('detail.city')}>{lead.city}</DetailRow>
              <DetailRow label={t('detail.comment')}>{lead.comment ? <span className="whitespace-pre-line">{lead.comment}</span> : null}</DetailRow>
              <DetailRow label={t('detail.locale')}>{lead.locale}</DetailRow>
              <DetailRow label={t('detail.assignee')}>{lead.assignee ? lead.assignee.name || lead.assignee.email : t('detail.nobody')}</DetailRow>
              {lead.crm.length ? (
                <DetailRow label={t('detail.crm')}>
                  <ul data-testid="lead-crm">
                    {lead.crm.map((entry) => (
                      <li key={entry.id}>
                        {entry.externalUrl ? (
                          <a href={entry.externalUrl} className="text-brand-700 underline" rel="noopener noreferrer" target="_blank">
                            {t('detail.crmEntry', { target: t(`crmTargets.${entry.target as 'bitrix24'}`), id: entry.externalId ?? '' })}
                          </a>
                        ) : (
                          t('detail.crmDelivered', { target: t(`crmTargets.${entry.target as 'bitrix24'}`), at: formatDateTime(entry.deliveredAt, staff) })
                        )}
                      </li>
                    ))}
                  </ul>
                </DetailRow>
              ) : null}
            </dl>
          </section>
          {lead.lines.length ? (
            <section className={section} aria-labelledby="lead-lines">
              <h2 id="lead-lines" className="mb-2 text-lg font-semibold">{t('detail.lines')}</h2>
              <ScrollRegion className="">
                <table className="w-full text-sm" data-testid="lead-lines">
                  <thead>
                    <tr className="border-b border-slate-200 text-left">
                      <th scope="col" className="py-2 pr-4 font-semibold">{t('detail.linesModel')}</th>
                      <th scope="col" className="py-2 pr-4 font-semibold">{t('detail.linesName')}</th>
                      <th scope="col" className="py-2 text-right font-semibold">{t('detail.linesQuantity')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {lead.lines.map((line) => (
                      <tr key={line.id} className="border-b border-slate-100">
                        <td className="py-2 pr-4 font-mono whitespace-nowrap">
                          <a href={productPath(line.productSlug, locale)} className="text-brand-700 underline">{line.modelCode}</a>
                        </td>
                        <td className="py-2 pr-4">{names.get(line.productSlug) ?? line.name}</td>
                        <td className="py-2 text-right tabular-nums">{line.quantity}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            </section>
          ) : null}
          {earlier.length ? (
            <section className={`${section} border-amber-300`} aria-labelledby="lead-earlier" data-testid="lead-earlier">
              <h2 id="lead-earlier" className="mb-1 text-lg font-semibold">{t('duplicates.heading', { count: earlier.length })}</h2>
              <p className="mb-3 text-sm text-ink-muted">{t('duplicates.intro')}</p>
              <ul className="divide-y divide-slate-100">
                {earlier.map((other) => (
                  <li key={other.id} className="py-3">
                    <a href={`/admin/leads/${other.id}`} className="font-semibold text-brand-700 underline">№ {other.number} · {other.name}</a>
                    <p className="text-sm text-ink-muted">
                      {formatDateTime(other.createdAt, staff)} · {t(`types.${other.type}`)} · {t(`statuses.${other.status}`)}
                      {other.companyName ? ` · ${other.companyName}` : ''}
                    </p>
                    <MergeForm leadId={lead.id} merged={other} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section className={section} aria-labelledby="lead-source">
            <h2 id="lead-source" className="mb-2 text-lg font-semibold">{t('detail.source')}</h2>
            <dl className="divide-y divide-slate-100" data-testid="lead-source">
              <DetailRow label={t('detail.sourcePage')}>{lead.sourcePage}</DetailRow>
              <DetailRow label={t('detail.landingPage')}>{lead.landingPage ? <span className="break-all">{lead.landingPage}</span> : t('detail.unknown')}</DetailRow>
              <DetailRow label={t('detail.referrerHost')}>{lead.referrerHost ?? t('detail.direct')}</DetailRow>
              {utmText(lead) ? (
                <DetailRow label="UTM">
                  <span className="break-all">{utmText(lead)}</span>
                </DetailRow>
              ) : null}
            </dl>
          </section>
          <section className={section} aria-labelledby="lead-consent">
            <h2 id="lead-consent" className="mb-2 text-lg font-semibold">{t('detail.consent')}</h2>
            <dl className="divide-y divide-slate-100">
              <DetailRow label={t('detail.consentAt')}>{formatDateTime(lead.consentAt, staff)}</DetailRow>
              <DetailRow label={t('detail.consentIp')}>{lead.consentIp}</DetailRow>
              <DetailRow label={t('detail.consentUserAgent')}>{lead.consentUserAgent}</DetailRow>
              <DetailRow label={t('detail.consentTextVersion')}>{lead.consentTextVersion}</DetailRow>
            </dl>
            <div className="mt-3">
              <ConsentRecords records={lead.consents} reader={staff} />
            </div>
          </section>
          <section className={section} aria-labelledby="lead-timeline">
            <h2 id="lead-timeline" className="mb-4 text-lg font-semibold">{t('timeline.heading')}</h2>
            <Timeline lead={lead} people={people} reader={staff} />
          </section>
        </div>
        <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-start-2 lg:self-start">
          <LeadDealer lead={lead} role={staff.role} error={dealerError} />
          <section className={`${section} border-red-200`} aria-labelledby="lead-erase">
            <h2 id="lead-erase" className="mb-2 text-lg font-semibold">{t('erase.heading')}</h2>
            <p className="mb-4 text-sm text-ink-muted">{t('erase.body')}</p>
            <EraseForm leadId={lead.id} />
          </section>
        </div>
      </div>
    </>
  );
}
