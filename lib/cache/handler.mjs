// Next's incremental cache (ISR pages, route handlers, unstable_cache and fetch data) shared by every instance
// through Redis: next.config.ts names this file as `cacheHandler` when REDIS_URL is set at build time. Written
// after Next's official example (vercel/next.js examples/cache-handler-redis, cache-handler.js: entries as JSON
// with their Buffers and Maps revived, tags taken from ctx.tags and the x-next-cache-tags header, no Redis
// during `next build`), with three changes:
// - revalidation by time, not by deletion: revalidateTag writes "tag → when" into one hash and `get` compares
//   an entry's tags with it, so an entry stored by any instance, before or after, is judged the same way, and
//   a tag revalidated while Redis was down is written when it is back;
// - keys carry the BUILD_ID (two releases never read each other's entries; the tag times are shared by all
//   releases, so a change saved through an old instance during a rolling deploy also refreshes the new one);
// - Redis down never fails or holds a request: `get` is a miss, `set` is dropped (lib/redis/client.mjs).
// Loaded by Next at run time outside the bundle: plain ESM. Next makes one instance per request.
import fs from 'node:fs';
import path from 'node:path';
import { readyRedis, redisClient } from '../redis/client.mjs';

const PREFIX = 'aeris:next';
/** Hash: tag → the last time (ms since the epoch) it was revalidated, on any instance of any release. */
export const TAGS_KEY = `${PREFIX}:tags`;
/** Page and route entries carry their tags (implicit path tags included) in this header. */
const TAGS_HEADER = 'x-next-cache-tags';
/** Entries without an expiry of their own are dropped after this long (old releases' entries go by themselves). */
const DEFAULT_TTL_SECONDS = 7 * 24 * 3600;
const BUILD_PHASE = 'phase-production-build';

/** Tag revalidations Redis could not take (it was down), kept to be written when it is back. */
const PENDING = Symbol.for('aeris.cache.pendingTags');
/** @returns {Map<string, number>} */
function pendingTags() {
  const holder = /** @type {Record<symbol, Map<string, number> | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (holder[PENDING] ??= new Map());
}

/** @type {Map<string, string>} */
const buildIds = new Map();

/**
 * The BUILD_ID of the build this server runs (the file beside server/ in the build folder).
 * @param {string | undefined} serverDistDir
 */
function buildIdOf(serverDistDir) {
  if (!serverDistDir) return 'unknown';
  let id = buildIds.get(serverDistDir);
  if (!id) {
    try {
      id = fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
    } catch {
      return 'unknown';
    }
    buildIds.set(serverDistDir, id);
  }
  return id;
}

// Entries are not plain JSON: pages hold Buffers (rscData, a route's body) and a Map (segmentData). The
// replacer sees the original value as this[key] (Buffer#toJSON has already run on `value`).
/** @param {unknown} entry */
export function serialize(entry) {
  return JSON.stringify(entry, function (key, value) {
    const original = this[key];
    if (original instanceof Map) return { __map: [...original.entries()] };
    if (ArrayBuffer.isView(original)) return { __bytes: Buffer.from(original.buffer, original.byteOffset, original.byteLength).toString('base64') };
    return value;
  });
}

/** @param {string} text */
export function deserialize(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object') {
      if (Array.isArray(value.__map)) return new Map(value.__map);
      if (typeof value.__bytes === 'string') return Buffer.from(value.__bytes, 'base64');
    }
    return value;
  });
}

/** @param {string} message @param {unknown} error */
function debug(message, error) {
  if (process.env.NEXT_PRIVATE_DEBUG_CACHE) console.warn(`[cache] ${message}`, error instanceof Error ? error.message : (error ?? ''));
}

/** Writes the revalidations kept while Redis was down (the latest time of each tag). */
async function flushPendingTags(client) {
  const pending = pendingTags();
  if (pending.size === 0) return;
  const batch = [...pending.entries()];
  pending.clear();
  try {
    await writeTagTimes(client, batch);
  } catch (error) {
    for (const [tag, at] of batch) pending.set(tag, Math.max(at, pending.get(tag) ?? 0));
    debug('pending revalidations still not written', error);
  }
}

/**
 * Records tag times, never moving one back (two instances revalidating at once).
 * @param {import('ioredis').Redis} client
 * @param {[string, number][]} times
 */
