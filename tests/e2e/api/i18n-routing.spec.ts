import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from '../../support/test';
import { decodeEntities, LOCALES, localized, t } from '../../support/e2e';

// The locale rule (docs/decisions/0016-locale-rule.md): detection only on `/`, every other unprefixed URL is
// Italian, the cookie is set only by the switch route. What a browser does with it (without scripts, and a 404 page
// once scripts run) is in tests/e2e/ui/i18n-routing.spec.ts.

const header = (response: APIResponse, name: string) => response.headers()[name] ?? '';

test('/it/about-us redirects permanently to the unprefixed /about-us', async ({ request }) => {
  const response = await request.get('/it/about-us', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(new URL(header(response, 'location'), 'http://x').pathname).toBe('/about-us');
});

for (const locale of LOCALES) {
  test(`/partnership answers 308 to /becomepartner in ${locale}`, async ({ request }) => {
    const response = await request.get(localized(locale, '/partnership'), { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(new URL(header(response, 'location'), 'http://x').pathname).toBe(localized(locale, '/becomepartner'));
  });
}

test.describe('detection on /', () => {
  const root = (request: APIRequestContext, headers: Record<string, string>) => request.get('/', { maxRedirects: 0, headers });

  test('a Russian language list is redirected (307) to /ru, never stored by a shared cache', async ({ request }) => {
    const response = await root(request, { 'Accept-Language': 'ru-RU,ru;q=0.9,en;q=0.8' });
    expect(response.status()).toBe(307);
    expect(new URL(header(response, 'location'), 'http://x').pathname).toBe('/ru');
    expect(header(response, 'cache-control')).toBe('private, no-store');
    expect(header(response, 'vary')).toMatch(/Cookie/);
    expect(header(response, 'vary')).toMatch(/Accept-Language/);
    expect(header(response, 'set-cookie')).toBe('');
  });

  test('the cookie wins over the language list', async ({ request }) => {
    const response = await root(request, { 'Accept-Language': 'ru-RU,ru;q=0.9', Cookie: 'NEXT_LOCALE=en' });
    expect(response.status()).toBe(307);
    expect(new URL(header(response, 'location'), 'http://x').pathname).toBe('/en');
    const italian = await root(request, { 'Accept-Language': 'ru-RU,ru;q=0.9', Cookie: 'NEXT_LOCALE=it' });
    expect(italian.status()).toBe(200);
    expect(await italian.text()).toMatch(/<html[^>]*lang="it"/);
    expect(header(italian, 'cache-control')).toBe('private, no-store');
    expect(header(italian, 'vary')).toMatch(/Accept-Language/);
  });

  test('a language nobody speaks here falls back to Italian without a redirect', async ({ request }) => {
    const response = await root(request, { 'Accept-Language': 'de-DE,de;q=0.9' });
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/<html[^>]*lang="it"/);
  });
});

test('every other unprefixed URL is Italian, whatever the cookie and the browser say, and cacheable', async ({ request }) => {
  for (const path of ['/about-us', '/product', '/product/ws-35r32', '/categories/chillers']) {
    const response = await request.get(path, { maxRedirects: 0, headers: { 'Accept-Language': 'ru-RU,ru;q=0.9', Cookie: 'NEXT_LOCALE=ru' } });
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toMatch(/<html[^>]*lang="it"/);
    expect(header(response, 'cache-control'), path).toMatch(/s-maxage=\d+/);
    expect(header(response, 'set-cookie'), path).toBe('');
  }
});

test('a page never sets the locale cookie, also on a first visit to another language', async ({ request }) => {
  for (const path of ['/ru/about-us', '/en/product', '/']) {
    const response = await request.get(path, { maxRedirects: 0, headers: { 'Accept-Language': 'it' } });
    expect(header(response, 'set-cookie'), path).toBe('');
  }
});

test.describe('the switch route', () => {
  test('stores the choice for a year and leads to the same page in the chosen language', async ({ request }) => {
    const response = await request.get(`/api/locale?to=it&path=${encodeURIComponent('/ru/product?category=chillers')}`, { maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(header(response, 'location')).toBe('/product?category=chillers');
    expect(header(response, 'cache-control')).toBe('no-store');
    const cookie = header(response, 'set-cookie');
    expect(cookie).toMatch(/^NEXT_LOCALE=it;/);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('SameSite=Lax');
    const russian = await request.get(`/api/locale?to=ru&path=${encodeURIComponent('/about-us')}`, { maxRedirects: 0 });
    expect(header(russian, 'location')).toBe('/ru/about-us');
  });

  test('leads nowhere but this site', async ({ request }) => {
    for (const path of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      const response = await request.get(`/api/locale?to=en&path=${encodeURIComponent(path)}`, { maxRedirects: 0 });
      expect(header(response, 'location'), path).toBe('/en');
    }
    // Paths that become protocol-relative (`//evil.example`) once a locale prefix is taken off or dots resolved.
    for (const path of ['/en//evil.example', '/.//evil.example', '/x/..//evil.example', '/%2e//evil.example']) {
      const doubled = await request.get(`/api/locale?to=it&path=${encodeURIComponent(path)}`, { maxRedirects: 0 });
      expect(doubled.status(), path).toBe(303);
      expect(header(doubled, 'location'), path).toBe('/evil.example');
    }
  });
});

test.describe('404 pages in the server HTML', () => {
  const cases = [
    { locale: 'ru', url: '/ru/nope', path: '/ru/nope', catalogue: false },
    { locale: 'en', url: '/en/categories/nope', path: '/en/categories/nope', catalogue: true },
    { locale: 'it', url: '/product/nope', path: '/product/nope', catalogue: true },
    { locale: 'it', url: '/nope', path: '/nope', catalogue: false },
    { locale: 'it', url: '/images/nope.svg', path: '/images/nope.svg', catalogue: false },
  ] as const;

  for (const { locale, url, path, catalogue } of cases) {
    test(`${url}: 404 with lang, one localized title, the message, the link home and the styles, before any script`, async ({ request }) => {
      const response = await request.get(url, { headers: { 'Accept-Language': 'it' } });
      expect(response.status()).toBe(404);
      const html = decodeEntities(await response.text());
      expect(html).toMatch(new RegExp(`<html[^>]*lang="${locale}"`));
      expect(html).not.toContain('__next_error__');
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain(`<title>${t(locale, 'NotFound.title')} | Aeris Clima</title>`);
      expect(html).toContain(t(locale, 'NotFound.message', { path }));
      expect(html).toContain(t(locale, 'NotFound.safeZone'));
      expect(html).toMatch(new RegExp(`<a[^>]*href="${localized(locale, '/')}"[^>]*>${t(locale, 'Common.backHome')}`));
      expect(html).toMatch(/<link rel="stylesheet"[^>]*\.css/);
      expect(html).toMatch(/<meta name="robots" content="noindex/);
      if (catalogue) {
        const maxAge = Number(/s-maxage=(\d+)/.exec(header(response, 'cache-control'))?.[1] ?? 'NaN');
        expect(maxAge).toBeLessThanOrEqual(60);
      }
    });
  }
});
