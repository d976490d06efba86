import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_ENDPOINT, endpointsOf, indexNowKey, MAX_URLS_PER_BATCH, queueUrls, submitQueued, urlsOf, type IndexNowSettings } from '@/lib/indexnow/queue';
import { JOB_KINDS } from '@/lib/jobs/kinds';
import { JobRunner } from '@/lib/jobs/runner';
import { useFakeClock } from '../support/fake-clock';
import { databasePerTest } from '../support/test-db';

// IndexNow (issue 37, item 1): which URLs a change announces, when the site announces at all, the key, the queue
// with its one-minute batches, and what each answer of the endpoint does — on a real SQLite file, with the clock
// stopped and a fake endpoint (a recorded fetch).

const testDb = databasePerTest();
const START = '2030-05-01T08:00:00Z';
const SITE = 'https://aeris.example';
const ON: IndexNowSettings = { siteUrl: SITE, endpoints: 'https://search.example/indexnow', key: 'test-key-0123456789' };

/** A fake endpoint answering `status`, with the bodies it was sent. */
function endpoint(...statuses: number[]) {
  const bodies: { host: string; key: string; keyLocation: string; urlList: string[] }[] = [];
  const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    return new Response('', { status: statuses.shift() ?? 200 });
  });
  return { bodies, fetchImpl: fetchImpl as unknown as typeof fetch };
}
const pending = () => testDb.prisma.job.count({ where: { kind: 'indexnow', status: 'pending' } });

describe('IndexNow', () => {
  it('announces a path in the three languages, the Italian one unprefixed', () => {
    expect(urlsOf(['/product/ws-35', '/'], SITE)).toEqual([
      `${SITE}/product/ws-35`,
      `${SITE}/ru/product/ws-35`,
      `${SITE}/en/product/ws-35`,
      `${SITE}/`,
      `${SITE}/ru`,
      `${SITE}/en`,
    ]);
  });

  it('announces to Yandex by default, to nobody from a local address unless endpoints are set explicitly', () => {
    expect(endpointsOf({ siteUrl: 'https://aeris-clima.ru' })).toEqual([DEFAULT_ENDPOINT]);
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:3100', 'http://aeris.test']) expect(endpointsOf({ siteUrl: local }), local).toEqual([]);
    expect(endpointsOf({ siteUrl: 'http://localhost:3000', endpoints: 'http://127.0.0.1:9/a, https://b.example/indexnow' })).toEqual(['http://127.0.0.1:9/a', 'https://b.example/indexnow']);
  });

  it('keeps one generated key for every instance, unless INDEXNOW_KEY gives one', async () => {
    const db = testDb.prisma;
    const first = await indexNowKey(db, {});
    expect(first).toMatch(/^[a-f0-9]{32}$/);
    expect(await indexNowKey(db, {})).toBe(first);
    expect(await indexNowKey(db, { key: 'from-the-environment' })).toBe('from-the-environment');
  });

  it('queues nothing when it is off', async () => {
    expect(await queueUrls(testDb.prisma, { siteUrl: 'http://localhost:3000' }, ['/product/ws-35'])).toBe(0);
    expect(await testDb.prisma.indexNowUrl.count()).toBe(0);
    expect(await pending()).toBe(0);
  });

  it('fifty edits in a burst are one batch, each URL once; the next batch waits a minute after it', async () => {
    const db = testDb.prisma;
    const clock = useFakeClock(START);
    for (let n = 0; n < 50; n += 1) await queueUrls(db, ON, [`/product/p-${n % 5}`, '/product']);
    expect(await db.indexNowUrl.count()).toBe(18);
    expect(await pending()).toBe(1);
    const fake = endpoint(200);
    expect(await submitQueued(db, ON, fake.fetchImpl)).toEqual({ submitted: 18 });
    expect(fake.bodies).toHaveLength(1);
    expect(fake.bodies[0]).toMatchObject({ host: 'aeris.example', key: ON.key, keyLocation: `${SITE}/${ON.key}.txt` });
    expect(new Set(fake.bodies[0]!.urlList)).toEqual(new Set(urlsOf([0, 1, 2, 3, 4].map((n) => `/product/p-${n}`).concat('/product'), SITE)));
    expect(await db.indexNowUrl.count()).toBe(0);
    // The job that ran is not pending any more here (no runner): the next change queues one a minute after the batch.
    await db.job.deleteMany();
    clock.advance(10_000);
    await queueUrls(db, ON, ['/dealers']);
    const next = await db.job.findFirstOrThrow({ where: { kind: 'indexnow', status: 'pending' } });
    expect(next.runAt.toISOString()).toBe(new Date(Date.parse(START) + 60_000).toISOString());
  });

  it('sends at most 10,000 URLs in one request and queues the rest for the next batch', async () => {
    const db = testDb.prisma;
    useFakeClock(START);
    await db.indexNowUrl.createMany({ data: Array.from({ length: MAX_URLS_PER_BATCH + 3 }, (_, n) => ({ url: `${SITE}/product/p-${n}`, queuedAt: new Date(START) })) });
    const fake = endpoint(200);
    expect(await submitQueued(db, ON, fake.fetchImpl)).toEqual({ submitted: MAX_URLS_PER_BATCH });
    expect(fake.bodies[0]!.urlList).toHaveLength(MAX_URLS_PER_BATCH);
    expect(await db.indexNowUrl.count()).toBe(3);
    expect(await pending()).toBe(1);
  });

  it('a 503 or a 429 is tried again with the runner’s back-off; another 4xx is recorded once and dropped', async () => {
    const db = testDb.prisma;
    const clock = useFakeClock(START);
    await queueUrls(db, ON, ['/product/ws-35']);
    const fake = endpoint(503, 429, 200);
    const runner = new JobRunner({ db, kinds: JOB_KINDS, settings: { leadRetentionDays: 1095, indexNow: ON } });
    // The runner's fetch is the global one: the fake stands in for it while this test runs.
    vi.stubGlobal('fetch', fake.fetchImpl);
    try {
      expect(await runner.runOnce()).toBe(1);
      const job = await db.job.findFirstOrThrow({ where: { kind: 'indexnow' } });
      expect(job).toMatchObject({ status: 'pending', attempts: 1 });
      expect(job.runAt.getTime()).toBeGreaterThan(clock.now().getTime());
      expect(await db.indexNowUrl.count()).toBe(3);
      clock.advance(60_000);
      expect(await runner.runOnce()).toBe(1);
      clock.advance(120_000);
      expect(await runner.runOnce()).toBe(1);
      expect(await db.job.findFirstOrThrow({ where: { kind: 'indexnow' } })).toMatchObject({ status: 'done', attempts: 3 });
      expect((await db.indexNowBatch.findMany({ orderBy: { at: 'asc' } })).map((b) => b.status)).toEqual([503, 429, 200]);
      expect(await db.indexNowUrl.count()).toBe(0);

      const refused = endpoint(403);
      vi.stubGlobal('fetch', refused.fetchImpl);
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await queueUrls(db, ON, ['/dealers']);
      clock.advance(60_000);
      expect(await runner.runOnce()).toBe(1);
      expect(error).toHaveBeenCalledTimes(1);
      expect(await db.indexNowUrl.count()).toBe(0);
      expect(await db.job.count({ where: { kind: 'indexnow', status: 'done' } })).toBe(2);
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });
});
