import type { Metadata } from 'next';
import { ConsentRecords } from '@/components/admin/consent-records';
import { notFound } from 'next/navigation';
import { DetailRow } from '@/components/admin/detail-row';
import { RecordHeader } from '@/components/admin/record-header';
import { getAdminT } from '@/lib/admin/i18n';
import { formatDateTime } from '@/lib/admin/time-zone';
import { requireStaffPage } from '@/lib/admin/session';
import { getSubscriber } from '@/lib/admin/subscribers/queries';
import { EraseSubscriberForm } from './erase-form';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('subscribers'))('title') };
}

/** One subscriber: status, dates, consent record, mail still queued, and erasure. */
export default async function SubscriberPage({ params }: Props) {
  const { id } = await params;
  const staff = await requireStaffPage('subscribers', `/admin/subscribers/${encodeURIComponent(id)}`);
  const [t, subscriber] = await Promise.all([getAdminT('subscribers'), getSubscriber(id)]);
  if (!subscriber) notFound();
  const date = (value: Date | null) => (value ? formatDateTime(value, staff) : null);
  const section = 'rounded-lg border border-slate-200 bg-white p-4 sm:p-6';
  return (
    <>
      <RecordHeader back={{ href: '/admin/subscribers', label: t('detail.back') }} title={<span className="break-all">{subscriber.email}</span>} />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <section className={section} aria-labelledby="subscriber-data">
          <h2 id="subscriber-data" className="mb-2 text-lg font-semibold">{t(`statuses.${subscriber.status}`)} · {subscriber.locale}</h2>
          <dl className="divide-y divide-slate-100">
            <DetailRow label={t('detail.requestedAt')}>{date(subscriber.requestedAt)}</DetailRow>
            <DetailRow label={t('detail.confirmedAt')}>{date(subscriber.confirmedAt)}</DetailRow>
            <DetailRow label={t('detail.unsubscribedAt')}>{date(subscriber.unsubscribedAt)}</DetailRow>
            <DetailRow label={t('detail.consentAt')}>{date(subscriber.consentAt)}</DetailRow>
            <DetailRow label={t('detail.consentSourcePage')}>{subscriber.consentSourcePage}</DetailRow>
            <DetailRow label={t('detail.consentIp')}>{subscriber.consentIp}</DetailRow>
            <DetailRow label={t('detail.consentTextVersion')}>{subscriber.consentTextVersion}</DetailRow>
          </dl>
          <div className="mt-3">
            <ConsentRecords records={subscriber.consents} reader={staff} />
          </div>
          <p className="mt-4 text-sm text-ink-muted">{t('detail.pendingMails', { count: subscriber._count.mails })}</p>
        </section>
        <section className={`${section} border-red-200`} aria-labelledby="subscriber-erase">
          <h2 id="subscriber-erase" className="mb-2 text-lg font-semibold">{t('erase.heading')}</h2>
          <p className="mb-4 text-sm text-ink-muted">{t('erase.body')}</p>
          <EraseSubscriberForm subscriberId={subscriber.id} />
        </section>
      </div>
    </>
  );
}
