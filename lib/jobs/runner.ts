import { randomUUID } from 'node:crypto';
import { ZodError } from 'zod';
import * as clock from '@/lib/clock';
import type { Job, Prisma, PrismaClient } from '@/lib/generated/prisma/client';
import type { JobContext, JobKind, JobKinds, JobSettings } from './kinds';
import { enqueueJob } from './queue';
import { backoffSeconds, describeError } from './retry';

// The job runner: claims due jobs one by one with a conditional update (status and lock in the WHERE, as the
// outbox sender claims mail), so two runners, in one process or on two servers sharing PostgreSQL, never run
// one job at the same time; a claim that outlives its runner (a crash) expires and the job runs again. Every
// claim counts as an attempt. A failure waits its kind's back-off and is tried again, until the kind's last
// attempt: then the job is failed and reported, and waits for an administrator (retry or cancel).

export type JobRunnerOptions = {
  db: PrismaClient;
  kinds: JobKinds;
  settings: JobSettings;
  /** How long a claim protects a job from other runners: longer than any job takes. */
  claimMs?: number;
  batchSize?: number;
  /** Called once per job given up (log and report it). */
  onFailed?: (job: Job, error: unknown) => void;
};

const DEFAULT_CLAIM_MS = 10 * 60 * 1000;
/** The longest wait another side may ask for (Retry-After): a made-up figure cannot park a job for weeks. */
const MAX_ASKED_WAIT_SECONDS = 24 * 60 * 60;

/** Another runner took the job over after this one's claim expired: this one stops, leaving the row alone. */
class LostClaim extends Error {}

function dueCondition(now: Date): Prisma.JobWhereInput {
  return { OR: [{ status: 'pending', runAt: { lte: now } }, { status: 'running', lockedUntil: { lt: now } }] };
}

export class JobRunner {
  readonly id = randomUUID();
  private readonly claimMs: number;
  private readonly batchSize: number;

  constructor(private readonly options: JobRunnerOptions) {
    this.claimMs = options.claimMs ?? DEFAULT_CLAIM_MS;
    this.batchSize = options.batchSize ?? 20;
  }

  /** Runs the jobs due now; answers how many this runner ran (done or not). */
  async runOnce(): Promise<number> {
    const { db } = this.options;
    const due = await db.job.findMany({ where: dueCondition(clock.now()), orderBy: { runAt: 'asc' }, take: this.batchSize, select: { id: true } });
    let ran = 0;
    for (const { id } of due) {
      const job = await this.claim(id);
      if (!job) continue;
      await this.run(job);
      ran += 1;
    }
    return ran;
  }

  /** The compare-and-set: only a job still due is taken, by one runner. */
  private async claim(id: string): Promise<Job | null> {
    const { db } = this.options;
    const now = clock.now();
    const claimed = await db.job.updateMany({
      where: { AND: [{ id }, dueCondition(now)] },
      data: { status: 'running', lockedBy: this.id, lockedUntil: new Date(now.getTime() + this.claimMs), attempts: { increment: 1 } },
    });
    return claimed.count === 1 ? db.job.findUnique({ where: { id } }) : null;
  }

