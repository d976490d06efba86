import 'server-only';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { wakeJobRunner } from '@/lib/jobs/queue';
import { endpointsOf, indexNowKey, queueUrls, type IndexNowSettings } from './queue';

// The server's side of IndexNow: its settings from the environment, and `announce`, which the back office's
// changes call after their commit with the public paths their revalidation touched.

export const indexNowSettings = (): IndexNowSettings => ({
  siteUrl: env.SITE_URL,
  endpoints: env.INDEXNOW_ENDPOINTS,
  key: env.INDEXNOW_KEY,
  intervalMs: env.INDEXNOW_INTERVAL_SECONDS * 1000,
});

/**
 * Queues the URLs of public pages that changed (locale-neutral paths: "/product/ws-35"; every language is added)
 * for the next IndexNow batch. Never fails the change that calls it: a failure is logged.
 */
export async function announce(paths: readonly string[]): Promise<void> {
  try {
    if ((await queueUrls(db, indexNowSettings(), paths)) > 0) wakeJobRunner();
  } catch (error) {
    console.error('[indexnow] could not queue changed URLs:', error);
  }
}

/**
 * The answer to /<name>.txt: the key itself (plain text, as IndexNow checks it) when `name` is the key and IndexNow
 * is on; 404 for every other name, so the route reveals nothing.
 */
export async function keyFileAnswer(name: string): Promise<Response> {
  const settings = indexNowSettings();
  const key = endpointsOf(settings).length > 0 ? await indexNowKey(db, settings) : null;
  if (key === null || name !== key) return new Response('Not Found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  return new Response(key, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
