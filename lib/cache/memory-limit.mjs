/**
 * Without REDIS_URL, the MB of Next's cache a process keeps in memory unless CACHE_MAX_MEMORY_MB says otherwise: room
 * for every page of the site in its three languages (about 260, 100 to 300 kB each with its RSC payload), so none
 * is rendered twice for want of it. Plain ESM: read by the cache handler, which Next loads outside the bundle, and
 * by lib/env.ts.
 */
export const DEFAULT_CACHE_MAX_MEMORY_MB = 128;
