import { getAdminT } from '@/lib/admin/i18n';
import { isStatus } from '@/lib/admin/leads/values';
import { formatDateTime, type Reader } from '@/lib/admin/time-zone';
import type { LeadDetail } from '@/lib/admin/leads/queries';
import type { MergedConsent } from '@/lib/admin/leads/service';

/** The merged lead's consent record that a merge event keeps (lib/admin/leads/service.ts), or null. */
function mergedConsent(note: string | null): MergedConsent | null {
  try {
    const value = note ? (JSON.parse(note) as Partial<MergedConsent>) : null;
    return value && typeof value.consentAt === 'string' && typeof value.consentIp === 'string' ? (value as MergedConsent) : null;
  } catch {
    return null;
  }
}

type Props = { lead: LeadDetail; people: Array<{ id: string; name: string; email: string }>; reader: Reader };

/** The lead's history, oldest first: its arrival, then every status change, assignment and note. */
export async function Timeline({ lead, people, reader }: Props) {
  const t = await getAdminT('leads');
  const status = (value: string | null) => (value && isStatus(value) ? t(`statuses.${value}`) : '—');
  const person = (id: string | null) => {
    const user = people.find((candidate) => candidate.id === id);
    return user ? user.name || user.email : t('timeline.formerAssignee');
  };
  return (
    <ol className="space-y-4 border-l-2 border-slate-200 pl-4" data-testid="timeline">
      <li>
        <time dateTime={lead.createdAt.toISOString()} className="block text-xs text-ink-muted">{formatDateTime(lead.createdAt, reader)}</time>
        <p className="text-sm">{t('timeline.received')}</p>
      </li>
      {lead.events.map((event) => {
        // A status a CRM sent back (lib/crm/status.ts) names the CRM; a user since deleted is "a former user".
        const fromCrm = !event.user && event.kind === 'status' && (event.note === 'bitrix24' || event.note === 'amocrm');
        const who = event.user ? event.user.name || event.user.email : fromCrm ? t(`crmTargets.${event.note as 'bitrix24'}`) : t('timeline.formerUser');
        return (
          <li key={event.id} data-testid="timeline-event">
            <time dateTime={event.createdAt.toISOString()} className="block text-xs text-ink-muted">{formatDateTime(event.createdAt, reader)}</time>
            {event.kind === 'status' ? <p className="text-sm">{t('timeline.status', { who, from: status(event.from), to: status(event.to) })}</p> : null}
            {event.kind === 'assignee' ? (
              <p className="text-sm">{event.to ? t('timeline.assigned', { who, to: person(event.to) }) : t('timeline.unassigned', { who })}</p>
            ) : null}
            {event.kind === 'task' ? (
              <>
                <p className="text-sm">{t('timeline.task', { who, owner: person(event.from), when: event.to ? formatDateTime(new Date(event.to), reader) : '' })}</p>
                <blockquote className="mt-1 rounded-md bg-slate-100 px-3 py-2 text-sm whitespace-pre-wrap break-words">{event.note}</blockquote>
              </>
            ) : null}
            {event.kind === 'task_done' || event.kind === 'task_undone' ? (
              <p className="text-sm">
                {t(event.kind === 'task_done' ? 'timeline.taskDone' : 'timeline.taskUndone', { who })} <span className="font-semibold">{event.note}</span>
              </p>
            ) : null}
            {event.kind === 'merge' ? (
              <>
                <p className="text-sm">{t('timeline.merged', { who, number: event.from ?? '' })}</p>
                {mergedConsent(event.note) ? (
                  <p className="mt-1 text-xs text-ink-muted" data-testid="merged-consent">
                    {t('timeline.mergedConsent', {
                      at: formatDateTime(new Date(mergedConsent(event.note)!.consentAt), reader),
                      ip: mergedConsent(event.note)!.consentIp,
                      version: mergedConsent(event.note)!.consentTextVersion,
                    })}
                  </p>
                ) : null}
              </>
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
