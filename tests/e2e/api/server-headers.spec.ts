import { observatory } from '../../support/observatory';
import { expect, test } from '../../support/test';

// What the production server's listener (lib/server/server.mjs) does to the answers of the real application. Its rules
// under other settings are tested in Vitest against the listener with a stub application
// (tests/unit/server-listener.test.ts).

test('the application\'s pages, JSON and PDFs leave with the policy the server gives each', async ({ request }) => {
  // The rules are the listener's (tested with a stub application); here, that Next's real answers pass through them.
  const page = await request.get('/ru/about-us');
  expect(page.headers()['content-security-policy']).toContain("default-src 'self'");
  const json = await request.get('/api/version');
  expect(json.headers()['content-security-policy']).toContain("default-src 'none'");
  const pdf = await request.get('/ru/product/ws-35r32/datasheet.pdf');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-security-policy']).toBe("frame-ancestors 'none'");
  for (const answer of [page, json, pdf]) expect(answer.headers()['x-content-type-options']).toBe('nosniff');
});

test('a page never exposes the proxy\'s rewrite and never sets a cookie', async ({ request }) => {
  for (const path of ['/about-us', '/ru/about-us', '/product?category=chillers', '/nope']) {
    const response = await request.get(path, { headers: { 'accept-language': 'ru' } });
    expect(response.headers()['x-middleware-rewrite'], path).toBeUndefined();
    expect(response.headers()['set-cookie'], path).toBeUndefined();
  }
});

test('a revisited page keeps its policy: a 304 carries no Content-Security-Policy', async ({ request }) => {
  // Retried as a whole: a revalidation by another test between the two requests may give the page a new ETag.
  await expect(async () => {
    const first = await request.get('/ru/product');
    expect(first.headers()['content-security-policy']).toContain("default-src 'self'");
    const etag = first.headers()['etag'];
    expect(etag).toBeTruthy();
    const again = await request.get('/ru/product', { headers: { 'If-None-Match': etag! } });
    expect(again.status()).toBe(304);
    expect(again.headers()['content-security-policy']).toBeUndefined();
    expect(again.headers()['x-content-type-options']).toBe('nosniff');
  }).toPass({ timeout: 15_000 });
});

test('a server action called by its id with something else than its form answers without a 500', async ({ request }) => {
  // Any client can call an action by the id a page holds, with any body: read as an empty form, it is refused the
  // way an empty form is (the listener refuses foreign origins, bodies over 1 MB and other media types before).
  // The ids: a plain form's `$ACTION_ID_…` field, a stateful form's `{"id": …}` in its `$ACTION_…` field.
  for (const path of ['/admin/sign-in', '/admin/forgot-password', '/becomepartner', '/ru/contacts']) {
    const html = await (await request.get(path)).text();
    const ids = new Set([...html.matchAll(/\$ACTION_ID_([0-9a-f]{40,})|&quot;id&quot;:&quot;([0-9a-f]{40,})&quot;/g)].map((match) => match[1] ?? match[2]));
    expect(ids.size, path).toBeGreaterThan(0);
    for (const id of ids) {
      for (const body of ['[null]', '[]', '[null,null]']) {
        const answer = await request.post(path, { headers: { 'next-action': id!, 'content-type': 'text/plain;charset=UTF-8' }, data: body, maxRedirects: 0 });
        expect(answer.status(), `${path} ${id} ${body}`).toBeLessThan(500);
      }
    }
  }
});

test('Mozilla Observatory\'s rules score every kind of page 60 over plain HTTP: only HSTS and the redirect to HTTPS fail', async ({ request }) => {
  for (const path of ['/', '/ru/product', '/en/product/ws-35r32', '/becomepartner', '/ru/your-data', '/en/consent/processing', '/product?q=chiller', '/admin/sign-in', '/nope']) {
    const answer = await request.get(path, { maxRedirects: 0, headers: { 'accept-language': 'it' } });
    const headers = answer.headers();
    const observed = {
      url: answer.url(),
      status: answer.status(),
      headers,
      cookies: answer.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie').map((header) => header.value),
      html: await answer.text(),
      redirectedTo: answer.status() >= 300 && answer.status() < 400 ? (headers['location'] ?? null) : null,
    };
    const result = observatory(observed);
    expect({ path, score: result.score, failed: result.failed }).toEqual({ path, score: 60, failed: ['hsts-not-implemented-no-https', 'redirection-missing'] });
  }
});
