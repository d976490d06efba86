import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import RedisCacheHandler, { TAGS_KEY } from '@/lib/cache/handler.mjs';
import { closeRedis, readyRedis } from '@/lib/redis/client.mjs';
import { startTestRedis, type TestRedis, waitFor } from '../support/redis';

// Next's cache handler on Redis (lib/cache/handler.mjs), driven the way Next's IncrementalCache drives it: one
// handler per request, on two "instances" serving one build, and one of another build.

let redis: TestRedis;
let root: string;
const savedUrl = process.env.REDIS_URL;

/** A build folder with its BUILD_ID, as Next passes it (serverDistDir = <distDir>/server). */
function buildFolder(buildId: string) {
  const dist = path.join(root, buildId);
  fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'BUILD_ID'), buildId);
  return path.join(dist, 'server');
}

const handler = (serverDistDir: string) => new RedisCacheHandler({ serverDistDir });

/** An App Router page entry as Next stores it: HTML, RSC payload (Buffer), segments (Map), tags header. */
function pageEntry(html: string, tags: string[]) {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`0:${html}\n`),
    headers: { 'x-next-cache-tags': tags.join(','), 'content-type': 'text/html' },
    status: 200,
    postponed: undefined,
    segmentData: new Map([['/_tree', Buffer.from([0, 1, 2, 255])]]),
  };
}

const pageContext = { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false };

let releaseOne: string;
let releaseTwo: string;

beforeAll(async () => {
  redis = await startTestRedis();
  process.env.REDIS_URL = redis.url;
  root = path.resolve('var/test', `redis-cache-${randomUUID()}`);
  releaseOne = buildFolder('release-1');
  releaseTwo = buildFolder('release-2');
  await waitFor(async () => (await readyRedis()) !== null, 'the connection');
}, 60_000);

