import { expect, test } from '../../support/test';

// The back office over HTTP: its routes stay outside the public site's locale routing, caches and indexes.

test('the back office is outside the locale routing, never cached or indexed, and asks for a session', async ({ request }) => {
  const response = await request.get('/admin', { headers: { cookie: 'NEXT_LOCALE=ru' }, maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers()['location']).toMatch(/^\/admin\/sign-in/);
  const signInPage = await request.get('/admin/sign-in', { headers: { cookie: 'NEXT_LOCALE=ru' } });
  expect(signInPage.status()).toBe(200);
  expect(signInPage.headers()['cache-control']).toBe('private, no-store');
  expect(signInPage.headers()['x-robots-tag']).toContain('noindex');
  expect(await signInPage.text()).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Disallow: \/admin$/m);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/admin');
});
