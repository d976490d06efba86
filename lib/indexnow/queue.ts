import { randomBytes } from 'node:crypto';
import { routing } from '@/i18n/routing';
import * as clock from '@/lib/clock';
import type { Prisma, PrismaClient } from '@/lib/generated/prisma/client';
import { describeError } from '@/lib/jobs/retry';

// IndexNow (docs/decisions/0088-indexnow.md): the public URLs a change touched are announced to the search engines
// that share IndexNow submissions (Yandex, Bing; not Google). A change queues its URLs (`queueUrls`, after its
// commit, only for what visitors see: nothing for drafts or previews) and one job submits what is queued, at most
// once a minute, up to 10,000 URLs per request (`submitQueued`). No 'server-only': the unit tests and the job
// runner call it with their own client and settings.

export type IndexNowSettings = {
  /** The site's origin, without a trailing slash. */
  siteUrl: string;
  /** INDEXNOW_ENDPOINTS as set, or undefined. */
  endpoints?: string;
  /** INDEXNOW_KEY as set, or undefined. */
  key?: string;
  /** The least time between two batches (INDEXNOW_INTERVAL_SECONDS; a minute unless the tests shorten it). */
  intervalMs?: number;
};

/** The endpoint when none is set: IndexNow participants share what each receives. */
export const DEFAULT_ENDPOINT = 'https://yandex.com/indexnow';
/** The most URLs one request may carry (IndexNow's limit). */
export const MAX_URLS_PER_BATCH = 10_000;
/** The least time between two batches, by default. */
export const BATCH_INTERVAL_MS = 60_000;
const JOB_KIND = 'indexnow';
const SETTING_KEY = 'indexnow-key';

type Client = PrismaClient | Prisma.TransactionClient;

const isLocalHost = (host: string) => /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/.test(host) || /\.(local|localhost|test|internal)$/.test(host);

/**
 * Where submissions go: INDEXNOW_ENDPOINTS when set, else Yandex's unless the site runs at a local address (a
 * developer's machine announces nothing).
 */
export function endpointsOf(settings: IndexNowSettings): string[] {
  if (settings.endpoints !== undefined) return settings.endpoints.split(',').map((e) => e.trim()).filter(Boolean);
  return isLocalHost(new URL(settings.siteUrl).hostname) ? [] : [DEFAULT_ENDPOINT];
}

/** The key: INDEXNOW_KEY, else one generated once and kept in the database (every instance agrees). */
export async function indexNowKey(client: Client, settings: Pick<IndexNowSettings, 'key'>): Promise<string> {
  if (settings.key) return settings.key;
  const stored = await client.setting.findUnique({ where: { key: SETTING_KEY } });
  if (stored) return stored.value;
  try {
    await client.setting.create({ data: { key: SETTING_KEY, value: randomBytes(16).toString('hex') } });
  } catch {
    // Another instance stored one first: use that.
  }
  return (await client.setting.findUniqueOrThrow({ where: { key: SETTING_KEY } })).value;
}

/** A locale-neutral public path ("/product/ws-35") as its absolute URL in every language. */
export function urlsOf(paths: readonly string[], siteUrl: string): string[] {
  const localized = (path: string, locale: string) => (locale === routing.defaultLocale ? path : path === '/' ? `/${locale}` : `/${locale}${path}`);
  return [...new Set(paths.flatMap((path) => routing.locales.map((locale) => `${siteUrl}${localized(path, locale)}`)))];
}

/**
 * Queues the URLs of changed public pages (locale-neutral paths, every language added) and makes sure a job will
 * submit them: one waits already, or one is queued for a minute after the last batch. Nothing when no endpoint.
 */
