import { expect, test } from '../../support/test';
import { t } from '../../support/e2e';

// What a browser does with the locale rule; the rule itself (redirects, cookie, headers, 404 HTML) is tested over
// HTTP in tests/e2e/api/i18n-routing.spec.ts.

test.describe('the switch route', () => {
  test('works without JavaScript: Russian, back to Italian, and / then stays Italian', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ru-RU', extraHTTPHeaders: { 'Accept-Language': 'ru-RU,ru;q=0.9' } });
    const page = await context.newPage();
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/ru');
    await page.goto('/ru/about-us#history');
    await page.getByTestId('locale-switcher-compact').getByRole('link', { name: t('ru', 'LocaleSwitcher.locales.it') }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/about-us');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await context.close();
  });
});

test.describe('404 pages in the server HTML', () => {
  test('the message names the path typed, and the page works once scripts run', async ({ page }) => {
    const response = await page.goto('/en/categories/no-such-category?ref=mail');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found-message')).toHaveText('Page not found: /en/categories/no-such-category');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: t('en', 'NotFound.safeZone') })).toBeVisible();
    await expect(page.locator('title')).toHaveCount(1);
  });
});
