import 'server-only';
import { PAGE_SIZE } from '@/lib/admin/limits';
import { db } from '@/lib/db';
import { subscriberOrder, subscriberWhere, type SubscriberFilter } from './filters';

/** How many subscribers there are by status and locale: one row per pair, with totals by status. */
export async function subscriberCounts() {
  const groups = await db.subscriber.groupBy({ by: ['status', 'locale'], _count: { _all: true } });
  return groups.map((group) => ({ status: group.status, locale: group.locale, count: group._count._all }));
}

export async function listSubscribers(filter: SubscriberFilter) {
  const where = subscriberWhere(filter);
  const [rows, total] = await db.$transaction([
    db.subscriber.findMany({
      where,
      select: { id: true, email: true, status: true, locale: true, requestedAt: true, confirmedAt: true, unsubscribedAt: true },
      orderBy: subscriberOrder(filter),
      skip: (filter.page - 1) * PAGE_SIZE,
      take: PAGE_SIZE,
    }),
    db.subscriber.count({ where }),
  ]);
  return { rows, total, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

export function getSubscriber(id: string) {
  return db.subscriber.findUnique({
    where: { id },
    include: {
      consents: { orderBy: [{ givenAt: 'asc' }, { purpose: 'asc' }] },
      _count: { select: { mails: { where: { status: { in: ['pending', 'sending', 'failed'] } } } } },
    },
  });
}
