import fsp from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/env';
import type { Prisma, PrismaClient } from '@/lib/generated/prisma/client';
import { mailFileId, mailFileIdOf } from '@/lib/mail/transport';

// Erasing personal data leaves no copy (issue 32): the rows go in the erasing transaction (with the jobs that name
// them, below); once it has committed, afterErasure removes the .eml files of the erased mails and, on SQLite,
// checkpoints the WAL. Every connection deletes with `secure_delete` (lib/prisma-client.ts), so the deleted rows
// are zeros in the database file, but the WAL keeps a copy of every page each earlier write changed, rows as they
// were included, until a TRUNCATE checkpoint empties it. On PostgreSQL, dead tuples stay until VACUUM
// (docs/security.md, "Erasure leaves no copy").

/** What an erasure leaves to clean after its commit: the Message-IDs (OutboxMessage.messageId) of the erased mails. */
export type ErasureTraces = { messageIds: readonly string[] };

export type ScrubReport = {
  /** .eml files removed from MAIL_DIR. */
  mailFiles: number;
  /** `done`: the WAL is empty; `busy`: another connection kept it (copies stay until a later checkpoint); `none`: PostgreSQL. */
  checkpoint: 'done' | 'busy' | 'none';
};

/** The traces of the outbox mails `where` names: read in the erasing transaction, before the delete. */
export async function mailTraces(tx: Prisma.TransactionClient, where: Prisma.OutboxMessageWhereInput): Promise<ErasureTraces> {
  const mails = await tx.outboxMessage.findMany({ where, select: { messageId: true } });
  return { messageIds: mails.map((mail) => mail.messageId) };
}

/** Job kinds whose payload names a lead (crm-delivery), a lead's task (lead-task) or its CRM record (crm-status). */
const LEAD_JOB_KINDS = ['crm-delivery', 'crm-status', 'lead-task'];
const DELETE_CHUNK = 500;

/**
 * Deletes the leads `where` names, in the caller's transaction: the rows the foreign keys cascade to (timeline,
 * tasks, CRM records, quote lines, mails) and the jobs whose payload names one of them. Answers the count and the
 * traces to hand to afterErasure once the transaction has committed.
 */
export async function deleteLeads(tx: Prisma.TransactionClient, where: Prisma.LeadWhereInput): Promise<{ count: number; traces: ErasureTraces }> {
  const ofLeads = { lead: { is: where } };
  const [leads, tasks, crm, traces] = await Promise.all([
    tx.lead.findMany({ where, select: { id: true } }),
    tx.leadTask.findMany({ where: ofLeads, select: { id: true } }),
    tx.leadCrm.findMany({ where: { ...ofLeads, externalId: { not: null } }, select: { target: true, externalId: true } }),
    mailTraces(tx, ofLeads),
  ]);
  if (!leads.length) return { count: 0, traces: { messageIds: [] } };
  const leadIds = new Set(leads.map((lead) => lead.id));
  const taskIds = new Set(tasks.map((task) => task.id));
  const crmRefs = new Set(crm.map((row) => `${row.target}:${row.externalId}`));
  // Payloads are JSON, filtered here: Prisma's JSON paths differ between SQLite and PostgreSQL. Done jobs are kept,
  // so this reads every job of these kinds; an erasure is rare and the rows are small.
  const jobs = await tx.job.findMany({ where: { kind: { in: LEAD_JOB_KINDS } }, select: { id: true, payload: true } });
  const naming = jobs.filter(({ payload }) => {
    const named = (payload ?? {}) as { leadId?: unknown; taskId?: unknown; target?: unknown; externalId?: unknown };
    return leadIds.has(String(named.leadId)) || taskIds.has(String(named.taskId)) || crmRefs.has(`${String(named.target)}:${String(named.externalId)}`);
  });
  for (let start = 0; start < naming.length; start += DELETE_CHUNK) {
    await tx.job.deleteMany({ where: { id: { in: naming.slice(start, start + DELETE_CHUNK).map((job) => job.id) } } });
  }
  const { count } = await tx.lead.deleteMany({ where: { id: { in: [...leadIds] } } });
  return { count, traces };
}

/**
 * Deletes subscribers in the caller's transaction with their own mails: the sign-up's (queued to the address before
 * they are linked to the row, so found by address, but never a lead's) and the campaigns' (by the row). Their consent
 * records cascade. Answers the traces to hand to afterErasure once the transaction has committed.
 */
export async function deleteSubscribers(tx: Prisma.TransactionClient, rows: readonly { id: string; email: string }[]): Promise<ErasureTraces> {
  if (!rows.length) return { messageIds: [] };
  const theirMails = { OR: [{ to: { in: rows.map((row) => row.email) }, leadId: null }, { subscriberId: { in: rows.map((row) => row.id) } }] };
  const traces = await mailTraces(tx, theirMails);
  await tx.outboxMessage.deleteMany({ where: theirMails });
  await tx.subscriber.deleteMany({ where: { id: { in: rows.map((row) => row.id) } } });
  return traces;
}

/** Whether the client is the PostgreSQL one (lib/prisma-client.ts picks it by DATABASE_URL). */
function onPostgres(client: PrismaClient): boolean {
  // Prisma keeps the generated client's provider here; the public API does not expose it.
  return (client as unknown as { _activeProvider?: string })._activeProvider === 'postgresql';
}

async function removeMailFiles(mailDir: string, messageIds: readonly string[]): Promise<number> {
  if (!messageIds.length) return 0;
  const dir = path.resolve(mailDir);
  const names = await fsp.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  // A message retried after a crash may have two files.
  const wanted = new Set(messageIds.map(mailFileId));
  const erased = names.filter((name) => wanted.has(mailFileIdOf(name) ?? ''));
  await Promise.all(erased.map((name) => fsp.rm(path.join(dir, name), { force: true })));
  return erased.length;
}

/**
 * After an erasure has committed: removes the .eml files of its mails (MAIL_DIR, when mail is written to files) and,
 * on SQLite, checkpoints the WAL with TRUNCATE, so no earlier version of the erased rows stays in data.db-wal. The
 * rows are gone whatever happens here: a failure is logged, not thrown, and the report says what was done.
 */
export async function afterErasure(client: PrismaClient, traces: ErasureTraces, { mailDir = env.MAIL_DIR } = {}): Promise<ScrubReport> {
  const report: ScrubReport = { mailFiles: 0, checkpoint: 'none' };
  try {
    report.mailFiles = await removeMailFiles(mailDir, traces.messageIds);
  } catch (error) {
    console.error('[privacy] removing the mail files of an erasure failed:', error);
  }
  if (onPostgres(client)) return report;
  try {
    // Waits (the busy timeout) for other connections' readers and writer; then copies the WAL into the file and empties it.
    const [row] = await client.$queryRawUnsafe<{ busy: number | bigint }[]>('PRAGMA wal_checkpoint(TRUNCATE)');
    report.checkpoint = Number(row?.busy ?? 0) === 0 ? 'done' : 'busy';
  } catch (error) {
    report.checkpoint = 'busy';
    console.error('[privacy] the WAL checkpoint after an erasure failed:', error);
  }
  if (report.checkpoint === 'busy') console.warn('[privacy] the WAL was in use: copies of erased rows stay in it until the next checkpoint');
  return report;
}