afterAll(async () => {
  await closeRedis();
  if (savedUrl === undefined) delete process.env.REDIS_URL;
  else process.env.REDIS_URL = savedUrl;
  await redis?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the Redis cache handler', () => {
  it('serves an entry stored on instance A to instance B, Buffers and Maps intact', async () => {
    const entry = pageEntry('<p>A700</p>', ['_N_T_/layout', '_N_T_/product/a700']);
    await handler(releaseOne).set('/route-cache/app-page/x/$/product/a700', entry, { cacheControl: { revalidate: 3600, expire: 31536000 } });
    const found = await handler(releaseOne).get('/route-cache/app-page/x/$/product/a700', pageContext);
    expect(found?.value).toEqual(entry);
    expect(Buffer.isBuffer((found?.value as { rscData: unknown }).rscData)).toBe(true);
    expect(found?.cacheControl).toEqual({ revalidate: 3600, expire: 31536000 });
    expect(found?.lastModified).toBeLessThanOrEqual(Date.now());
  });

  it('misses on B after revalidatePath/revalidateTag on A, and only for the tagged entries', async () => {
    const a = handler(releaseOne);
    await a.set('/p/b200', pageEntry('<p>B200</p>', ['_N_T_/layout', '_N_T_/product/b200']), {});
    await a.set('/p/c300', pageEntry('<p>C300</p>', ['_N_T_/layout', '_N_T_/product/c300']), {});
    await a.revalidateTag(['_N_T_/product/b200']);
    const b = handler(releaseOne);
    expect(await b.get('/p/b200', pageContext)).toBeNull();
    expect(await b.get('/p/c300', pageContext)).not.toBeNull();
    // Stored again after the revalidation (B rendered it afresh): a hit again.
    await b.set('/p/b200', pageEntry('<p>B200 v2</p>', ['_N_T_/layout', '_N_T_/product/b200']), {});
    expect((await handler(releaseOne).get('/p/b200', pageContext))?.value).toMatchObject({ html: '<p>B200 v2</p>' });
  });

  it('expires unstable_cache/fetch entries by their tags, their page tags (softTags) and a profile', async () => {
    const a = handler(releaseOne);
    const data = { kind: 'FETCH', data: { headers: {}, body: '"[1,2]"', status: 200 }, revalidate: 3600 };
    await a.set('fetch-documents', data, { fetchCache: true, tags: ['documents'] } as never);
    const fetchContext = { kind: 'FETCH', tags: ['documents'], softTags: ['_N_T_/layout', '_N_T_/documents'] };
    expect((await handler(releaseOne).get('fetch-documents', fetchContext))?.value).toEqual(data);
    // revalidateTag('documents', { expire: 0 }) passes durations: still a miss at once.
    await handler(releaseOne).revalidateTag('documents', { expire: 0 });
    expect(await handler(releaseOne).get('fetch-documents', fetchContext)).toBeNull();
    await a.set('fetch-documents', data, { fetchCache: true, tags: ['documents'] } as never);
    await handler(releaseOne).revalidateTag('_N_T_/documents');
    expect(await handler(releaseOne).get('fetch-documents', fetchContext)).toBeNull();
  });

  it('never reads the entries of another BUILD_ID, but shares revalidations with it', async () => {
    await handler(releaseOne).set('/p/shared', pageEntry('<p>one</p>', ['_N_T_/product/d400']), {});
    expect(await handler(releaseTwo).get('/p/shared', pageContext)).toBeNull();
    await handler(releaseTwo).set('/p/shared', pageEntry('<p>two</p>', ['_N_T_/product/d400']), {});
    expect((await handler(releaseOne).get('/p/shared', pageContext))?.value).toMatchObject({ html: '<p>one</p>' });
    expect((await handler(releaseTwo).get('/p/shared', pageContext))?.value).toMatchObject({ html: '<p>two</p>' });
    // A product saved through an instance of the old release refreshes the new release's page too.
    await handler(releaseOne).revalidateTag('_N_T_/product/d400');
    expect(await handler(releaseTwo).get('/p/shared', pageContext)).toBeNull();
    const keys = await redis.inspector().keys('aeris:next:release-*');
    expect(keys.some((key) => key.startsWith('aeris:next:release-1:'))).toBe(true);
    expect(keys.some((key) => key.startsWith('aeris:next:release-2:'))).toBe(true);
  });

  it('with Redis down: get is a miss, set is dropped, neither throws; a revalidation is written when it is back', async () => {
    await handler(releaseOne).set('/p/e500', pageEntry('<p>E500</p>', ['_N_T_/product/e500']), {});
    await redis.stop();
    await waitFor(async () => (await readyRedis()) === null, 'the client to notice');
    const down = handler(releaseOne);
    expect(await down.get('/p/e500', pageContext)).toBeNull();
    await expect(down.set('/p/f600', pageEntry('<p>F600</p>', []), {})).resolves.toBeUndefined();
    await expect(down.revalidateTag('_N_T_/product/e500')).resolves.toBeUndefined();

    await redis.restart();
    await waitFor(async () => (await readyRedis()) !== null, 'the client to reconnect');
    // The server came back empty (no persistence); the revalidation made while it was down is recorded.
    await waitFor(async () => (await redis.inspector().hget(TAGS_KEY, '_N_T_/product/e500')) !== null, 'the pending revalidation');
    expect(await handler(releaseOne).get('/p/f600', pageContext)).toBeNull();
  }, 60_000);

  it('does nothing while Next builds (no Redis on the build machine)', async () => {
    const saved = process.env.NEXT_PHASE;
    process.env.NEXT_PHASE = 'phase-production-build';
    try {
      const building = handler(releaseOne);
      await building.set('/p/built', pageEntry('<p>built</p>', []), {});
      expect(await building.get('/p/built', pageContext)).toBeNull();
    } finally {
      if (saved === undefined) delete process.env.NEXT_PHASE;
      else process.env.NEXT_PHASE = saved;
    }
    expect(await handler(releaseOne).get('/p/built', pageContext)).toBeNull();
  });
});
