import { expect, test } from '@playwright/test';
import { LOCALES, localized, t } from '../support/e2e';

test('/it/about-us redirects to the unprefixed /about-us', async ({ request }) => {
  const response = await request.get('/it/about-us', { maxRedirects: 0 });
  expect([307, 308]).toContain(response.status());
  expect(new URL(response.headers().location!, 'http://x').pathname).toBe('/about-us');
});

for (const locale of LOCALES) {
  test(`/partnership answers 308 to /becomepartner in ${locale}`, async ({ request }) => {
    const response = await request.get(localized(locale, '/partnership'), { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe(localized(locale, '/becomepartner'));
  });
}

test('a first visit with a Russian language list is redirected (307) to /ru', async ({ request }) => {
  const response = await request.get('/', {
    maxRedirects: 0,
    headers: { 'Accept-Language': 'ru-RU,ru;q=0.9,en;q=0.8' },
  });
  expect(response.status()).toBe(307);
  expect(new URL(response.headers().location!, 'http://x').pathname).toBe('/ru');
});

test('a language nobody speaks here falls back to Italian without a redirect', async ({ request }) => {
  const response = await request.get('/', { maxRedirects: 0, headers: { 'Accept-Language': 'de-DE,de;q=0.9' } });
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(/<html[^>]*lang="it"/);
});

test('the NEXT_LOCALE cookie wins over the language list', async ({ request }) => {
  const response = await request.get('/about-us', {
    maxRedirects: 0,
    headers: { 'Accept-Language': 'ru-RU,ru;q=0.9', Cookie: 'NEXT_LOCALE=en' },
  });
  expect(response.status()).toBe(307);
  expect(new URL(response.headers().location!, 'http://x').pathname).toBe('/en/about-us');
});

test('unknown paths answer 404 with the localized message and the requested path', async ({ page, context }) => {
  const cases = [
    { locale: 'ru', url: '/ru/nope', text: 'Страница не найдена: /ru/nope' },
    { locale: 'it', url: '/product/does-not-exist', text: 'Pagina non trovata: /product/does-not-exist' },
    { locale: 'en', url: '/en/categories/no-such-category?ref=mail', text: 'Page not found: /en/categories/no-such-category' },
  ] as const;
  for (const { locale, url, text } of cases) {
    // Visiting a prefixed path stores that locale in the cookie; each case starts as a first visit.
    await context.clearCookies();
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.getByTestId('not-found-message')).toHaveText(text);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { name: t(locale, 'NotFound.safeZone') })).toBeVisible();
    await expect(page.getByRole('link', { name: t(locale, 'Common.backHome') })).toHaveAttribute('href', localized(locale, '/'));
  }
});
