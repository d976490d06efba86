import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { expectHydrated } from '../../support/catalogue-pages';
import { LOCALES, localized, t, type Locale } from '../../support/e2e';
import { axeViolations } from '../../support/axe';

// Issue 15, items 3 and 4, in a browser: the list's capacity filter in either unit, and the capacity calculator
// (a GET form: the same answer with and without JavaScript). (Server HTML: api/calculator.spec.ts.)

const btuUnit = (locale: Locale) => t(locale, 'Catalogue.units.btuh');

/** The model codes of the cards a page shows. */
const codesOn = (page: Page) => page.getByTestId('product-card').locator('p.font-mono').allTextContents();
/** The list shows exactly these model codes, once the page the URL names has rendered (a client navigation changes the URL first). */
const expectCodes = (page: Page, codes: string[]) => expect(page.getByTestId('product-card').locator('p.font-mono')).toHaveText(codes);

for (const locale of LOCALES) {
  test.describe(`units and calculator in ${locale}`, () => {
    test('the list filters capacity in BTU/h; switching the unit rewrites the figures typed', async ({ page }) => {
      await page.goto(localized(locale, '/product?min=3&max=4'));
      const inKw = await codesOn(page);
      expect(inKw.length).toBeGreaterThan(0);
      await expect(page.getByTestId('product-card').first()).toContainText(btuUnit(locale));

      // Switching the unit rewrites the figures once scripts run (before, the form sends the unit as it is).
      await expectHydrated(page.locator('#filter-unit'));
      await page.locator('#filter-unit').selectOption('btu');
      await expect(page.locator('#filter-min')).toHaveValue('10236');
      await expect(page.locator('#filter-max')).toHaveValue('13649');
      await page.getByRole('button', { name: t(locale, 'Catalogue.apply') }).click();
      await expect(page).toHaveURL(/unit=btu/);
      expect(new URL(page.url()).searchParams.get('min')).toBe('10236');
      await expectCodes(page, inKw);

      // The form sent is a page load: the new page's scripts again.
      await expectHydrated(page.locator('#filter-unit'));
      await page.locator('#filter-unit').selectOption('kw');
      await expect(page.locator('#filter-min')).toHaveValue('3');
      await expect(page.locator('#filter-max')).toHaveValue('4');
      await page.getByRole('button', { name: t(locale, 'Catalogue.apply') }).click();
      await expect(page).toHaveURL(/unit=kw/);
      expect(new URL(page.url()).searchParams.get('min')).toBe('3');
      await expectCodes(page, inKw);
    });

    test('the calculator answers the same without JavaScript as with it, and its result is a link', async ({ browser }) => {
      const answers: string[][] = [];
      for (const javaScriptEnabled of [false, true]) {
        const context = await browser.newContext({ javaScriptEnabled, locale: 'it-IT' });
        const page = await context.newPage();
        await page.goto(localized(locale, '/calculator'));
        await page.getByLabel(t(locale, 'Calculator.fields.area')).fill('25');
        await page.getByLabel(t(locale, 'Calculator.fields.sun')).selectOption('high');
        await page.getByLabel(t(locale, 'Calculator.fields.people')).fill('2');
        await page.getByLabel(t(locale, 'Calculator.fields.equipment')).fill('300');
        await page.getByRole('button', { name: t(locale, 'Calculator.submit') }).click();
        await expect(page).toHaveURL(/area=25/);
        // 25 m² × 2.7 m × 40 W/m³ + 2 × 130 W + 300 W = 3260 W.
        await expect(page.getByTestId('calculator-load')).toContainText(locale === 'en' ? '3.26' : '3,26');
        const codes = await page.getByTestId('calculator-matches').getByTestId('product-card').locator('p.font-mono').allTextContents();
        answers.push(codes);
        await context.close();
      }
      expect(answers[0]!.length).toBeGreaterThan(1);
      expect(answers[1]).toEqual(answers[0]);
    });

    test('the calculator with a result has no accessibility violations', async ({ page }) => {
      await page.goto(localized(locale, '/calculator?area=25&sun=high&people=2&equipment=300'));
      await expect(page.getByTestId('calculator-result')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
