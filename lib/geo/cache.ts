/** Names change only with a deployment: browsers keep a list for a day, shared caches a week. */
export const LOOKUP_CACHE_CONTROL = 'public, max-age=86400, s-maxage=604800, stale-while-revalidate=86400';
