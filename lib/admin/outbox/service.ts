import 'server-only';
import { z } from 'zod';
import { recordAudit, type Actor } from '@/lib/admin/audit';
import { refusals, type Refusals, type Refused } from '@/lib/admin/refusal';
import { now } from '@/lib/clock';
import { sortField, sortOrder } from '@/lib/admin/search-params';
import { db } from '@/lib/db';
import type { OutboxStatus, Prisma } from '@/lib/generated/prisma/client';

// The outbox screen's queries and its two actions. Mail bodies never leave the database here: password
// resets and invitations hold one-time links, lead mails hold personal data. Even the subject is shown only
// for staff mails (kinds starting with 'staff-'), whose subjects are fixed texts.

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed', 'cancelled'] as const satisfies readonly OutboxStatus[];
export const OUTBOX_PAGE_SIZE = 50;

export const outboxFilterSchema = z.object({
  status: z.enum(OUTBOX_STATUSES).optional().catch(undefined),
  kind: z.string().trim().max(100).optional().catch(undefined).transform((kind) => kind || undefined),
  sort: sortField(['created'], '-created'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});

export type OutboxFilter = z.output<typeof outboxFilterSchema>;

const SAFE_SELECT = {
  id: true,
  kind: true,
  to: true,
  subject: true,
  status: true,
  attempts: true,
  lastError: true,
  nextAttemptAt: true,
  createdAt: true,
  sentAt: true,
  failedAt: true,
  campaignId: true,
} satisfies Prisma.OutboxMessageSelect;

/** Whether the outbox screen may show a message's subject: only staff mails' (their subjects are fixed texts). */
export const showsSubject = (kind: string) => kind.startsWith('staff-');

export async function listOutbox(filter: OutboxFilter) {
  const where: Prisma.OutboxMessageWhereInput = { status: filter.status, kind: filter.kind };
  const { dir } = sortOrder(filter.sort);
  const [total, rows, kinds] = await db.$transaction([
    db.outboxMessage.count({ where }),
    db.outboxMessage.findMany({
      where,
      orderBy: [{ createdAt: dir }, { id: dir }],
      skip: (filter.page - 1) * OUTBOX_PAGE_SIZE,
      take: OUTBOX_PAGE_SIZE,
      select: SAFE_SELECT,
    }),
    db.outboxMessage.groupBy({ by: ['kind'], orderBy: { kind: 'asc' } }),
  ]);
  return {
    total,
    pages: Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE)),
    kinds: kinds.map((row) => row.kind),
    rows: rows.map((row) => ({ ...row, subject: showsSubject(row.kind) ? row.subject : null })),
  };
}

/** One message's delivery state for the staff screen (never its body). */
export function outboxMessageForStaff(id: string) {
  return db.outboxMessage.findUnique({
    where: { id },
    select: { id: true, kind: true, to: true, subject: true, status: true, attempts: true, lastError: true, nextAttemptAt: true, createdAt: true, sentAt: true, failedAt: true, messageId: true },
  });
}

export type OutboxActionResult = { ok: true } | Refused<'NOT_FOUND' | 'NOT_ALLOWED'>;

const refusal: Refusals<'NOT_FOUND' | 'NOT_ALLOWED'> = refusals();

/**
 * "Retry now": a failed or waiting message is due at once, its attempts kept. A campaign already marked
 * done sends again (it is 'sending' until this message is through); a paused one stays paused.
 */
export async function retryOutboxMessage(actor: Actor, id: string): Promise<OutboxActionResult> {
  return refusal.refusable(() => db.$transaction(async (tx) => {
    const message = await tx.outboxMessage.findUnique({ where: { id }, select: { status: true, campaignId: true, kind: true } });
    if (!message) refusal.refuse('NOT_FOUND');
    const changed = await tx.outboxMessage.updateMany({
      where: { id, status: { in: ['failed', 'pending'] } },
      data: { status: 'pending', nextAttemptAt: now(), failedAt: null, lockedBy: null, lockedUntil: null },
    });
    if (changed.count !== 1) refusal.refuse('NOT_ALLOWED');
    if (message.campaignId) await tx.campaign.updateMany({ where: { id: message.campaignId, status: 'done' }, data: { status: 'sending' } });
    await recordAudit(tx, actor, 'outbox.retry', {
      entityId: id,
      before: { status: message.status },
      after: { status: 'pending' },
      meta: { kind: message.kind },
    });
    return { ok: true as const };
  }));
}

/** "Cancel": a waiting or failed message is never sent; one being sent right now cannot be stopped. */
export async function cancelOutboxMessage(actor: Actor, id: string): Promise<OutboxActionResult> {
  return refusal.refusable(() => db.$transaction(async (tx) => {
    const message = await tx.outboxMessage.findUnique({ where: { id }, select: { status: true, kind: true } });
    if (!message) refusal.refuse('NOT_FOUND');
    const changed = await tx.outboxMessage.updateMany({
      where: { id, status: { in: ['pending', 'failed'] } },
      data: { status: 'cancelled', lockedBy: null, lockedUntil: null },
    });
    if (changed.count !== 1) refusal.refuse('NOT_ALLOWED');
    await recordAudit(tx, actor, 'outbox.cancel', {
      entityId: id,
      before: { status: message.status },
      after: { status: 'cancelled' },
      meta: { kind: message.kind },
    });
    return { ok: true as const };
  }));
}
