import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from '../../playwright.config';
import { LOCALES, localized, t, type Locale } from '../support/e2e';

// Issue 15, items 3 and 4: capacities in BTU/h beside kW (server HTML), the list's capacity filter in either
// unit, and the capacity calculator (a GET form: the same answer with and without JavaScript).

/** 3.5 kW = 11 942 BTU/h, grouped as each language writes it. */
const WS35_BTU: Record<Locale, string> = { it: '11.942', ru: '11\u00A0942', en: '11,942' };
const btuUnit = (locale: Locale) => t(locale, 'Catalogue.units.btuh');
const NBSP = '\u00A0';

/** The model codes of the cards a page shows. */
const codesOn = (page: Page) => page.getByTestId('product-card').locator('p.font-mono').allTextContents();
/** The list shows exactly these model codes, once the page the URL names has rendered (a client navigation changes the URL first). */
const expectCodes = (page: Page, codes: string[]) => expect(page.getByTestId('product-card').locator('p.font-mono')).toHaveText(codes);

for (const locale of LOCALES) {
  test.describe(`units and calculator in ${locale}`, () => {
    test('a product page shows the capacity in BTU/h beside kW in its server HTML', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${BASE_URL}${localized(locale, '/product/ws-35r32')}`);
      // Electrical power stays in kilowatts only: BTU/h is given for the cooling and the heating capacity.
      const btu = page.getByTestId('spec-table').locator('td small');
      await expect(btu).toHaveCount(2);
      await expect(btu.first()).toHaveText(`${WS35_BTU[locale]}${NBSP}${btuUnit(locale)}`);
      await expect(btu.first().locator('xpath=..')).toContainText(t(locale, 'Catalogue.units.kw'));
      await context.close();
    });

    test('the list filters capacity in BTU/h; switching the unit rewrites the figures typed', async ({ page }) => {
      await page.goto(localized(locale, '/product?min=3&max=4'));
      const inKw = await codesOn(page);
      expect(inKw.length).toBeGreaterThan(0);
      await expect(page.getByTestId('product-card').first()).toContainText(btuUnit(locale));

      await page.locator('#filter-unit').selectOption('btu');
      await expect(page.locator('#filter-min')).toHaveValue('10236');
      await expect(page.locator('#filter-max')).toHaveValue('13649');
      await page.getByRole('button', { name: t(locale, 'Catalogue.apply') }).click();
      await expect(page).toHaveURL(/unit=btu/);
      expect(new URL(page.url()).searchParams.get('min')).toBe('10236');
      await expectCodes(page, inKw);

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
        await page.goto(`${BASE_URL}${localized(locale, '/calculator')}`);
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

    test('a bad value gets its field\'s message and no result; the result page is noindex with the calculator as canonical', async ({ page }) => {
      await page.goto(localized(locale, '/calculator?area=&height=abc&people=2'));
      await expect(page.getByTestId('calculator-result')).toHaveCount(0);
      await expect(page.getByTestId('calculator-errors')).toHaveText(t(locale, 'Calculator.errors.summary'));
      await expect(page.getByLabel(t(locale, 'Calculator.fields.area'))).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(t(locale, 'Calculator.errors.required'))).toBeVisible();
      await expect(page.getByText(t(locale, 'Calculator.errors.number'))).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${BASE_URL}${localized(locale, '/calculator')}`);

      await page.goto(localized(locale, '/calculator'));
      await expect(page.locator('h1')).toHaveText(t(locale, 'Calculator.title'));
      await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
    });

    test('the calculator with a result has no accessibility violations', async ({ page }) => {
      await page.goto(localized(locale, '/calculator?area=25&sun=high&people=2&equipment=300'));
      await expect(page.getByTestId('calculator-result')).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  });
}

test('the calculator is reachable from the footer and the product list', async ({ page }) => {
  await page.goto('/product');
  await page.getByTestId('filters-panel').getByRole('link', { name: /Calcola/ }).click();
  await expect(page).toHaveURL(/\/calculator$/);
  await page.locator('footer').getByRole('link', { name: t('it', 'Nav.calculator') }).click();
  await expect(page).toHaveURL(/\/calculator$/);
});
