import 'server-only';
import { recordAudit, type Actor } from '@/lib/admin/audit';
import { refusals, type Refusals, type Refused } from '@/lib/admin/refusal';
import { db } from '@/lib/db';
import { afterErasure, deleteSubscribers } from '@/lib/privacy/scrub';

/** The confirmed subscribers an export hands out, recorded with their count. */
export async function exportConfirmedSubscribers(actor: Actor) {
  return db.$transaction(async (tx) => {
    const rows = await tx.subscriber.findMany({
      where: { status: 'subscribed' },
      select: { email: true, locale: true, confirmedAt: true, consentAt: true, consentSourcePage: true, consentTextVersion: true, consents: { orderBy: [{ givenAt: 'asc' }, { purpose: 'asc' }] } },
      orderBy: [{ confirmedAt: 'asc' }, { email: 'asc' }],
    });
    await recordAudit(tx, actor, 'subscribers.export', { meta: { filter: { status: 'subscribed' }, rows: rows.length } });
    return rows;
  });
}

export type ExportSubscriber = Awaited<ReturnType<typeof exportConfirmedSubscribers>>[number];

/**
 * Erases a subscriber: the row and its own mails (lib/privacy/scrub.ts, deleteSubscribers), then the
 * mails' files and the WAL's copies. The audit entry keeps the id, status and locale, never the address.
 */
const refusal: Refusals<'NOT_FOUND'> = refusals();

export async function eraseSubscriber(actor: Actor, id: string): Promise<{ ok: true } | Refused<'NOT_FOUND'>> {
  const erased = await refusal.refusable(() => db.$transaction(async (tx) => {
    const row = (await tx.subscriber.findUnique({ where: { id }, select: { id: true, status: true, locale: true, email: true } })) ?? refusal.refuse('NOT_FOUND');
    const traces = await deleteSubscribers(tx, [row]);
    await recordAudit(tx, actor, 'subscriber.erase', { entityId: row.id, meta: { status: row.status, locale: row.locale } });
    return { ok: true, traces } as const;
  }));
  if (!erased.ok) return erased;
  // After the commit: the mails' files, and the WAL's older copies of the rows (lib/privacy/scrub.ts).
  await afterErasure(db, erased.traces);
  return { ok: true };
}
