import * as Sentry from '@sentry/nextjs';
import * as clock from '@/lib/clock';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { indexNowSettings } from '@/lib/indexnow/announce';
import { configuredCrmTargets } from '@/lib/crm/config';
import { JOB_KINDS } from './kinds';
import { runWorkerLoop } from './loop';
import { enqueueJob, registerJobRunner } from './queue';
import { JobRunner } from './runner';

/** The first retention run waits this long: a server that just started has its first visitors to serve. */
const FIRST_RETENTION_DELAY_MS = 60 * 1000;

/** Starts this server process's job runner (instrumentation.ts; never during `next build`). */
export async function startJobRunner() {
  const runner = new JobRunner({
    db,
    kinds: JOB_KINDS,
    settings: { leadRetentionDays: env.LEAD_RETENTION_DAYS, indexNow: indexNowSettings(), crmTargets: configuredCrmTargets() },
    onFailed(job, error) {
      console.error(`[jobs] gave up on ${job.kind} ${job.id} after ${job.attempts} attempt(s):`, error);
      Sentry.captureException(error, { tags: { job: job.kind }, extra: { jobId: job.id } });
    },
  });
  // The recurring retention job (its chain's key is its kind's name), unless one is queued already (by another
  // server, or before a restart).
  await enqueueJob(db, { kind: 'retention', payload: {}, runAt: new Date(clock.nowMs() + FIRST_RETENTION_DELAY_MS), dedupeKey: 'retention' }).catch((error) => {
    console.error('[jobs] could not queue the retention job:', error);
    Sentry.captureException(error);
  });
  // The daily expiry notices of certificates and declarations, the same way.
  await enqueueJob(db, { kind: 'conformity-expiry', payload: {}, runAt: new Date(clock.nowMs() + FIRST_RETENTION_DELAY_MS), dedupeKey: 'conformity-expiry' }).catch((error) => {
    console.error('[jobs] could not queue the conformity-expiry job:', error);
    Sentry.captureException(error);
  });
  const loop = runWorkerLoop(
    { runOnce: () => runner.runOnce(), nextDueAt: () => runner.nextDueAt(), release: () => runner.releaseClaims() },
    {
      onError(error) {
        console.error('[jobs] runner pass failed:', error);
        Sentry.captureException(error);
      },
    },
  );
  registerJobRunner(loop);
  return loop;
}
