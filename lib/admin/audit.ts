import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';

/** Who made a change: a signed-in staff member, or the server itself (command line, scheduled jobs). */
export type Actor = { id: string | null; email: string };

export const SYSTEM_ACTOR: Actor = { id: null, email: 'system' };

export type AuditEntry = {
  /** `<entity>.<verb>`: "product.update", "lead.erase", "leads.export", "user.invite"… */
  action: string;
  entity: string;
  entityId?: string | null;
  /** The changed fields as they were and as they are; only the fields that changed (see `changedFields`). */
  before?: Prisma.InputJsonValue;
  after?: Prisma.InputJsonValue;
  /** An export's filter and row count, a retention run's count… Never an erased record's data. */
  meta?: Prisma.InputJsonValue;
};

/**
 * Records a back-office change. Call it with the transaction of the change itself, so the log and the data
 * never disagree. There is no update or delete of audit rows anywhere in the code.
 */
export async function recordAudit(tx: Prisma.TransactionClient, actor: Actor, entry: AuditEntry) {
  await tx.auditLog.create({
    data: {
      actorId: actor.id,
      actorEmail: actor.email,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      before: entry.before,
      after: entry.after,
      meta: entry.meta,
    },
  });
}

/**
 * The fields whose values differ between two plain records, as `{ before, after }` holding only those fields
 * (compared as JSON, so dates, decimals and nested lists compare by value).
 */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key] ?? null;
      now[key] = after[key] ?? null;
    }
  }
  return { before: was as Prisma.InputJsonValue, after: now as Prisma.InputJsonValue, changed: Object.keys(now).length > 0 };
}
