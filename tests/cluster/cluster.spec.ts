import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startNginx } from '@/lib/cli/services/nginx.mjs';
import { createPrismaClient } from '@/lib/prisma-client';
import { LOCALES, localized } from '../support/e2e';
import { expect, test } from '../support/test';
import { createStaff, signIn } from '../support/staff';
import { observatory } from '../support/observatory';
import { cluster, clusterControl, receivedMessageIds } from './harness';

// The production path on PostgreSQL + Redis with two instances behind nginx (playwright.cluster.config.ts
// starts it): what a second instance, a shared cache and nginx must keep true, and what happens when one
// part goes away. Serial: the tests stop and start parts of the one cluster. Only what a cluster shows is tested
// here; the pages, forms and rules themselves are the end-to-end run's and Vitest's.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const db = createPrismaClient(cluster.databaseUrl);
test.afterAll(() => db.$disconnect());

const [instanceA, instanceB] = cluster.instances;
const nginx = cluster.url;
let clientCounter = 0;
/** An address of the documentation range per call: a budget of its own at the instances (TRUST_PROXY=1). */
const freshClient = () => `198.51.100.${(process.pid + clientCounter++) % 250}`;

/** An invalid subscription (no e-mail): refused with 400 after the rate limit counted it; nothing is written. */
function postEmptySubscription(base: string, client?: string) {
  return fetch(`${base}/api/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(client ? { 'x-forwarded-for': client } : {}) },
    body: '{}',
    signal: AbortSignal.timeout(10_000),
  });
}

function subscribe(base: string, email: string) {
  return fetch(`${base}/api/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshClient() },
    body: JSON.stringify({ email, locale: 'en' }),
    signal: AbortSignal.timeout(10_000),
  });
}

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The <loc> URLs of a sitemap (an index lists sitemaps, a sitemap pages). */
async function sitemapUrls(url: string): Promise<string[]> {
  const xml = await (await fetch(url)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
}

test('locale detection through nginx answers exactly as Node does, for every cookie and Accept-Language', async () => {
  // Everything about the answer that depends on the visitor's locale: status, redirect target, language of the page.
  const answer = async (base: string, pathname: string, cookie: string | null, language: string) => {
    const response = await fetch(`${base}${pathname}`, {
      redirect: 'manual',
      headers: { 'accept-language': language, ...(cookie ? { cookie: `NEXT_LOCALE=${cookie}` } : {}) },
    });
    const html = response.status === 200 ? await response.text() : '';
    return {
      status: response.status,
      location: response.headers.has('location') ? new URL(response.headers.get('location')!, base).pathname : null,
      lang: html.match(/<html[^>]*\slang="([^"]+)"/)?.[1] ?? null,
      setsLocaleCookie: (response.headers.get('set-cookie') ?? '').includes('NEXT_LOCALE='),
    };
  };
  // The same URL asked twice in a row through nginx: the second may come from its cache and must not differ.
  for (const pathname of ['/', '/about-us']) {
    for (const cookie of [null, ...LOCALES]) {
      for (const language of LOCALES) {
        const label = `${pathname} cookie=${cookie ?? 'none'} accept-language=${language}`;
        const node = await answer(instanceA!.url, pathname, cookie, language);
        expect(await answer(nginx, pathname, cookie, language), label).toEqual(node);
        expect(await answer(nginx, pathname, cookie, language), `${label} (again)`).toEqual(node);
      }
    }
  }
});

test('every page of the three sitemaps answers 200 through nginx, from PostgreSQL, in its language', async () => {
  // Every page type, rendered by the instances from PostgreSQL and served through nginx's cache. The sitemaps name
  // SITE_URL, the end-to-end origin that nginx listens on in this run.
  const urls = (await Promise.all(['/sitemap.xml', '/ru/sitemap.xml', '/en/sitemap.xml'].map((sitemap) => sitemapUrls(`${nginx}${sitemap}`)))).flat();
  expect(urls.length).toBeGreaterThan(100);
  const failures: string[] = [];
  for (let i = 0; i < urls.length; i += 8) {
    await Promise.all(
      urls.slice(i, i + 8).map(async (url) => {
        const { pathname } = new URL(url);
        const response = await fetch(`${nginx}${pathname}`, { signal: AbortSignal.timeout(20_000) });
        const html = await response.text();
        const lang = html.match(/<html[^>]*\slang="([^"]+)"/)?.[1];
        const expected = pathname.startsWith('/ru') ? 'ru' : pathname.startsWith('/en') ? 'en' : 'it';
        if (response.status !== 200 || lang !== expected) failures.push(`${pathname}: ${response.status} lang=${lang}`);
      }),
    );
  }
  expect(failures).toEqual([]);
});

test('the rate limit is one budget for both instances, not one per instance', async () => {
  const client = freshClient();
  const statuses: number[] = [];
  // Twice the budget, alternating between the instances: with a budget per instance none would be refused.
  for (let i = 0; i < cluster.rateLimitPerMinute * 2; i += 1) {
    const instance = i % 2 === 0 ? instanceA! : instanceB!;
    statuses.push((await postEmptySubscription(instance.url, client)).status);
  }
  expect(statuses.filter((status) => status === 400)).toHaveLength(cluster.rateLimitPerMinute);
  expect(statuses.filter((status) => status === 429)).toHaveLength(cluster.rateLimitPerMinute);
});

