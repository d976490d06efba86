// Next's incremental cache (ISR pages, route handlers, unstable_cache and fetch data), for every deployment:
// next.config.ts always names this file as `cacheHandler`, and the store is chosen when the server runs. With
// REDIS_URL the entries and revalidations live in Redis, shared by every instance; without it in this process's
// memory, an LRU of at most CACHE_MAX_MEMORY_MB (MemoryStore below). Either way nothing is written into the build
// folder: a build is never changed by the servers that run it, so any number of them (the tests', a cluster's)
// can serve one build, and a page is rendered on its first request after a start (the HTML prerendered by the
// build is not read: docs/decisions/0085-own-cache-handler.md). The Redis store was written after Next's official example (vercel/next.js examples/cache-handler-redis, cache-handler.js: entries as JSON
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
import { readyRedis, redisClient, redisUrl } from '../redis/client.mjs';
import { DEFAULT_CACHE_MAX_MEMORY_MB } from './memory-limit.mjs';

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


/**
 * What a string takes in V8's memory, near enough: one byte a character while every character fits in Latin-1,
 * two for all of them once one does not (a Russian page).
 * @param {string} text
 */
function stringBytes(text) {
  return /[^\u0000-\u00ff]/.test(text) ? text.length * 2 : text.length;
}

/**
 * The cache without Redis: entries (serialized, so their size is known and nobody mutates a stored copy) in a
 * Map kept in least-recently-used order, evicted from the oldest once their total passes the bound; tag times in
 * another Map. One per process (Next makes a handler per request).
 */
export class MemoryStore {
  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    /** @type {Map<string, { text: string, size: number, expiresAt: number }>} */
    this.entries = new Map();
    /** @type {Map<string, number>} */
    this.tags = new Map();
  }

  /** @param {string} key */
  get(key) {
    const entry = this.entries.get(key);
    if (!entry) return null;
    this.entries.delete(key);
    if (entry.expiresAt <= Date.now()) {
      this.bytes -= entry.size;
      return null;
    }
    this.entries.set(key, entry);
    return entry.text;
  }

  /** @param {string} key @param {string} text @param {number} ttlSeconds */
  set(key, text, ttlSeconds) {
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.size;
    }
    const size = stringBytes(text);
    // An entry larger than the whole bound is not kept (it would evict everything and then itself).
    if (size > this.maxBytes) return;
    this.entries.set(key, { text, size, expiresAt: Date.now() + ttlSeconds * 1000 });
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.size;
    }
  }

  /** @param {string[]} tags */
  tagTimes(tags) {
    return tags.map((tag) => this.tags.get(tag) ?? null);
  }

  /** @param {[string, number][]} times */
  writeTagTimes(times) {
    for (const [tag, at] of times) if (!(Number(this.tags.get(tag)) >= at)) this.tags.set(tag, at);
  }
}

const MEMORY = Symbol.for('aeris.cache.memory');

/** The process's memory store, created on first use with the bound CACHE_MAX_MEMORY_MB gives. */
export function memoryStore() {
  const holder = /** @type {Record<symbol, MemoryStore | undefined>} */ (/** @type {unknown} */ (globalThis));
  const megabytes = Number(process.env.CACHE_MAX_MEMORY_MB) > 0 ? Number(process.env.CACHE_MAX_MEMORY_MB) : DEFAULT_CACHE_MAX_MEMORY_MB;
  return (holder[MEMORY] ??= new MemoryStore(megabytes * 1024 * 1024));
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

export default class CacheHandler {
  /** @param {{ serverDistDir?: string }} context Next's CacheHandlerContext */
  constructor(context) {
    this.buildId = buildIdOf(context?.serverDistDir);
    // Static generation during `next build` keeps Next's own files and needs no store (the build machine may have
    // no Redis): every call is a no-op there, as in Next's example.
    this.building = process.env.NEXT_PHASE === BUILD_PHASE;
    this.memory = redisUrl() ? null : memoryStore();
  }

  /** The connected Redis client, or null (building, memory store, or Redis down: then at once). */
  async client() {
    if (this.building || this.memory) return null;
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
    if (this.building) return null;
    const client = await this.client();
    if (!client && !this.memory) return null;
    try {
      const stored = this.memory ? this.memory.get(this.entryKey(key)) : await client.get(this.entryKey(key));
      if (!stored) return null;
      const entry = deserialize(stored);
      // A fetch/unstable_cache entry is also out of date when its page's implicit tags (softTags) were.
      const tags = [...new Set([...(entry.tags ?? []), ...(context?.tags ?? []), ...(context?.softTags ?? [])])];
      if (tags.length) {
        const times = this.memory ? this.memory.tagTimes(tags) : await client.hmget(TAGS_KEY, ...tags);
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
    if (this.building) return;
    const client = await this.client();
    if (!client && !this.memory) return;
    const headerTags = typeof data?.headers?.[TAGS_HEADER] === 'string' ? data.headers[TAGS_HEADER].split(',') : [];
    const tags = [...new Set([...(context?.tags ?? []), ...(data?.tags ?? []), ...headerTags].filter(Boolean))];
    const expire = context?.cacheControl?.expire;
    // An entry past its `expire` is of no use; past `revalidate` it is only stale (served while refreshed).
    const ttl = typeof expire === 'number' && Number.isFinite(expire) ? Math.max(1, Math.ceil(expire)) : DEFAULT_TTL_SECONDS;
    try {
      const text = serialize({ lastModified: Date.now(), tags, value: data, cacheControl: context?.cacheControl });
      if (this.memory) this.memory.set(this.entryKey(key), text, ttl);
      else await client.set(this.entryKey(key), text, 'EX', ttl);
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
    if (this.memory) {
      this.memory.writeTagTimes(list.map((tag) => [tag, now]));
      return;
    }
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

  // The stores are read on every get: there is no per-request copy to reset.
  resetRequestCache() {}
}