  private async run(job: Job) {
    const { db, kinds, settings } = this.options;
    const kind: JobKind<unknown> | undefined = kinds[job.kind];
    const mine = { id: job.id, lockedBy: this.id };
    try {
      if (!kind) throw new Error(`unknown job kind "${job.kind}"`);
      // Claimed once more than allowed: the earlier attempts ended their runners (a crash), so this one is not run.
      if (job.attempts > kind.retry.attempts) throw new Error(`no attempt left: ${kind.retry.attempts} ended without an answer`);
      const payload = kind.payload.parse(job.payload);
      const context: JobContext = { db, settings, job: { id: job.id, attempts: job.attempts } };
      if (kind.change && !job.committedAt) {
        const change = kind.change;
        await db.$transaction(async (tx) => {
          const marked = await tx.job.updateMany({ where: { ...mine, committedAt: null }, data: { committedAt: clock.now() } });
          if (marked.count !== 1) throw new LostClaim();
          await change(tx, payload, context);
        });
      }
      await kind.effects?.(payload, context);
      await this.finish(job, kind);
    } catch (error) {
      if (error instanceof LostClaim) return;
      // An unknown kind or a payload that does not read will not get better by waiting.
      // An error that says so (a CRM refusing the credentials) is final too.
      const final = !kind || error instanceof ZodError || job.attempts >= kind.retry.attempts || (error as { final?: unknown }).final === true;
      const failure = { lastError: describeError(error), lockedBy: null, lockedUntil: null };
      if (final) {
        if (await this.giveUp(job, kind, failure)) this.options.onFailed?.(job, error);
        return;
      }
      // The back-off, or longer when the other side asked for it (a Retry-After), a day at most.
      const asked = Number((error as { retryAfterSeconds?: unknown }).retryAfterSeconds);
      const wait = Math.max(backoffSeconds(job.attempts, kind.retry.baseSeconds, kind.retry.maxSeconds), Number.isFinite(asked) ? Math.min(asked, MAX_ASKED_WAIT_SECONDS) : 0);
      await db.job.updateMany({ where: mine, data: { ...failure, status: 'pending', runAt: new Date(clock.nowMs() + wait * 1000) } });
    }
  }

  /** Done: the key is freed, and a recurring kind's next run is queued under it, in one transaction. */
  private async finish(job: Job, kind: JobKind<unknown>) {
    await this.end(job, kind, { status: 'done', lastError: null });
  }

  /**
   * Failed for good: the job waits for an administrator. A recurring kind's chain goes on all the same (the
   * next run is queued), so one bad night does not stop the retention runs; the failed job keeps no key.
   * Answers whether this runner still held the job.
   */
  private giveUp(job: Job, kind: JobKind<unknown> | undefined, failure: { lastError: string }) {
    return this.end(job, kind, { lastError: failure.lastError, status: 'failed' }, { keepKey: !kind?.everyMs });
  }

  private async end(job: Job, kind: JobKind<unknown> | undefined, data: { status: 'done' | 'failed'; lastError: string | null }, { keepKey = false } = {}) {
    return this.options.db.$transaction(async (tx) => {
      const now = clock.now();
      const ended = await tx.job.updateMany({
        where: { id: job.id, lockedBy: this.id },
        data: { ...data, finishedAt: now, lockedBy: null, lockedUntil: null, ...(keepKey ? {} : { dedupeKey: null }) },
      });
      if (ended.count !== 1) return false;
      if (kind?.everyMs) {
        await enqueueJob(tx, {
          kind: job.kind,
          payload: job.payload as Prisma.InputJsonValue,
          runAt: new Date(now.getTime() + kind.everyMs),
          // A recurring kind keeps one chain of runs, under its kind's name.
          dedupeKey: job.kind,
        });
      }
      return true;
    });
  }

  /** When the next job becomes due (or a claim expires), or null when nothing waits. */
  async nextDueAt(): Promise<Date | null> {
    const { db } = this.options;
    const [pending, running] = await Promise.all([
      db.job.findFirst({ where: { status: 'pending' }, orderBy: { runAt: 'asc' }, select: { runAt: true } }),
      db.job.findFirst({ where: { status: 'running' }, orderBy: { lockedUntil: 'asc' }, select: { lockedUntil: true } }),
    ]);
    const times = [pending?.runAt, running?.lockedUntil].filter((time): time is Date => time instanceof Date);
    return times.length ? new Date(Math.min(...times.map((time) => time.getTime()))) : null;
  }

  /**
   * Hands back this runner's claims (a server shutting down): the jobs run again, elsewhere or after the restart.
   * The interrupted attempt is not counted, so deploys do not use up a job's attempts.
   */
  releaseClaims() {
    return this.options.db.job.updateMany({
      where: { lockedBy: this.id, status: 'running' },
      data: { status: 'pending', lockedBy: null, lockedUntil: null, attempts: { decrement: 1 } },
    });
  }
}