export async function queueUrls(client: PrismaClient, settings: IndexNowSettings, paths: readonly string[]): Promise<number> {
  if (paths.length === 0 || endpointsOf(settings).length === 0) return 0;
  const urls = urlsOf(paths, settings.siteUrl);
  const now = clock.now();
  await client.$transaction(async (tx) => {
    for (const url of urls) await tx.indexNowUrl.upsert({ where: { url }, create: { url, queuedAt: now }, update: { queuedAt: now } });
    await scheduleJob(tx, settings);
  });
  return urls.length;
}

/** A pending submission job, unless one waits already (a running one may have read the queue before these URLs). */
async function scheduleJob(tx: Prisma.TransactionClient, settings: IndexNowSettings) {
  if (await tx.job.count({ where: { kind: JOB_KIND, status: 'pending' } })) return;
  const last = await tx.indexNowBatch.findFirst({ orderBy: { at: 'desc' }, select: { at: true } });
  const runAt = new Date(Math.max(clock.nowMs(), (last?.at.getTime() ?? 0) + (settings.intervalMs ?? BATCH_INTERVAL_MS)));
  await tx.job.create({ data: { kind: JOB_KIND, payload: {}, runAt } });
}

/** An answer that will not change by trying again (a 4xx other than 429): logged once, its URLs dropped. */
const isFinal = (status: number) => status >= 400 && status < 500 && status !== 429;

/**
 * The job: submits the oldest queued URLs (at most 10,000) to every endpoint and records each answer. Accepted
 * (2xx) or refused for good (4xx but 429), the URLs leave the queue; anything else (429, 5xx, no answer) throws,
 * and the job runner tries again later with its back-off. URLs left over wait for the next job, a minute on.
 */
export async function submitQueued(client: PrismaClient, settings: IndexNowSettings, fetchImpl: typeof fetch = fetch): Promise<{ submitted: number }> {
  const endpoints = endpointsOf(settings);
  const queued = await client.indexNowUrl.findMany({ orderBy: [{ queuedAt: 'asc' }, { url: 'asc' }], take: MAX_URLS_PER_BATCH });
  if (endpoints.length === 0 || queued.length === 0) return { submitted: 0 };
  const { host } = new URL(settings.siteUrl);
  const key = await indexNowKey(client, settings);
  const body = JSON.stringify({ host, key, keyLocation: `${settings.siteUrl}/${key}.txt`, urlList: queued.map((q) => q.url) });
  let retry: string | null = null;
  for (const endpoint of endpoints) {
    let status: number | null = null;
    let answer = '';
    try {
      const response = await fetchImpl(endpoint, { method: 'POST', headers: { 'Content-Type': 'application/json; charset=utf-8' }, body, signal: AbortSignal.timeout(20_000) });
      status = response.status;
      answer = (await response.text()).slice(0, 500);
    } catch (error) {
      answer = describeError(error).slice(0, 500);
    }
    await client.indexNowBatch.create({ data: { at: clock.now(), endpoint, urlCount: queued.length, status, answer } });
    if (status !== null && isFinal(status)) console.error(`[indexnow] ${endpoint} refused ${queued.length} URL(s) with ${status}: ${answer.slice(0, 200)}`);
    else if (status === null || status >= 300) retry ??= `${endpoint} answered ${status ?? 'nothing'}`;
  }
  if (retry) throw new Error(`IndexNow submission to be retried: ${retry}`);
  // Only what was read leaves the queue: a URL queued again meanwhile keeps its row (its change came after).
  await client.$transaction(async (tx) => {
    const byTime = new Map<number, string[]>();
    for (const { url, queuedAt } of queued) byTime.set(queuedAt.getTime(), [...(byTime.get(queuedAt.getTime()) ?? []), url]);
    // In slices: SQLite takes a bounded number of parameters per statement.
    for (const [time, urls] of byTime) {
      for (let i = 0; i < urls.length; i += 500) await tx.indexNowUrl.deleteMany({ where: { url: { in: urls.slice(i, i + 500) }, queuedAt: new Date(time) } });
    }
    if (await tx.indexNowUrl.count()) await scheduleJob(tx, settings);
  });
  return { submitted: queued.length };
}
