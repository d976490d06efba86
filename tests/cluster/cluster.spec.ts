import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createPrismaClient } from '@/lib/prisma-client';
import { LOCALES, localized } from '../support/e2e';
import { createStaff, signIn } from '../support/staff';
import { cluster, clusterControl, receivedMessageIds } from './harness';

// The production path on PostgreSQL + Redis with two instances behind nginx (playwright.cluster.config.ts
// starts it): what a second instance, a shared cache and nginx must keep true, and what happens when one
// part goes away. Serial: the tests stop and start parts of the one cluster.
test.describe.configure({ mode: 'serial' });

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

async function eventually<T>(probe: () => Promise<T>, ok: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await probe().catch((error: unknown) => error as T);
  while (!ok(last) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await probe().catch((error: unknown) => error as T);
  }
  return last;
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

test('a product saved in the back office on instance A is served updated by instance B and through nginx', async ({ browser }) => {
  test.setTimeout(90_000);
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
  await page.locator('input[name="en.name"]').fill(renamed);
  await page.getByTestId('product-save').click();
  await expect(page.getByRole('status')).toBeVisible();
  await context.close();

  const served = (base: string) => fetch(`${base}/en/product/${product.slug}`).then((response) => response.text());
  expect(await eventually(() => served(instanceB!.url), (html) => html.includes(renamed), 15_000)).toContain(renamed);
  expect(await eventually(() => served(nginx), (html) => html.includes(renamed), 15_000)).toContain(renamed);
});

test('200 queued e-mails with both instances sending: each is delivered exactly once', async () => {
  test.setTimeout(120_000);
  const batch = randomUUID().slice(0, 8);
  const ids = Array.from({ length: 200 }, (_, i) => `<cluster-${batch}-${i}@test.invalid>`);
  await db.outboxMessage.createMany({
    data: ids.map((messageId, i) => ({ messageId, kind: 'test', to: `reader-${i}@test.invalid`, subject: `Batch ${batch}`, html: '<p>Hello</p>', text: 'Hello' })),
  });
  const sent = await eventually(
    () => db.outboxMessage.count({ where: { messageId: { in: ids }, status: 'sent' } }),
    (count) => count === ids.length,
    90_000,
  );
  expect(sent).toBe(ids.length);
  const delivered = (await receivedMessageIds()).filter((id) => id.includes(`cluster-${batch}-`));
  expect(new Set(delivered).size).toBe(ids.length);
  expect(delivered).toHaveLength(ids.length);
});

test('one instance killed under load: no GET fails and no accepted submission is lost', async () => {
  test.setTimeout(120_000);
  const pages = ['/', '/product', '/en/product', '/ru/categories', '/about-us', '/en/contacts'];
  const failures: string[] = [];
  const accepted: string[] = [];
  let loading = true;
  const getLoop = async () => {
    for (let i = 0; loading; i += 1) {
      const pathname = pages[i % pages.length]!;
      const response = await fetch(`${nginx}${pathname}`, { signal: AbortSignal.timeout(15_000) }).catch((error: Error) => error);
      if (response instanceof Error || response.status !== 200) failures.push(`${pathname}: ${response instanceof Error ? response.message : response.status}`);
      else await response.arrayBuffer();
    }
  };
  const postLoop = async () => {
    while (loading) {
      const email = `load-${randomUUID().slice(0, 12)}@example.com`;
      const response = await subscribe(nginx, email).catch(() => null);
      if (response && response.status >= 200 && response.status < 300) accepted.push(email);
      // Through nginx every submission counts against one address's budget: a few a second stay within it.
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  };
  const loops = [getLoop(), getLoop(), getLoop(), getLoop(), postLoop()];
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await clusterControl.killInstance();
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  loading = false;
  await Promise.all(loops);
  await clusterControl.startInstance();

  expect(failures).toEqual([]);
  expect(accepted.length).toBeGreaterThan(0);
  const stored = await db.subscriber.count({ where: { email: { in: accepted } } });
  expect(stored).toBe(accepted.length);
});

test('Redis stopped: pages and forms keep working and the limits fall back to each instance’s memory', async () => {
  test.setTimeout(90_000);
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
  test.setTimeout(120_000);
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
  const back = await eventually(() => subscribe(instanceA!.url, email), (r) => r instanceof Response && r.status === 200, 30_000);
  expect(back.status).toBe(200);
  expect(await db.subscriber.count({ where: { email } })).toBe(1);
  // The same processes answered before, during and after: nothing was restarted.
  expect(await clusterControl.instancePids()).toEqual(pids);
});
