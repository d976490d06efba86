import 'server-only';
import { recordAudit, type Actor } from '@/lib/admin/audit';
import { refusals, type Refusals, type Refused } from '@/lib/admin/refusal';
import * as clock from '@/lib/clock';
import { db } from '@/lib/db';
import { afterErasure, deleteLeads, deleteSubscribers, mailTraces } from './scrub';

// Carrying out a data subject's erasure request (the back office's one click): every lead sent with the address,
// its subscription, every mail to it and every request it made (the address emptied, its keyed hash kept); then the
// mail files and the WAL (lib/privacy/scrub.ts). The audit entry holds counts, never the address.

type EraseRefusal = 'NOT_FOUND' | 'DONE';
const refusal: Refusals<EraseRefusal> = refusals();

export type ErasureOutcome = { leads: number; subscribers: number; mails: number; requests: number };

export async function carryOutErasure(actor: Actor, requestId: string): Promise<{ ok: true; outcome: ErasureOutcome } | Refused<EraseRefusal>> {
  return refusal.refusable(async () => {
    const now = clock.now();
    const { outcome, traces } = await db.$transaction(async (tx) => {
      const request = await tx.dataRequest.findUnique({ where: { id: requestId } });
      if (!request?.erasureRequestedAt) refusal.refuse('NOT_FOUND');
      if (request.completedAt || !request.email) refusal.refuse('DONE');
      const email = request.email;
      const leads = await deleteLeads(tx, { email });
      const subscriber = await tx.subscriber.findUnique({ where: { email }, select: { id: true, email: true, unsubscribedAt: true } });
      if (subscriber) {
        // The request withdrew the newsletter consent: its proof stays, as a keyed hash only.
        await tx.suppressedAddress.upsert({
          where: { emailHash: request.emailHash },
          create: { emailHash: request.emailHash, withdrawnAt: subscriber.unsubscribedAt ?? now },
          update: {},
        });
      }
      const subscription = await deleteSubscribers(tx, subscriber ? [subscriber] : []);
      // What else went to the address: the requests' own mails.
      const others = await mailTraces(tx, { to: email });
      await tx.outboxMessage.deleteMany({ where: { to: email } });
      const messageIds = [...leads.traces.messageIds, ...subscription.messageIds, ...others.messageIds];
      // Every request of the address is done with it: the address goes, its hash stays.
      const outcome: ErasureOutcome = { leads: leads.count, subscribers: subscriber ? 1 : 0, mails: messageIds.length, requests: 0 };
      const { count: requests } = await tx.dataRequest.updateMany({
        where: { emailHash: request.emailHash, completedAt: null },
        data: { email: '', completedAt: now, completedBy: actor.email, outcome: JSON.stringify({ leads: outcome.leads, subscribers: outcome.subscribers, mails: outcome.mails }) },
      });
      outcome.requests = requests;
      await recordAudit(tx, actor, 'privacy.erase', { entityId: request.id, meta: outcome });
      return { outcome, traces: { messageIds } };
    });
    await afterErasure(db, traces);
    return { ok: true as const, outcome };
  });
}

/**
 * The queue of erasure requests: open ones by deadline, one per address (asking twice, from the page and from a
 * mail's link, is one erasure), each with the CRM records of its leads (the erasure here does not reach the CRM:
 * staff delete them there); then the last ones done.
 */
export async function listErasureRequests() {
  const select = { id: true, email: true, emailHash: true, locale: true, leadNumber: true, requestedAt: true, erasureRequestedAt: true, dueAt: true, completedAt: true, completedBy: true, outcome: true } as const;
  const [asked, done] = await Promise.all([
    db.dataRequest.findMany({ where: { erasureRequestedAt: { not: null }, completedAt: null }, orderBy: [{ dueAt: 'asc' }, { id: 'asc' }], select }),
    db.dataRequest.findMany({ where: { erasureRequestedAt: { not: null }, completedAt: { not: null } }, orderBy: { completedAt: 'desc' }, take: 50, select }),
  ]);
  const seen = new Set<string>();
  const open = asked.filter((request) => !seen.has(request.emailHash) && seen.add(request.emailHash));
  const crm = await db.leadCrm.findMany({
    where: { externalId: { not: null }, lead: { is: { email: { in: open.map((request) => request.email) } } } },
    select: { target: true, externalId: true, externalUrl: true, lead: { select: { email: true } } },
  });
  return { open: open.map((request) => ({ ...request, crm: crm.filter((row) => row.lead.email === request.email) })), done };
}