test('a product’s draft previews through nginx uncached; published on instance A, it is served updated by instance B and through nginx', async ({ browser }) => {
  const editor = await createStaff(db, 'editor');
  const product = await db.product.findFirstOrThrow({ where: { published: true }, orderBy: { slug: 'asc' }, select: { id: true, slug: true } });
  const renamed = `Cluster ${randomUUID().slice(0, 8)}`;
  const context = await browser.newContext();
  const page = await context.newPage();
  // Signed in through nginx (the back office bypasses its cache); the session cookie also reaches A directly.
  await signIn(page, nginx, editor);
  const admin = await fetch(`${nginx}/admin`, { headers: { cookie: (await context.cookies(nginx)).map((c) => `${c.name}=${c.value}`).join('; ') } });
  expect(admin.headers.get('x-cache-status')).toBe('BYPASS');
  // Cookies belong to a host name, whatever the port: the instance is reached as localhost, like nginx.
  await page.goto(`${instanceA!.url.replace('127.0.0.1', 'localhost')}/admin/catalogue/products/${product.id}`);
  await page.locator('input[name="translations.en.name"]').fill(renamed);
  await page.getByTestId('product-save').click();
  await expect(page.getByRole('status')).toBeVisible();

  // The draft in preview through nginx: shown to the editor, marked private and noindex, never stored by the
  // micro-cache; visitors, and a copied draft-mode cookie without the session, get the published page.
  const path = `/en/product/${product.slug}`;
  const session = (await context.cookies(nginx)).map((c) => `${c.name}=${c.value}`).join('; ');
  const on = await fetch(`${nginx}/api/admin/preview?path=${encodeURIComponent(path)}`, { headers: { cookie: session }, redirect: 'manual' });
  expect(on.status).toBe(303);
  const bypass = /__prerender_bypass=[^;]+/.exec(on.headers.get('set-cookie') ?? '')?.[0];
  expect(bypass).toBeDefined();
  const preview = await fetch(`${nginx}${path}`, { headers: { cookie: `${session}; ${bypass}` } });
  expect(await preview.text()).toContain(renamed);
  expect(preview.headers.get('x-cache-status')).toBe('BYPASS');
  expect(preview.headers.get('cache-control')).toContain('no-store');
  expect(preview.headers.get('x-robots-tag')).toContain('noindex');
  for (const cookie of [bypass!, null]) {
    for (let i = 0; i < 2; i += 1) expect(await (await fetch(`${nginx}${path}`, { headers: cookie ? { cookie } : {} })).text()).not.toContain(renamed);
  }

  // Saved as a draft of the published product; "Publish changes" puts it live.
  await page.getByTestId('publish-changes').click();
  await expect(page.getByTestId('catalogue-done')).toBeVisible();
  await context.close();

  const served = (base: string) => fetch(`${base}/en/product/${product.slug}`).then((response) => response.text());
  await expect.poll(() => served(instanceB!.url), { timeout: 15_000 }).toContain(renamed);
  await expect.poll(() => served(nginx), { timeout: 15_000 }).toContain(renamed);
});

test('200 queued e-mails with both instances sending: each is delivered exactly once', async () => {
  const batch = randomUUID().slice(0, 8);
  const ids = Array.from({ length: 200 }, (_, i) => `<cluster-${batch}-${i}@test.invalid>`);
  await db.outboxMessage.createMany({
    data: ids.map((messageId, i) => ({ messageId, kind: 'test', to: `reader-${i}@test.invalid`, subject: `Batch ${batch}`, html: '<p>Hello</p>', text: 'Hello' })),
  });
  await expect.poll(() => db.outboxMessage.count({ where: { messageId: { in: ids }, status: 'sent' } }), { timeout: 90_000 }).toBe(ids.length);
  const delivered = (await receivedMessageIds()).filter((id) => id.includes(`cluster-${batch}-`));
  expect(new Set(delivered).size).toBe(ids.length);
  expect(delivered).toHaveLength(ids.length);
});

