import type { Locale } from '@/i18n/routing';
import { getAdminT } from '@/lib/admin/i18n';
import { isStatus } from '@/lib/admin/leads/values';
import { formatDateTime } from '@/lib/admin/leads/format';
import type { LeadDetail } from '@/lib/admin/leads/queries';

type Props = { lead: LeadDetail; people: Array<{ id: string; name: string; email: string }>; locale: Locale };

/** The lead's history, oldest first: its arrival, then every status change, assignment and note. */
export async function Timeline({ lead, people, locale }: Props) {
  const t = await getAdminT('leads');
  const status = (value: string | null) => (value && isStatus(value) ? t(`statuses.${value}`) : '—');
  const person = (id: string | null) => {
    const user = people.find((candidate) => candidate.id === id);
    return user ? user.name || user.email : t('timeline.formerAssignee');
  };
  return (
    <ol className="space-y-4 border-l-2 border-slate-200 pl-4" data-testid="timeline">
      <li>
        <time dateTime={lead.createdAt.toISOString()} className="block text-xs text-ink-muted">{formatDateTime(lead.createdAt, locale)}</time>
        <p className="text-sm">{t('timeline.received')}</p>
      </li>
      {lead.events.map((event) => {
        const who = event.user ? event.user.name || event.user.email : t('timeline.formerUser');
        return (
          <li key={event.id} data-testid="timeline-event">
            <time dateTime={event.createdAt.toISOString()} className="block text-xs text-ink-muted">{formatDateTime(event.createdAt, locale)}</time>
            {event.kind === 'status' ? <p className="text-sm">{t('timeline.status', { who, from: status(event.from), to: status(event.to) })}</p> : null}
            {event.kind === 'assignee' ? (
              <p className="text-sm">{event.to ? t('timeline.assigned', { who, to: person(event.to) }) : t('timeline.unassigned', { who })}</p>
            ) : null}
            {event.kind === 'note' ? (
              <>
                <p className="text-sm">{t('timeline.note', { who })}</p>
                <blockquote className="mt-1 rounded-md bg-slate-100 px-3 py-2 text-sm whitespace-pre-wrap break-words">{event.note}</blockquote>
              </>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
