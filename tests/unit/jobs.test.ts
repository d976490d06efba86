import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import type { JobKind, JobKinds } from '@/lib/jobs/kinds';
import { enqueueJob } from '@/lib/jobs/queue';
import { JobRunner } from '@/lib/jobs/runner';
import { useFakeClock } from '../support/fake-clock';
import { databasePerTest } from '../support/test-db';

// Issue 27, item 5: the job runner's rules on a real SQLite file, with the application's clock stopped and
// moved by the test: due time, claims, back-off, the last attempt, dedupe keys, recurring kinds, and a state
// change that commits once while its side effects may run again.

const testDb = databasePerTest();
const START = '2030-05-01T08:00:00Z';
const MINUTE = 60_000;

const settings = { leadRetentionDays: 1095 };
const runner = (db: PrismaClient, kinds: JobKinds, options: { claimMs?: number; onFailed?: () => void } = {}) => new JobRunner({ db, kinds, settings, ...options });
const kind = (parts: Partial<JobKind<{ n: number }>>): JobKind<{ n: number }> => ({
  payload: z.object({ n: z.number() }),
  retry: { attempts: 3, baseSeconds: 60, maxSeconds: 3600 },
  ...parts,
});
const row = (db: PrismaClient, id: string) => db.job.findUniqueOrThrow({ where: { id } });

describe('the job runner', () => {
  it('runs a job when it is due, once, and not before', async () => {
    const db = testDb.prisma;
    const clock = useFakeClock(START);
    const seen: number[] = [];
    const kinds = { count: kind({ effects: async ({ n }) => void seen.push(n) }) };
    const { id } = await enqueueJob(db, { kind: 'count', payload: { n: 1 }, runAt: new Date(clock.now().getTime() + 5 * MINUTE) });

    expect(await runner(db, kinds).runOnce()).toBe(0);
    clock.advance(5 * MINUTE);
    expect(await runner(db, kinds).runOnce()).toBe(1);
    expect(await runner(db, kinds).runOnce()).toBe(0);
    expect(seen).toEqual([1]);
    expect(await row(db, id)).toMatchObject({ status: 'done', attempts: 1, lockedBy: null, finishedAt: clock.now() });
  });

  it('lets one of two runners claim a job; a claim that outlived its runner expires and the job runs again', async () => {
    const db = testDb.prisma;
    const clock = useFakeClock(START);
    const waiting: Array<() => void> = [];
    const started = vi.fn();
    const kinds = { slow: kind({ effects: () => (started(), new Promise<void>((resolve) => void waiting.push(resolve))) }) };
    const { id } = await enqueueJob(db, { kind: 'slow', payload: { n: 1 } });

    const first = runner(db, kinds, { claimMs: 10 * MINUTE });
    const running = first.runOnce();
    await vi.waitFor(() => expect(started).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(await runner(db, kinds).runOnce()).toBe(0);
    expect(await row(db, id)).toMatchObject({ status: 'running', lockedBy: first.id });

    // The first runner is presumed dead once its claim expires: another takes the job over (a second attempt).
    clock.advance(10 * MINUTE + 1);
    const second = runner(db, kinds);
    const takeover = second.runOnce();
    await vi.waitFor(() => expect(started).toHaveBeenCalledTimes(2), { timeout: 5000 });
    for (const release of waiting) release();
    await Promise.all([running, takeover]);
    expect(await row(db, id)).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });
  });

  it('hands a running job back at shutdown without counting the interrupted attempt', async () => {
    const db = testDb.prisma;
    useFakeClock(START);
    const started = vi.fn();
    const kinds = { slow: kind({ effects: () => (started(), new Promise<void>(() => {})) }) };
    const { id } = await enqueueJob(db, { kind: 'slow', payload: { n: 1 } });
    const stopping = runner(db, kinds);
    void stopping.runOnce();
    await vi.waitFor(() => expect(started).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(await row(db, id)).toMatchObject({ status: 'running', attempts: 1 });
    await stopping.releaseClaims();
    expect(await row(db, id)).toMatchObject({ status: 'pending', attempts: 0, lockedBy: null });
  });

  it('waits longer after each failure, then gives the job up at its last attempt and reports it once', async () => {
    const db = testDb.prisma;
    const clock = useFakeClock(START);
    const onFailed = vi.fn();
    const kinds = { flaky: kind({ effects: () => Promise.reject(new Error('CRM answered 503')) }) };
    const { id } = await enqueueJob(db, { kind: 'flaky', payload: { n: 1 } });
    const start = clock.now().getTime();

    await runner(db, kinds, { onFailed }).runOnce();
    expect(await row(db, id)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'CRM answered 503', runAt: new Date(start + MINUTE) });
    clock.advance(MINUTE);
    await runner(db, kinds, { onFailed }).runOnce();
    expect(await row(db, id)).toMatchObject({ status: 'pending', attempts: 2, runAt: new Date(start + 3 * MINUTE) });
    clock.advance(2 * MINUTE);
    await runner(db, kinds, { onFailed }).runOnce();
    expect(await row(db, id)).toMatchObject({ status: 'failed', attempts: 3, lastError: 'CRM answered 503', finishedAt: clock.now() });
    expect(onFailed).toHaveBeenCalledTimes(1);
    clock.advance(60 * MINUTE);
    expect(await runner(db, kinds, { onFailed }).runOnce()).toBe(0);
  });

  it('gives up a job whose attempts all ended their runner (a crash), without running it again', async () => {
    const db = testDb.prisma;
    const clock = useFakeClock(START);
    const effects = vi.fn(async () => {});
    const job = await db.job.create({ data: { kind: 'count', payload: { n: 1 }, status: 'running', attempts: 3, lockedBy: 'crashed', lockedUntil: new Date(START), runAt: new Date(START) } });
    clock.advance(1);
    await runner(db, { count: kind({ effects }) }).runOnce();
    expect(effects).not.toHaveBeenCalled();
    expect(await row(db, job.id)).toMatchObject({ status: 'failed', attempts: 4, lastError: 'no attempt left: 3 ended without an answer' });
  });

  it('gives up at once on a payload that does not read or a kind it does not know', async () => {
    const db = testDb.prisma;
    useFakeClock(START);
    const kinds = { count: kind({ effects: async () => {} }) };
    const bad = await enqueueJob(db, { kind: 'count', payload: { n: 'one' } });
    const unknown = await enqueueJob(db, { kind: 'retired-kind', payload: {} });
    await runner(db, kinds).runOnce();
    expect(await row(db, bad.id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await row(db, unknown.id)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'unknown job kind "retired-kind"' });
  });

  it('makes its state change once: retried after its side effect failed, only the side effect runs again', async () => {
    const db = testDb.prisma;
    const clock = useFakeClock(START);
    const effects = vi.fn().mockRejectedValueOnce(new Error('revalidation failed')).mockResolvedValue(undefined);
    const kinds = {
      publish: kind({
        change: async (tx, { n }) => void (await tx.slugRedirect.create({ data: { entity: 'product', fromSlug: `old-${n}`, targetId: 'p1' } })),
        effects,
      }),
    };
    const { id } = await enqueueJob(db, { kind: 'publish', payload: { n: 7 } });
    await runner(db, kinds).runOnce();
    clock.advance(MINUTE);
    await runner(db, kinds).runOnce();
    expect(effects).toHaveBeenCalledTimes(2);
    expect(await db.slugRedirect.count({ where: { fromSlug: 'old-7' } })).toBe(1);
    expect(await row(db, id)).toMatchObject({ status: 'done', attempts: 2, committedAt: new Date(START) });
  });

  it('rolls back a state change that throws, and makes it on the next attempt', async () => {
    const db = testDb.prisma;
    const clock = useFakeClock(START);
    let calls = 0;
    const kinds = {
      publish: kind({
        async change(tx) {
          await tx.slugRedirect.create({ data: { entity: 'product', fromSlug: 'old', targetId: 'p1' } });
          if ((calls += 1) === 1) throw new Error('half-way');
        },
      }),
    };
    const { id } = await enqueueJob(db, { kind: 'publish', payload: { n: 1 } });
    await runner(db, kinds).runOnce();
    expect(await row(db, id)).toMatchObject({ status: 'pending', committedAt: null });
    expect(await db.slugRedirect.count()).toBe(0);
    clock.advance(MINUTE);
    await runner(db, kinds).runOnce();
    expect(await db.slugRedirect.count()).toBe(1);
    expect(await row(db, id)).toMatchObject({ status: 'done' });
  });
});

