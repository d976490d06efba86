import { ScrollRegion } from '@/components/admin/scroll-region';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DetailRow } from '@/components/admin/detail-row';
import { RecordHeader } from '@/components/admin/record-header';
import { getAdminT } from '@/lib/admin/i18n';
import { countryLabel, formatDateTime, productPath, regionLabel } from '@/lib/admin/leads/format';
import { eventPeople, getLead, listAssignees } from '@/lib/admin/leads/queries';
import { requireStaffPage } from '@/lib/admin/session';
import { LeadDealer } from '../../dealers/lead-dealer';
import { StatusBadge } from '../status-badge';
import { AssignForm, EraseForm, NoteForm, StatusForm } from './lead-forms';
import { Timeline } from './timeline';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ dealerError?: string | string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('leads'))('detail.data') };
}

/** One lead: every field, the consent record, status, assignment, notes, the timeline and erasure. */
export default async function LeadPage({ params, searchParams }: Props) {
  const { id } = await params;
  const staff = await requireStaffPage('leads', `/admin/leads/${encodeURIComponent(id)}`);
  const [t, lead, assignees, { dealerError }] = await Promise.all([getAdminT('leads'), getLead(id), listAssignees(), searchParams]);
  if (!lead) notFound();
  const people = await eventPeople(lead);
  const { locale } = staff;
  const section = 'rounded-lg border border-slate-200 bg-white p-4 sm:p-6';
  return (
    <>
      <RecordHeader back={{ href: '/admin/leads', label: t('detail.back') }} title={<span className="break-words">{lead.name}</span>}>
        <StatusBadge status={lead.status} label={t(`statuses.${lead.status}`)} />
      </RecordHeader>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <section className={section} aria-labelledby="lead-data">
            <h2 id="lead-data" className="mb-2 text-lg font-semibold">{t('detail.data')} · {t(`types.${lead.type}`)}</h2>
            <dl className="divide-y divide-slate-100">
              <DetailRow label={t('detail.receivedAt')}>{formatDateTime(lead.createdAt, locale)}</DetailRow>
              <DetailRow label={t('detail.name')}>{lead.name}</DetailRow>
              <DetailRow label={t('detail.companyName')}>{lead.companyName}</DetailRow>
              <DetailRow label={t('detail.email')}>{lead.email ? <a href={`mailto:${lead.email}`} className="text-brand-700 underline">{lead.email}</a> : null}</DetailRow>
              <DetailRow label={t('detail.phone')}><a href={`tel:${lead.phone}`} className="text-brand-700 underline">{lead.phone}</a></DetailRow>
              <DetailRow label={t('detail.country')}>{countryLabel(lead.country, locale)}</DetailRow>
              <DetailRow label={t('detail.region')}>{regionLabel(lead.region, locale)}</DetailRow>
              <DetailRow label={t('detail.inn')}>{lead.inn}</DetailRow>
              <DetailRow label={t('detail.product')}>
                {lead.productSlug ? (
                  <a href={productPath(lead.productSlug, locale)} className="text-brand-700 underline" data-testid="lead-product">
                    {t('detail.productLink', { slug: lead.productSlug })}
                  </a>
                ) : null}
              </DetailRow>
              <DetailRow label={t('detail.city')}>{lead.city}</DetailRow>
              <DetailRow label={t('detail.comment')}>{lead.comment ? <span className="whitespace-pre-line">{lead.comment}</span> : null}</DetailRow>
              <DetailRow label={t('detail.locale')}>{lead.locale}</DetailRow>
              <DetailRow label={t('detail.sourcePage')}>{lead.sourcePage}</DetailRow>
              <DetailRow label={t('detail.assignee')}>{lead.assignee ? lead.assignee.name || lead.assignee.email : t('detail.nobody')}</DetailRow>
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
                        <td className="py-2 pr-4">{line.name}</td>
                        <td className="py-2 text-right tabular-nums">{line.quantity}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            </section>
          ) : null}
          <section className={section} aria-labelledby="lead-consent">
            <h2 id="lead-consent" className="mb-2 text-lg font-semibold">{t('detail.consent')}</h2>
            <dl className="divide-y divide-slate-100">
              <DetailRow label={t('detail.consentAt')}>{formatDateTime(lead.consentAt, locale)}</DetailRow>
              <DetailRow label={t('detail.consentIp')}>{lead.consentIp}</DetailRow>
              <DetailRow label={t('detail.consentUserAgent')}>{lead.consentUserAgent}</DetailRow>
              <DetailRow label={t('detail.consentTextVersion')}>{lead.consentTextVersion}</DetailRow>
            </dl>
          </section>
          <section className={section} aria-labelledby="lead-timeline">
            <h2 id="lead-timeline" className="mb-4 text-lg font-semibold">{t('timeline.heading')}</h2>
            <Timeline lead={lead} people={people} locale={locale} />
          </section>
        </div>
        <div className="space-y-6">
          <section className={`${section} space-y-6`}>
            <StatusForm leadId={lead.id} status={lead.status} />
            <AssignForm leadId={lead.id} assigneeId={lead.assigneeId} assignees={assignees} />
            <NoteForm leadId={lead.id} />
          </section>
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
