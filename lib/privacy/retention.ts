import { recordAudit, SYSTEM_ACTOR } from '@/lib/admin/audit';
import * as clock from '@/lib/clock';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { addressHash } from './address-hash';
import { afterErasure, deleteSubscribers } from './scrub';

// The newsletter's retention (issue 32): a sign-up never confirmed is erased 30 days after it was asked for; an
// address that unsubscribed, 30 days after it did, keeping only its keyed hash (SuppressedAddress) as proof of the
// withdrawal. Run by the retention job; a run that finds nothing writes nothing.

export const SUBSCRIBER_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

export type SubscriberRetentionRun = { unconfirmed: number; unsubscribed: number };

export async function eraseExpiredSubscribers(client: PrismaClient, { secret, now = clock.now() }: { secret: () => Promise<string>; now?: Date }): Promise<SubscriberRetentionRun> {
  const cutoff = new Date(now.getTime() - SUBSCRIBER_RETENTION_DAYS * DAY_MS);
  const expired = {
    OR: [
      { status: 'pending' as const, requestedAt: { lt: cutoff } },
      { status: 'unsubscribed' as const, unsubscribedAt: { lt: cutoff } },
    ],
  };
  const total: SubscriberRetentionRun = { unconfirmed: 0, unsubscribed: 0 };
  // In batches: SQLite takes at most a few hundred values in one `in` list.
  for (;;) {
    if ((await client.subscriber.count({ where: expired })) === 0) return total;
    // Read only when there is something to erase (the key of the hashes, lib/secrets.ts).
    const key = await secret();
    const { run, traces } = await client.$transaction(async (tx) => {
      const rows = await tx.subscriber.findMany({ where: expired, take: BATCH, select: { id: true, email: true, status: true, unsubscribedAt: true } });
      const withdrawn = rows.filter((row) => row.status === 'unsubscribed');
      for (const row of withdrawn) {
        const emailHash = addressHash(row.email, key);
        await tx.suppressedAddress.upsert({ where: { emailHash }, create: { emailHash, withdrawnAt: row.unsubscribedAt ?? now }, update: {} });
      }
      const traces = await deleteSubscribers(tx, rows);
      const run = { unconfirmed: rows.length - withdrawn.length, unsubscribed: withdrawn.length };
      await recordAudit(tx, SYSTEM_ACTOR, 'privacy.retention', { meta: run });
      return { run, traces };
    });
    await afterErasure(client, traces);
    total.unconfirmed += run.unconfirmed;
    total.unsubscribed += run.unsubscribed;
  }
}

/**
 * Requests at /your-data that only looked (no erasure asked) hold an address for nothing once their link has
 * expired: deleted, a day after. Erasure requests stay until staff carry them out (which empties the address).
 */
export async function deleteExpiredDataRequests(client: PrismaClient, now = clock.now()): Promise<number> {
  const { count } = await client.dataRequest.deleteMany({ where: { erasureRequestedAt: null, tokenExpiresAt: { lt: new Date(now.getTime() - DAY_MS) } } });
  return count;
}
