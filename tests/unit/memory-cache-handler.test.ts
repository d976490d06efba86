import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import CacheHandler, { MemoryStore } from '@/lib/cache/handler.mjs';

// Next's cache without Redis (lib/cache/handler.mjs): entries in this process's memory, bounded in bytes, judged
// by their tags' revalidation times (tests/e2e/changes/revalidation.spec.ts: the server writes nothing into its build).

let root: string;
let serverDistDir: string;
const savedUrl = process.env.REDIS_URL;

beforeAll(() => {
  delete process.env.REDIS_URL;
  root = path.resolve('var/test', `memory-cache-${randomUUID()}`);
  serverDistDir = path.join(root, 'server');
  fs.mkdirSync(serverDistDir, { recursive: true });
  fs.writeFileSync(path.join(root, 'BUILD_ID'), 'build-1');
});
afterEach(() => vi.useRealTimers());
afterAll(() => {
  if (savedUrl !== undefined) process.env.REDIS_URL = savedUrl;
  fs.rmSync(root, { recursive: true, force: true });
});

const page = (html: string, tags: string[]) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`0:${html}\n`),
  headers: { 'x-next-cache-tags': tags.join(',') },
  status: 200,
  segmentData: new Map([['/_tree', Buffer.from([1, 2, 3])]]),
});
const context = { kind: 'APP_PAGE' };

describe('the memory cache handler', () => {
  it('serves what it stored to the next request (a new handler), Buffers and Maps intact', async () => {
    const entry = page('<p>A700</p>', ['_N_T_/product/a700']);
    await new CacheHandler({ serverDistDir }).set('/memory/a700', entry, { cacheControl: { revalidate: 3600, expire: 31536000 } });
    const found = await new CacheHandler({ serverDistDir }).get('/memory/a700', context);
    expect(found?.value).toEqual(entry);
    expect(Buffer.isBuffer((found?.value as { rscData: unknown }).rscData)).toBe(true);
    expect(found?.cacheControl).toEqual({ revalidate: 3600, expire: 31536000 });
  });

  it('misses an entry whose tag was revalidated after it was stored, and only that one', async () => {
    const handler = new CacheHandler({ serverDistDir });
    await handler.set('/memory/b200', page('<p>B200</p>', ['_N_T_/product/b200']), {});
    await handler.set('/memory/c300', page('<p>C300</p>', ['_N_T_/product/c300']), {});
    await new CacheHandler({ serverDistDir }).revalidateTag('_N_T_/product/b200');
    expect(await handler.get('/memory/b200', context)).toBeNull();
    expect(await handler.get('/memory/c300', context)).not.toBeNull();
  });

  it('drops an entry past its expiry', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    const handler = new CacheHandler({ serverDistDir });
    await handler.set('/memory/d400', page('<p>D400</p>', []), { cacheControl: { revalidate: 60, expire: 120 } });
    vi.setSystemTime(new Date('2026-11-26T10:01:59Z'));
    expect(await handler.get('/memory/d400', context)).not.toBeNull();
    vi.setSystemTime(new Date('2026-11-26T10:02:01Z'));
    expect(await handler.get('/memory/d400', context)).toBeNull();
  });
});

describe('the memory store', () => {
  it('keeps at most its bound, evicting the least recently used first', () => {
    const store = new MemoryStore(30);
    store.set('a', 'x'.repeat(10), 60);
    store.set('b', 'y'.repeat(10), 60);
    expect(store.get('a')).not.toBeNull(); // a is now the most recently used
    store.set('c', 'z'.repeat(15), 60);
    expect(store.bytes).toBeLessThanOrEqual(30);
    expect(store.get('b')).toBeNull();
    expect(store.get('a')).toBe('x'.repeat(10));
    expect(store.get('c')).toBe('z'.repeat(15));
  });

  it('does not keep an entry larger than the whole bound, nor let it evict the others', () => {
    const store = new MemoryStore(20);
    store.set('small', 'x'.repeat(10), 60);
    store.set('huge', 'y'.repeat(25), 60);
    expect(store.get('huge')).toBeNull();
    expect(store.get('small')).toBe('x'.repeat(10));
  });

  it('counts a Russian entry at two bytes a character, as V8 keeps it', () => {
    const store = new MemoryStore(40);
    store.set('it', 'Climatizzatore', 60);
    store.set('ru', 'Кондиционер', 60);
    expect(store.bytes).toBe('Climatizzatore'.length + 2 * 'Кондиционер'.length); // 14 + 22
    // Five bytes more pass the bound of 40 (counting characters, 30 would not): the least recently used one goes.
    store.set('en', 'Split', 60);
    expect(store.get('it')).toBeNull();
    expect(store.get('ru')).toBe('Кондиционер');
  });

  it('never moves a tag time back (two revalidations arriving out of order)', () => {
    const store = new MemoryStore(100);
    store.writeTagTimes([['t', 200]]);
    store.writeTagTimes([['t', 100]]);
    expect(store.tagTimes(['t', 'unknown'])).toEqual([200, null]);
  });
});
