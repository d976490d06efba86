import 'server-only';
import { z } from 'zod';
import { recordAudit, type Actor } from '@/lib/admin/audit';
import { refusals, type Refusals, type Refused } from '@/lib/admin/refusal';
import { now } from '@/lib/clock';
import { db } from '@/lib/db';

import { JOB_STATUSES } from '@/lib/jobs/queue';

// The administrator's view of the job runner (lib/jobs): how many jobs wait, run and failed, the failed ones
// with their last error, and the two ways out of a failure: try again now, or cancel.

export const FAILED_JOBS_PAGE_SIZE = 50;

export const jobListSchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1) });

export async function listFailedJobs({ page }: z.infer<typeof jobListSchema>) {
  const [rows, groups] = await Promise.all([
    db.job.findMany({
      where: { status: 'failed' },
      orderBy: [{ finishedAt: 'desc' }, { id: 'desc' }],
      take: FAILED_JOBS_PAGE_SIZE,
      skip: (page - 1) * FAILED_JOBS_PAGE_SIZE,
      select: { id: true, kind: true, attempts: true, lastError: true, runAt: true, finishedAt: true, createdAt: true },
    }),
    db.job.groupBy({ by: ['status'], _count: { _all: true } }),
  ]);
  const counts = Object.fromEntries(JOB_STATUSES.map((status) => [status, groups.find((group) => group.status === status)?._count._all ?? 0]));
  return { rows, counts, pages: Math.max(1, Math.ceil(counts.failed! / FAILED_JOBS_PAGE_SIZE)) };
}

export type JobActionResult = { ok: true } | Refused<'NOT_FOUND' | 'NOT_ALLOWED'>;
const refusal: Refusals<'NOT_FOUND' | 'NOT_ALLOWED'> = refusals();

/** "Retry now": a failed job is due at once, with all its kind's attempts again. */
export function retryJob(actor: Actor, id: string): Promise<JobActionResult> {
  return refusal.refusable(() =>
    db.$transaction(async (tx) => {
      const job = (await tx.job.findUnique({ where: { id }, select: { kind: true } })) ?? refusal.refuse('NOT_FOUND');
      const changed = await tx.job.updateMany({ where: { id, status: 'failed' }, data: { status: 'pending', runAt: now(), attempts: 0, finishedAt: null } });
      if (changed.count !== 1) refusal.refuse('NOT_ALLOWED');
      await recordAudit(tx, actor, 'job.retry', { entityId: id, before: { status: 'failed' }, after: { status: 'pending' }, meta: { kind: job.kind } });
      return { ok: true as const };
    }),
  );
}

/** "Cancel": a failed job is never tried again; its dedupe key is free. Waiting and running jobs are the runner's. */
export function cancelJob(actor: Actor, id: string): Promise<JobActionResult> {
  return refusal.refusable(() =>
    db.$transaction(async (tx) => {
      const job = (await tx.job.findUnique({ where: { id }, select: { kind: true, status: true } })) ?? refusal.refuse('NOT_FOUND');
      const changed = await tx.job.updateMany({
        where: { id, status: 'failed' },
        data: { status: 'cancelled', finishedAt: now(), dedupeKey: null, lockedBy: null, lockedUntil: null },
      });
      if (changed.count !== 1) refusal.refuse('NOT_ALLOWED');
      await recordAudit(tx, actor, 'job.cancel', { entityId: id, before: { status: job.status }, after: { status: 'cancelled' }, meta: { kind: job.kind } });
      return { ok: true as const };
    }),
  );
}
