import { expect, test } from '../../support/test';
import { LOCALES, localized, t } from '../../support/e2e';
import { axeViolations } from '../../support/axe';

// The catalogue in a browser (seed data, read only): the Products menu, the filter form and its panel on a phone,
// on a wide screen and without JavaScript, and axe-core on the catalogue's pages.

const PRICED = 'fcu-200';

for (const locale of LOCALES) {
  test.describe(`catalogue in ${locale}`, () => {
    test('Products menu → child category → product', async ({ page }) => {
      await page.goto(localized(locale, '/'));
      await page.getByTestId('products-trigger').hover();
      const menu = page.getByTestId('products-menu');
      await expect(menu).toBeVisible();
      const child = menu.locator('a[href*="/categories/"]').first();
      const childName = (await child.textContent())!.trim();
      await child.click();
      await expect(page.locator('h1')).toHaveText(childName);
      const card = page.getByTestId('product-card').first();
      const productName = (await card.locator('h3').textContent())!.trim();
      await card.locator('h3 a').click();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/product/')}[\\w-]+$`));
      await expect(page.locator('h1')).toHaveText(productName);
    });

    test('filters by category through the form', async ({ page }) => {
      await page.goto(localized(locale, '/product'));
      await page.locator('#filter-category').selectOption('chillers');
      await page.getByRole('button', { name: t(locale, 'Catalogue.apply') }).click();
      await expect(page).toHaveURL(/category=chillers/);
      const codes = await page.getByTestId('product-card').locator('p.font-mono').allTextContents();
      expect(codes.length).toBeGreaterThan(0);
      await expect(page.getByTestId('product-grid')).not.toContainText('FCU');
    });
  });
}

test.describe('the filter panel on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  // Two full axe-core scans: past 30 s on a loaded machine.
  test.describe.configure({ timeout: 60_000 });

  test('is closed, so the first results show above the fold, and opens on a tap', async ({ page }) => {
    await page.goto(localized('en', '/product'));
    const panel = page.getByTestId('filters-panel');
    await expect(panel).not.toHaveAttribute('open');
    await expect(page.locator('#filter-q')).toBeHidden();
    const card = await page.getByTestId('product-card').first().boundingBox();
    expect(card!.y).toBeLessThan(740);
    expect(await axeViolations(page)).toEqual([]);
    await panel.locator('summary').click();
    await expect(page.locator('#filter-q')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('is open when a filter is active and says how many are', async ({ page }) => {
    await page.goto(localized('ru', '/product?category=chillers&sort=name'));
    await expect(page.getByTestId('filters-panel')).toHaveAttribute('open');
    await expect(page.locator('#filter-category')).toBeVisible();
    await expect(page.getByTestId('filters-panel').locator('summary')).toContainText(t('ru', 'Catalogue.filtersActive', { count: '2' }));
  });
});

test.describe('the filter panel without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test('opens natively and filters through the plain form', async ({ page }) => {
    await page.goto(localized('it', '/product'));
    await page.getByTestId('filters-panel').locator('summary').click();
    await page.locator('#filter-q').fill('FCU-200');
    await page.getByRole('button', { name: t('it', 'Catalogue.apply') }).click();
    await expect(page).toHaveURL(/q=FCU-200/);
    await expect(page.getByTestId('product-card').locator('p.font-mono').first()).toHaveText('FCU 200');
  });
});

test('on a wide screen the filters are shown without opening anything', async ({ page }) => {
  await page.goto(localized('it', '/product'));
  await expect(page.locator('#filter-q')).toBeVisible();
  await expect(page.getByTestId('filters-panel').locator('summary')).toBeHidden();
  // Shown by the stylesheet before any script runs, and marked open once it does, for assistive technology.
  await expect(page.getByTestId('filters-panel')).toHaveAttribute('open');
});

for (const [name, path] of [
  ['home', '/'],
  ['product list', '/product'],
  ['category', '/categories/air-cooled-chillers'],
  ['product', `/product/${PRICED}`],
] as const) {
  test(`axe-core finds no violations on the ${name} page`, async ({ page }) => {
    await page.goto(localized('ru', path));
    expect(await axeViolations(page)).toEqual([]);
  });
}
