import { expect, test } from '@playwright/test';
import { startAppServer, type AppServer } from '../support/app-server';

// The limiter's own test: a server with the default limit (5 POSTs per minute per IP and endpoint),
// no SMTP server (mail goes to files) and no ADMIN_TOKEN.
test.describe.configure({ mode: 'serial' });

let app: AppServer;

test.beforeAll(async () => {
  app = await startAppServer({ RATE_LIMIT_PER_MINUTE: '', ADMIN_TOKEN: '', SMTP_URL: '', TRUST_PROXY: '' });
});
test.afterAll(async () => app?.stop());

test('the sixth POST in a minute from one IP answers 429 with Retry-After, other endpoints keep their own budget', async ({ request }) => {
  const post = (path: string, headers: Record<string, string> = {}) =>
    request.post(`${app.baseUrl}${path}`, { data: { email: 'x' }, headers });
  for (let i = 0; i < 5; i += 1) expect((await post('/api/subscribe')).status()).toBe(400);

  const limited = await post('/api/subscribe');
  expect(limited.status()).toBe(429);
  expect(await limited.json()).toEqual({ error: 'TOO_MANY_REQUESTS' });
  const retryAfter = Number(limited.headers()['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);

  // Without TRUST_PROXY a forged X-Forwarded-For does not make a new client.
  expect((await post('/api/subscribe', { 'x-forwarded-for': '203.0.113.9' })).status()).toBe(429);
  // Another endpoint counts separately.
  expect((await post('/api/confirm')).status()).toBe(400);
});

test('a limiter first used by a form\'s server action still refuses the API with 429 (one copy of the limiter per process)', async ({ browser, request }) => {
  // Its own server, so the first request to take from the 5-a-minute budget is the form's server action: the
  // limiter it creates is kept for the whole process, and the route handler must recognise its refusals (with a
  // bundled copy of rate-limiter-flexible per layer it did not: a 500 instead of the 429).
  const fresh = await startAppServer({ RATE_LIMIT_PER_MINUTE: '', SMTP_URL: '', TRUST_PROXY: '' });
  try {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${fresh.baseUrl}/en/about-us`);
    await page.locator('#newsletter-email').fill(`limit-${Date.now()}@example.test`);
    await page.getByTestId('newsletter-form').getByRole('button').click();
    await expect(page.getByTestId('newsletter-answer')).toBeVisible();
    await context.close();

    // The action and the API share the "subscribe" budget: the action spent one of the five.
    const post = () => request.post(`${fresh.baseUrl}/api/subscribe`, { data: { email: 'x' } });
    for (let i = 0; i < 4; i += 1) expect((await post()).status()).toBe(400);
    const limited = await post();
    expect(limited.status()).toBe(429);
    expect(await limited.json()).toEqual({ error: 'TOO_MANY_REQUESTS' });
  } finally {
    await fresh.stop();
  }
});

test('the subscriber endpoints do not exist without ADMIN_TOKEN', async ({ request }) => {
  const response = await request.delete(`${app.baseUrl}/api/subscribers/some-id`, { headers: { authorization: 'Bearer anything-at-all-123' } });
  expect(response.status()).toBe(404);
  expect((await request.delete(`${app.baseUrl}/api/subscribers`)).status()).toBe(404);
});

test('behind a trusted proxy the client is the rightmost X-Forwarded-For entry', async ({ request }) => {
  const proxied = await startAppServer({ RATE_LIMIT_PER_MINUTE: '', TRUST_PROXY: '1', SMTP_URL: '' });
  try {
    const post = (forwardedFor: string) =>
      request.post(`${proxied.baseUrl}/api/subscribe`, { data: { email: 'x' }, headers: { 'x-forwarded-for': forwardedFor } });
    // The client may prepend anything; our proxy appends the address it saw, which is the one that counts.
    for (let i = 0; i < 5; i += 1) expect((await post(`10.0.0.${i}, 198.51.100.7`)).status()).toBe(400);
    expect((await post('10.9.9.9, 198.51.100.7')).status()).toBe(429);
    expect((await post('198.51.100.7, 198.51.100.8')).status()).toBe(400);
  } finally {
    await proxied.stop();
  }
});

test('a hostile page cannot spend a visitor\'s budget: foreign origins and non-JSON bodies are refused uncounted', async ({ request }) => {
  const victim = '198.51.100.20';
  const proxied = await startAppServer({ RATE_LIMIT_PER_MINUTE: '', TRUST_PROXY: '1', SMTP_URL: '' });
  try {
    const post = (headers: Record<string, string>, data: string) =>
      request.post(`${proxied.baseUrl}/api/subscribe`, { data, headers: { 'x-forwarded-for': victim, ...headers } });
    for (let i = 0; i < 10; i += 1) {
      expect((await post({ origin: 'https://evil.example', 'content-type': 'application/json' }, '{"email":"a@b.co"}')).status()).toBe(403);
      expect((await post({ 'content-type': 'text/plain' }, '{"email":"a@b.co"}')).status()).toBe(415);
      // The site's host over another scheme is foreign too.
      expect((await post({ origin: proxied.baseUrl.replace('http:', 'https:'), 'content-type': 'application/json' }, '{}')).status()).toBe(403);
    }
    // The visitor's own five requests still go through.
    for (let i = 0; i < 5; i += 1) expect((await post({ 'content-type': 'application/json' }, '{"email":"x"}')).status()).toBe(400);
    expect((await post({ 'content-type': 'application/json' }, '{"email":"x"}')).status()).toBe(429);
  } finally {
    await proxied.stop();
  }
});

test('IPv6 clients are counted by /64 network, and TRUST_PROXY=2 takes the address two proxies back', async ({ request }) => {
  const proxied = await startAppServer({ RATE_LIMIT_PER_MINUTE: '', TRUST_PROXY: '2', SMTP_URL: '' });
  try {
    const post = (chain: string) =>
      request.post(`${proxied.baseUrl}/api/subscribe`, { data: { email: 'x' }, headers: { 'x-forwarded-for': chain } });
    // Five addresses of one /64: one budget.
    for (let i = 1; i <= 5; i += 1) expect((await post(`2001:db8:aa:bb::${i}, 10.0.0.1`)).status()).toBe(400);
    expect((await post('2001:db8:aa:bb:ffff::9, 10.0.0.1')).status()).toBe(429);
    // Another /64 is another client.
    expect((await post('2001:db8:aa:cc::1, 10.0.0.1')).status()).toBe(400);
    // With two proxies the entry before the last is the client: a forged first entry changes nothing.
    expect((await post('6.6.6.6, 2001:db8:aa:bb::77, 10.0.0.1')).status()).toBe(429);
  } finally {
    await proxied.stop();
  }
});
