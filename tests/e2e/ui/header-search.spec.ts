import type { Page } from '@playwright/test';
import { axeViolations } from '../../support/axe';
import { t } from '../../support/e2e';
import { expect, test } from '../../support/test';

// Issue 36, item 3: the header's search on a phone (the combobox by keyboard, the row at 320 px) and without
// JavaScript (the plain form). Which products match, and in which order, is tests/unit/search-suggestions.test.ts.

/** Opens a page once its scripts run (the shell's version check answers a second after hydration). */
async function gotoHydrated(page: Page, url: string) {
  const hydrated = page.waitForResponse('**/api/version');
  await page.goto(url);
  await hydrated;
}

const field = (page: Page) => page.getByRole('combobox', { name: t('ru', 'Search.label') });

test.describe('the header search on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('suggests models for a code prefix; Down and Enter open the first one', async ({ page }) => {
    await gotoHydrated(page, '/ru/contacts');
    await page.getByTestId('search-toggle').click();
    await expect(field(page)).toBeFocused();
    await field(page).pressSequentially('cst 1');
    const options = page.getByTestId('search-suggestions').getByRole('option');
    await expect(options).toHaveText([/CST 100/, /CST 140/]);
    await expect(field(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('header-search').getByRole('status')).toHaveText(/^2 подсказки/);
    expect(await axeViolations(page, 'header')).toEqual([]);

    await field(page).press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(field(page)).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    await field(page).press('Enter');
    await expect(page).toHaveURL(/\/ru\/product\/cst-100$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('CST 100');
  });

  test('at 320 px the open row and its suggestions fit the screen; Escape closes them, then the row', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await gotoHydrated(page, '/ru');
    const toggle = page.getByTestId('search-toggle');
    await toggle.click();
    await field(page).pressSequentially('чиллер');
    await expect(page.getByTestId('search-suggestions').getByRole('option').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    for (const target of [toggle, page.getByTestId('header-search').getByRole('button', { name: t('ru', 'Search.submit') })]) {
      expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }

    await field(page).press('Escape');
    await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('search-suggestions')).toBeHidden();
    await field(page).press('Escape');
    await expect(page.getByTestId('header-search')).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe('the header search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is a plain search form that widens in the bar and sends the query to the product list', async ({ page }) => {
    await page.goto('/ru/about-us');
    const form = page.getByTestId('header-search');
    const searchbox = page.getByRole('searchbox', { name: t('ru', 'Search.label') });
    expect((await form.boundingBox())!.width).toBeLessThanOrEqual(44);
    await searchbox.click();
    await expect.poll(async () => (await form.boundingBox())!.width).toBeGreaterThan(300);
    await searchbox.fill('CST-100');
    await searchbox.press('Enter');
    await expect(page).toHaveURL(/\/ru\/product\?q=CST-100$/);
    await expect(page.getByTestId('product-card')).toHaveCount(1);
    await expect(page.getByTestId('product-card')).toContainText('CST 100');
  });
});
