import * as clock from '@/lib/clock';
import type { Prisma } from '@/lib/generated/prisma/client';

// Queuing a job: in the transaction of the change that asks for it, like the outbox's mail. A dedupe key
// allows one live job per key: queued again while one waits, runs or has failed, the existing job is answered
// and nothing changes; once a job is done or cancelled its key is free again. A recurring kind's runs form one
// chain under its kind's name: a run that ends (done, or failed for good) frees it and queues the next.

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export type JobRequest = { kind: string; payload: Prisma.InputJsonValue; runAt?: Date; dedupeKey?: string };

/** Queues a job (due at once unless `runAt` says otherwise); answers its id and whether it is new. */
export async function enqueueJob(tx: Prisma.TransactionClient, request: JobRequest): Promise<{ id: string; queued: boolean }> {
  const { kind, payload, runAt = clock.now(), dedupeKey } = request;
  if (dedupeKey) {
    const existing = await tx.job.findUnique({ where: { dedupeKey }, select: { id: true } });
    if (existing) return { id: existing.id, queued: false };
  }
  // Two servers queuing one key at the same moment: the unique index refuses the second row.
  const job = await tx.job.create({ data: { kind, payload, runAt, dedupeKey: dedupeKey ?? null }, select: { id: true } });
  return { id: job.id, queued: true };
}

type RunnerHandle = { wake(): void; stop(graceMs?: number): Promise<void> };
// The runner lives in another module graph (started by instrumentation.ts), hence the global handle; the
// server stops it on shutdown (lib/server/server.mjs).
const holder = globalThis as { aerisJobRunner?: RunnerHandle };

/** Tells this process's job runner there is new work, so it does not wait for its next poll. */
export function wakeJobRunner() {
  holder.aerisJobRunner?.wake();
}

export function registerJobRunner(handle: RunnerHandle | undefined) {
  holder.aerisJobRunner = handle;
}
