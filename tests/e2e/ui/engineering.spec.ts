import type { Page } from '@playwright/test';
import { REFRIGERANTS } from '@/lib/catalogue/engineering';
import { seedData } from '@/prisma/seed';
import type { SeedProduct } from '@/prisma/data/types';
import { expect, test } from '../../support/test';
import { LOCALES, localized, t } from '../../support/e2e';
import { axeViolations } from '../../support/axe';

// Engineering data (issue 15, item 8) in a browser: the list's refrigerant, energy class and power supply filters
// with and without JavaScript, on the seed catalogue. (The product pages' figures: api/engineering.spec.ts.)

const published = seedData.products.filter((product) => product.published);
const expectedCodes = (match: (product: SeedProduct) => boolean) => published.filter(match).map((product) => product.modelCode).sort();

/** The model codes on the list's current page. */
const listedCodes = async (page: Page) => (await page.getByTestId('product-card').locator('p.font-mono').allTextContents()).sort();

for (const locale of LOCALES) {
  test.describe(`engineering data in ${locale}`, () => {
    // Several list pages, a form sent and a full axe-core scan: past 25 s on a loaded machine.
    test.describe.configure({ timeout: 60_000 });

    test('the list filters by refrigerant, energy class and power supply; the selects offer only values that occur', async ({ page }) => {
      await page.goto(localized(locale, '/product'));
      const refrigerants = await page.locator('#filter-refrigerant option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      expect(refrigerants).toEqual(['', ...REFRIGERANTS.filter((r) => published.some((p) => p.technical.refrigerant === r))]);
      expect(refrigerants).not.toContain('R513A');
      await expect(page.locator('#filter-refrigerant option').first()).toHaveText(t(locale, 'Catalogue.anyValue'));

      await page.locator('#filter-refrigerant').selectOption('R32');
      await page.locator('#filter-class').selectOption('A++');
      await page.locator('#filter-supply').selectOption('single');
      await page.getByRole('button', { name: t(locale, 'Catalogue.apply') }).click();
      await expect(page).toHaveURL(/refrigerant=R32&class=A%2B%2B&supply=single/);
      const matching = expectedCodes((p) => p.technical.refrigerant === 'R32' && p.technical.energyClassCooling === 'A++' && p.technical.powerSupply === 'single');
      expect(matching.length).toBeGreaterThan(5);
      expect(await listedCodes(page)).toEqual(matching);
      // The form keeps the choices.
      await expect(page.locator('#filter-class')).toHaveValue('A++');
      await expect(page.locator('#filter-supply')).toHaveValue('single');
      expect(await axeViolations(page)).toEqual([]);

      // Three-phase products span several pages: the count says how many.
      await page.goto(localized(locale, '/product?supply=three'));
      const three = expectedCodes((p) => p.technical.powerSupply === 'three');
      await expect(page.locator('#results-count')).toContainText(String(three.length));
      expect((await listedCodes(page)).every((code) => three.includes(code))).toBe(true);
    });

    test('without JavaScript the form filters the same way and the panel stays open on the choice', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(localized(locale, '/product'));
      await page.locator('#filter-refrigerant').selectOption('R134a');
      await page.locator('#filter-supply').selectOption('three');
      await page.getByRole('button', { name: t(locale, 'Catalogue.apply') }).click();
      await expect(page).toHaveURL(/refrigerant=R134a/);
      expect(await listedCodes(page)).toEqual(expectedCodes((p) => p.technical.refrigerant === 'R134a' && p.technical.powerSupply === 'three'));
      await expect(page.getByTestId('filters-panel')).toHaveAttribute('open', '');
      await expect(page.locator('#filter-refrigerant')).toHaveValue('R134a');

      await page.goto(localized(locale, `/product?class=${encodeURIComponent('A+++')}`));
      expect(await listedCodes(page)).toEqual(expectedCodes((p) => p.technical.energyClassCooling === 'A+++'));
      await page.goto(localized(locale, '/product?refrigerant=R410A'));
      expect(await listedCodes(page)).toEqual(expectedCodes((p) => p.technical.refrigerant === 'R410A'));
      await context.close();
    });
  });
}