describe('a dedupe key', () => {
  it('keeps one live job per key, frees the key when it is done, and a recurring kind queues its next run under it', async () => {
    const db = testDb.prisma;
    const clock = useFakeClock(START);
    const kinds = { sweep: kind({ effects: async () => {}, everyMs: 6 * 60 * MINUTE }) };
    const first = await enqueueJob(db, { kind: 'sweep', payload: { n: 1 }, dedupeKey: 'sweep' });
    expect(await enqueueJob(db, { kind: 'sweep', payload: { n: 2 }, dedupeKey: 'sweep' })).toEqual({ id: first.id, queued: false });
    expect(await db.job.count()).toBe(1);

    await runner(db, kinds).runOnce();
    expect(await row(db, first.id)).toMatchObject({ status: 'done', dedupeKey: null });
    const next = await db.job.findUniqueOrThrow({ where: { dedupeKey: 'sweep' } });
    expect(next).toMatchObject({ status: 'pending', payload: { n: 1 }, runAt: new Date(clock.now().getTime() + 6 * 60 * MINUTE) });
    expect(await enqueueJob(db, { kind: 'sweep', payload: { n: 3 }, dedupeKey: 'sweep' })).toEqual({ id: next.id, queued: false });
  });

  it('of a recurring kind goes on to its next run when a run fails for good', async () => {
    const db = testDb.prisma;
    const clock = useFakeClock(START);
    const kinds = { sweep: kind({ retry: { attempts: 1, baseSeconds: 60, maxSeconds: 60 }, effects: () => Promise.reject(new Error('disk full')), everyMs: 6 * 60 * MINUTE }) };
    const first = await enqueueJob(db, { kind: 'sweep', payload: { n: 1 }, dedupeKey: 'sweep' });
    await runner(db, kinds).runOnce();
    expect(await row(db, first.id)).toMatchObject({ status: 'failed', dedupeKey: null, lastError: 'disk full' });
    expect(await db.job.findUniqueOrThrow({ where: { dedupeKey: 'sweep' } })).toMatchObject({ status: 'pending', runAt: new Date(clock.now().getTime() + 6 * 60 * MINUTE) });
  });

  it('refuses a second row with the same key even past the check (two servers at once)', async () => {
    const db = testDb.prisma;
    await db.job.create({ data: { kind: 'sweep', payload: {}, runAt: new Date(START), dedupeKey: 'sweep' } });
    await expect(db.job.create({ data: { kind: 'sweep', payload: {}, runAt: new Date(START), dedupeKey: 'sweep' } })).rejects.toMatchObject({ code: 'P2002' });
  });
});
