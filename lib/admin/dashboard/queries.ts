import 'server-only';
import { SESSION_EVENTS } from '@/lib/admin/audit';
import * as clock from '@/lib/clock';
import { db } from '@/lib/db';

// The dashboard's figures, each read only for the roles that may see its area (app/admin/(staff)/page.tsx).

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Leads received in the last seven days (spam left out), and how many leads there are in each status. */
export async function leadFigures(now = clock.now()) {
  const [thisWeek, groups] = await Promise.all([
    db.lead.count({ where: { createdAt: { gte: new Date(now.getTime() - WEEK_MS) }, status: { not: 'spam' } } }),
    db.lead.groupBy({ by: ['status'], _count: { _all: true } }),
  ]);
  return { thisWeek, byStatus: Object.fromEntries(groups.map((group) => [group.status, group._count._all])) as Partial<Record<string, number>> };
}

/** Confirmed subscribers by locale. */
export async function subscribersByLocale() {
  const groups = await db.subscriber.groupBy({ by: ['locale'], where: { status: 'subscribed' }, _count: { _all: true } });
  return groups.map((group) => ({ locale: group.locale, count: group._count._all })).sort((a, b) => b.count - a.count);
}

/** Mails the sender gave up on. */
export function failedMailCount() {
  return db.outboxMessage.count({ where: { status: 'failed' } });
}

/** The last changes made in the back office (and by its jobs); sign-ins and sign-outs are no changes. */
export function lastChanges(take = 10) {
  return db.auditLog.findMany({
    where: { action: { notIn: [...SESSION_EVENTS] } },
    orderBy: [{ at: 'desc' }, { id: 'desc' }],
    take,
    select: { id: true, at: true, actorEmail: true, action: true, entity: true, entityId: true },
  });
}
