import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cancelOutbox, retryOutbox } from '@/app/admin/(staff)/outbox/actions';
import { RecordHeader } from '@/components/admin/record-header';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { Message } from '@/components/admin/message';
import { Button } from '@/components/ui/button';
import { getAdminT } from '@/lib/admin/i18n';
import { outboxMessageForStaff, showsSubject } from '@/lib/admin/outbox/service';
import { requireStaffPage } from '@/lib/admin/session';
import { StatusLabel } from '../status-label';
import { dateFormatter } from '@/lib/admin/time-zone';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('outbox'))('messageTitle') };
}

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ result?: string }> };

/** One message's delivery state, with "retry now" and "cancel" (which asks for a confirmation the server checks). */
export default async function OutboxMessagePage({ params, searchParams }: Props) {
  const { id } = await params;
  const staff = await requireStaffPage('outbox', `/admin/outbox/${encodeURIComponent(id)}`);
  const [{ result }, t] = await Promise.all([searchParams, getAdminT('outbox')]);
  const message = await outboxMessageForStaff(id);
  if (!message) notFound();
  const format = dateFormatter(staff, 'seconds');
  const open = message.status === 'pending' || message.status === 'failed';
  const facts: Array<[string, string]> = [
    [t('kind'), message.kind],
    [t('recipient'), message.to],
    [t('subject'), showsSubject(message.kind) ? message.subject : t('hiddenSubject')],
    [t('attempts'), String(message.attempts)],
    [t('lastError'), message.lastError ?? '—'],
    [t('nextAttempt'), message.status === 'pending' ? format.format(message.nextAttemptAt) : '—'],
    [t('created'), format.format(message.createdAt)],
    [t('sent'), message.sentAt ? format.format(message.sentAt) : '—'],
    [t('messageId'), message.messageId],
  ];

  return (
    <>
      <RecordHeader back={{ href: '/admin/outbox', label: t('backToList') }} title={t('messageTitle')}>
        <StatusLabel status={message.status} label={t(`statuses.${message.status}`)} />
      </RecordHeader>
      <dl className="mb-6 grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-[12rem_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      {open ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <form action={retryOutbox} className="rounded-lg border border-slate-200 bg-white p-4">
            <input type="hidden" name="id" value={message.id} />
            <p className="mb-3 text-sm">{t('retryHint')}</p>
            <Button type="submit">{t('retry')}</Button>
          </form>
          <div className="rounded-lg border border-red-200 bg-white p-4">
            {result === 'CONFIRM' ? (
              <Message tone="error" className="mb-3">
                {t('confirmRequired')}
              </Message>
            ) : null}
            <ConfirmAction action={cancelOutbox} hidden={{ id: message.id }} confirm={t('confirmCancel', { to: message.to })} button={t('cancelMessage')} />
          </div>
        </div>
      ) : message.status === 'sending' ? (
        <p className="text-sm">{t('sendingNoCancel')}</p>
      ) : null}
    </>
  );
}