test('one instance killed under load: no GET fails and no accepted submission is lost', async () => {
  const pages = ['/', '/product', '/en/product', '/ru/categories', '/about-us', '/en/contacts'];
  const failures: string[] = [];
  const accepted: string[] = [];
  let served = 0;
  let posted = 0;
  let loading = true;
  const getLoop = async () => {
    for (let i = 0; loading; i += 1) {
      const pathname = pages[i % pages.length]!;
      const response = await fetch(`${nginx}${pathname}`, { signal: AbortSignal.timeout(15_000) }).catch((error: Error) => error);
      if (response instanceof Error || response.status !== 200) failures.push(`${pathname}: ${response instanceof Error ? response.message : response.status}`);
      else await response.arrayBuffer();
      served += 1;
    }
  };
  // Through nginx every submission counts against one address's budget (the cluster's limit is 100 a minute):
  // one at a time, at most 60, stays within it.
  const postLoop = async () => {
    while (loading && posted < 60) {
      const email = `load-${randomUUID().slice(0, 12)}@example.com`;
      const response = await subscribe(nginx, email).catch(() => null);
      posted += 1;
      if (response && response.status >= 200 && response.status < 300) accepted.push(email);
    }
  };
  const loops = [getLoop(), getLoop(), getLoop(), getLoop(), postLoop()];
  // Under load before the kill, and for as many requests again after it (served by the other instance).
  await expect.poll(() => served, { timeout: 30_000 }).toBeGreaterThan(100);
  await clusterControl.killInstance();
  const afterKill = served;
  await expect.poll(() => served - afterKill, { timeout: 60_000 }).toBeGreaterThan(200);
  loading = false;
  await Promise.all(loops);
  await clusterControl.startInstance();

  expect(failures).toEqual([]);
  expect(accepted.length).toBeGreaterThan(0);
  const stored = await db.subscriber.count({ where: { email: { in: accepted } } });
  expect(stored).toBe(accepted.length);
});

test('Redis stopped: pages and forms keep working and the limits fall back to each instance’s memory', async () => {
  await clusterControl.stopRedis();
  try {
    for (const pathname of ['/', '/en/product', localized('ru', '/about-us')]) {
      expect((await fetch(`${nginx}${pathname}`, { signal: AbortSignal.timeout(10_000) })).status, pathname).toBe(200);
    }
    const response = await subscribe(nginx, `no-redis-${randomUUID().slice(0, 8)}@example.com`);
    expect(response.status).toBe(200);
    // The memory limiter of one instance: its budget, then 429.
    const client = freshClient();
    const statuses: number[] = [];
    for (let i = 0; i <= cluster.rateLimitPerMinute; i += 1) statuses.push((await postEmptySubscription(instanceB!.url, client)).status);
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  } finally {
    await clusterControl.startRedis();
  }
});

test('PostgreSQL restarted: requests that need it fail fast with 503, then recover without restarting the app', async () => {
  const pids = await clusterControl.instancePids();
  await clusterControl.stopPostgres();
  try {
    const response = await subscribe(instanceA!.url, `no-db-${randomUUID().slice(0, 8)}@example.com`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({ error: 'SERVICE_UNAVAILABLE' });
  } finally {
    await clusterControl.startPostgres();
  }
  const email = `db-back-${randomUUID().slice(0, 8)}@example.com`;
  await expect.poll(async () => (await subscribe(instanceA!.url, email).catch(() => null))?.status, { timeout: 30_000 }).toBe(200);
  expect(await db.subscriber.count({ where: { email } })).toBe(1);
  // The same processes answered before, during and after: nothing was restarted.
  expect(await clusterControl.instancePids()).toEqual(pids);
});

/** A GET over HTTPS that trusts the test's self-signed certificate: status, headers (one string each) and body. */
function getHttps(url: string): Promise<{ status: number; headers: Record<string, string>; cookies: string[]; body: string }> {
  return new Promise((resolve, reject) => {
    const request = https.get(url, { rejectUnauthorized: false, timeout: 10_000, headers: { 'accept-language': 'it' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value ?? '')]));
        resolve({ status: response.statusCode!, headers, cookies: [response.headers['set-cookie'] ?? []].flat(), body: Buffer.concat(chunks).toString('utf8') });
      });
    });
    request.on('timeout', () => request.destroy(new Error(`${url}: no answer in 10 s`)));
    request.on('error', reject);
  });
}

test('with TLS, nginx sends HTTP to HTTPS on the same host and serves the pages with preload-ready HSTS: Observatory 100 and more', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aeris-tls-'));
  const [certificate, key] = [path.join(dir, 'cert.pem'), path.join(dir, 'key.pem')];
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', certificate, '-days', '1', '-subj', '/CN=localhost'], { stdio: 'ignore', timeout: 30_000 });
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const upstreams = cluster.instances.map((instance) => Number(new URL(instance.url).port));
  const front = await startNginx({ dir: path.join(dir, 'nginx'), port: httpPort, upstreams, tls: { port: httpsPort, certificate, key } });
  try {
    const plain = await fetch(`http://localhost:${httpPort}/ru/product?category=chillers`, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
    expect([plain.status, plain.headers.get('location')]).toEqual([301, `https://localhost:${httpsPort}/ru/product?category=chillers`]);
    for (const page of ['/ru/product', '/en/consent/processing', '/becomepartner']) {
      const answer = await getHttps(`https://localhost:${httpsPort}${page}`);
      expect(answer.status, page).toBe(200);
      expect(answer.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
      const result = observatory({ url: `https://localhost:${httpsPort}${page}`, status: answer.status, headers: answer.headers, cookies: answer.cookies, html: answer.body, redirectedTo: null });
      expect(result.failed, page).toEqual([]);
      expect(result.score, page).toBeGreaterThanOrEqual(100);
    }
  } finally {
    await front.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
