// The process's one Redis connection (REDIS_URL), shared by the rate limits (bundled server code) and Next's
// cache handler (loaded by Next at run time, outside the bundle): plain ESM, kept on globalThis so both copies
// of this module find the same client. Redis is an accelerator, never a dependency of a request: commands are
// not queued while the connection is down (they fail at once), a connection attempt and a command each give up
// after a short time, and the client keeps reconnecting in the background, so the callers fall back (memory
// limits, a cache miss) while Redis is away and use it again as soon as it answers.
import { Redis } from 'ioredis';

const CONNECT_TIMEOUT_MS = 1000;
const COMMAND_TIMEOUT_MS = 500;
/** How long the first use waits for the first connection (a process that just started). */
const FIRST_CONNECTION_WAIT_MS = 1000;

const STORE = Symbol.for('aeris.redis.clients');

/** @typedef {{ client: import('ioredis').Redis, firstConnection: Promise<void> }} Entry */

/** @returns {Map<string, Entry>} */
function entries() {
  const holder = /** @type {Record<symbol, Map<string, Entry> | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (holder[STORE] ??= new Map());
}

/** The REDIS_URL setting, or null when it is unset (in-process limits and Next's own cache). */
export function redisUrl() {
  return process.env.REDIS_URL?.trim() || null;
}

/**
 * @param {string} url
 * @returns {Entry}
 */
function entryFor(url) {
  const store = entries();
  const existing = store.get(url);
  if (existing) return existing;
  const client = new Redis(url, {
    enableOfflineQueue: false,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    // Reconnect for ever, at most a second apart, so Redis is used again soon after it is back.
    retryStrategy: (attempt) => Math.min(50 * attempt, 1000),
  });
  let down = false;
  // One line when Redis goes away and one when it is back, not one per reconnection attempt.
  client.on('error', (error) => {
    if (down) return;
    down = true;
    console.warn(`[redis] unavailable (${error.message}): rate limits in memory, Next's cache not shared until it is back`);
  });
  client.on('ready', () => {
    if (down) console.warn('[redis] connected again');
    down = false;
  });
  // Settles when the first connection is made, or after FIRST_CONNECTION_WAIT_MS whatever happened.
  const firstConnection = new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      resolve(undefined);
    };
    const timer = setTimeout(done, FIRST_CONNECTION_WAIT_MS);
    timer.unref?.();
    client.once('ready', done);
  });
  const entry = { client, firstConnection };
  store.set(url, entry);
  return entry;
}

/**
 * The process's client for `url` (by default REDIS_URL), created on first use, or null without a URL.
 * @param {string | null} [url]
 * @returns {import('ioredis').Redis | null}
 */
export function redisClient(url = redisUrl()) {
  return url ? entryFor(url).client : null;
}

/**
 * The client when it is connected, else null at once. Only right after the client was created (its first
 * connection under way) this waits for that connection, at most FIRST_CONNECTION_WAIT_MS.
 * @param {string | null} [url]
 * @returns {Promise<import('ioredis').Redis | null>}
 */
export async function readyRedis(url = redisUrl()) {
  if (!url) return null;
  const { client, firstConnection } = entryFor(url);
  if (client.status !== 'ready') await firstConnection;
  return client.status === 'ready' ? client : null;
}

/** Closes and forgets the process's clients (tests; a process that ends). */
export async function closeRedis() {
  const store = entries();
  const all = [...store.values()];
  store.clear();
  await Promise.all(all.map(({ client }) => client.quit().catch(() => client.disconnect())));
}
