import { expectNoAxeViolations } from '../../support/axe';
import { staffBrowser } from '../../support/back-office';
import { BASE_URL } from '../../support/e2e-settings.mjs';
import { clientIp, db } from '../../support/factories';
import { expect, test } from '../../support/test';

// Real visitors' Web Vitals (issue 37, item 2): a page view in Chromium reports its metrics when it is left, the
// endpoint refuses what is not a beacon of ours, and the back office shows the aggregate.

test.use({ extraHTTPHeaders: async ({}, provide) => provide({ 'x-forwarded-for': clientIp() }) });

const beacon = { page: 'dealers', locale: 'ru', device: 'phone', metrics: [{ name: 'TTFB', value: 120 }] };

test('the endpoint counts a beacon of ours (204, not stored by caches) and refuses anything else, storing nothing', async ({ request }) => {
  const post = (data: string, origin = BASE_URL) => request.post('/api/vitals', { data, headers: { 'content-type': 'text/plain', origin } });
  const counted = () => db.vitalsBucket.aggregate({ _sum: { count: true }, where: { pageType: 'dealers', locale: 'ru', metric: 'TTFB' } }).then((r) => r._sum.count ?? 0);
  const before = await counted();
  const ok = await post(JSON.stringify(beacon));
  expect(ok.status()).toBe(204);
  expect(ok.headers()['cache-control']).toBe('no-store');
  expect(await counted()).toBe(before + 1);
  expect((await post(JSON.stringify(beacon), 'https://elsewhere.example')).status()).toBe(403);
  expect((await post('not json')).status()).toBe(400);
  expect((await post(JSON.stringify({ ...beacon, metrics: [{ name: 'TTFB', value: -5 }] }))).status()).toBe(400);
  expect((await post(JSON.stringify({ ...beacon, padding: 'x'.repeat(2100) }))).status()).toBe(413);
  expect(await counted()).toBe(before + 1);
});

test('a product page reports its Web Vitals when it is left; the back office shows them per page type', async ({ browser, page }) => {
  const product = await db.product.findFirstOrThrow({ where: { published: true }, orderBy: { slug: 'asc' }, select: { slug: true } });
  const counted = () => db.vitalsBucket.aggregate({ _sum: { count: true }, where: { pageType: 'product', locale: 'en', metric: 'LCP' } }).then((r) => r._sum.count ?? 0);
  const before = await counted();
  await page.goto(`/en/product/${product.slug}`);
  // The reporter loads web-vitals after the page: once the network is quiet it measures.
  await page.waitForLoadState('networkidle');
  await page.goto('/en/contacts');
  await expect.poll(counted, { timeout: 15_000 }).toBeGreaterThan(before);

  const editor = await staffBrowser(browser, 'editor');
  const staff = await editor.page();
  await staff.goto('/admin/vitals');
  await expect(staff.getByTestId('vitals-product')).toContainText(/\d/);
  await expectNoAxeViolations(staff);
  await editor.close();
});