async function writeTagTimes(client, times) {
  const current = await client.hmget(TAGS_KEY, ...times.map(([tag]) => tag));
  const later = times.filter(([, at], index) => !(Number(current[index]) >= at));
  if (later.length) await client.hset(TAGS_KEY, Object.fromEntries(later.map(([tag, at]) => [tag, String(at)])));
}

export default class RedisCacheHandler {
  /** @param {{ serverDistDir?: string }} context Next's CacheHandlerContext */
  constructor(context) {
    this.buildId = buildIdOf(context?.serverDistDir);
    // Static generation during `next build` keeps Next's own files and does not need Redis (the build machine
    // may have none): every call is a no-op there, as in Next's example.
    this.building = process.env.NEXT_PHASE === BUILD_PHASE;
  }

  /** The connected client, or null (building, no REDIS_URL, or Redis down: then at once). */
  async client() {
    if (this.building) return null;
    const client = await readyRedis();
    if (client && pendingTags().size) await flushPendingTags(client);
    return client;
  }

  /** @param {string} key */
  entryKey(key) {
    return `${PREFIX}:${this.buildId}:${key}`;
  }

  /**
   * @param {string} key
   * @param {{ kind?: string, tags?: string[], softTags?: string[] }} [context]
   * @returns {Promise<{ lastModified: number, value: unknown, cacheControl?: unknown } | null>}
   */
  async get(key, context) {
    const client = await this.client();
    if (!client) return null;
    try {
      const stored = await client.get(this.entryKey(key));
      if (!stored) return null;
      const entry = deserialize(stored);
      // A fetch/unstable_cache entry is also out of date when its page's implicit tags (softTags) were.
      const tags = [...new Set([...(entry.tags ?? []), ...(context?.tags ?? []), ...(context?.softTags ?? [])])];
      if (tags.length) {
        const times = await client.hmget(TAGS_KEY, ...tags);
        // Revalidated after this entry was stored (here or on another instance): a miss, Next renders it again.
        // A stale-while-revalidate profile (revalidateTag(tag, 'max')) is treated the same way: fresh at once.
        if (times.some((at) => at !== null && Number(at) >= entry.lastModified)) return null;
      }
      return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl };
    } catch (error) {
      debug(`get ${key} failed, a miss`, error);
      return null;
    }
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {{ tags?: string[], cacheControl?: { revalidate?: number | false, expire?: number } }} [context]
   */
  async set(key, data, context) {
    const client = await this.client();
    if (!client) return;
    const headerTags = typeof data?.headers?.[TAGS_HEADER] === 'string' ? data.headers[TAGS_HEADER].split(',') : [];
    const tags = [...new Set([...(context?.tags ?? []), ...(data?.tags ?? []), ...headerTags].filter(Boolean))];
    const expire = context?.cacheControl?.expire;
    // An entry past its `expire` is of no use; past `revalidate` it is only stale (served while refreshed).
    const ttl = typeof expire === 'number' && Number.isFinite(expire) ? Math.max(1, Math.ceil(expire)) : DEFAULT_TTL_SECONDS;
    try {
      await client.set(this.entryKey(key), serialize({ lastModified: Date.now(), tags, value: data, cacheControl: context?.cacheControl }), 'EX', ttl);
    } catch (error) {
      debug(`set ${key} dropped`, error);
    }
  }

  /**
   * revalidatePath and revalidateTag (one tag or several; Next 16 may pass a profile's durations, which we
   * treat as an immediate expiry).
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [_durations]
   */
  async revalidateTag(tags, _durations) {
    const list = [tags].flat().filter(Boolean);
    if (list.length === 0 || this.building) return;
    const now = Date.now();
    const client = await this.client();
    if (client) {
      try {
        await writeTagTimes(client, list.map((tag) => [tag, now]));
        return;
      } catch (error) {
        debug('revalidateTag kept for later', error);
      }
    }
    // Redis is down: nobody reads the shared entries now, but they must not come back as fresh when it returns.
    const pending = pendingTags();
    const first = pending.size === 0;
    for (const tag of list) pending.set(tag, now);
    // Written as soon as the connection is back, before other instances read much from it.
    const waiting = redisClient();
    if (first && waiting) waiting.once('ready', () => void flushPendingTags(waiting));
  }

  // Redis is read on every get: there is no per-request copy to reset.
  resetRequestCache() {}
}
