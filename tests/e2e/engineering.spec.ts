import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { REFRIGERANTS } from '@/lib/catalogue/engineering';
import { seedData } from '@/prisma/seed';
import type { SeedProduct } from '@/prisma/data/types';
import { startAppServer, type AppServer } from '../support/app-server';
import { LOCALES, localized, t, type Locale } from '../support/e2e';
import { createStaff, signIn } from '../support/staff';

// Engineering data (issue 15, item 8): the figures engineers compare on the product page in each language, the
// list's refrigerant, energy class and power supply filters with and without JavaScript, and an edit in the back
// office that reaches the public page.

const published = seedData.products.filter((product) => product.published);
const expectedCodes = (match: (product: SeedProduct) => boolean) => published.filter(match).map((product) => product.modelCode).sort();

/** A specification row's figure and its unit as the page prints them (the unit sits in its own element). */
async function cell(page: Page, label: string): Promise<{ value: string; unit: string | null }> {
  const row = page.getByTestId('spec-table').locator('tr').filter({ has: page.locator('th', { hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) });
  await expect(row).toHaveCount(1);
  return row.locator('td').evaluate((td) => ({ value: td.firstChild?.textContent ?? '', unit: td.querySelector('span')?.textContent ?? null }));
}

const decimal = (locale: Locale, text: string) => (locale === 'en' ? text : text.replace('.', ','));

/** The model codes on the list's current page. */
const listedCodes = async (page: Page) => (await page.getByTestId('product-card').locator('p.font-mono').allTextContents()).sort();

for (const locale of LOCALES) {
  test.describe(`engineering data in ${locale}`, () => {
    const label = (key: string) => t(locale, `Catalogue.technical.${key}`);
    const unit = (code: string) => t(locale, `Catalogue.units.${code}`);

    test("a split's page shows its label classes, refrigerant, currents, piping and sound power in the locale's units", async ({ page }) => {
      await page.goto(localized(locale, '/product/ws-35r32'));
      expect(await cell(page, label('energyClass'))).toEqual({ value: 'A+++ / A++', unit: null });
      expect(await cell(page, label('seer'))).toEqual({ value: decimal(locale, '8.5'), unit: null });
      expect(await cell(page, label('refrigerant'))).toEqual({ value: 'R32', unit: null });
      expect(await cell(page, label('refrigerantCharge'))).toEqual({ value: decimal(locale, '0.62'), unit: unit('kg') });
      expect(await cell(page, label('maxCurrent'))).toEqual({ value: '7', unit: unit('a') });
      expect(await cell(page, label('maxPipeLength'))).toEqual({ value: '25', unit: unit('m') });
      expect(await cell(page, label('maxHeightDiff'))).toEqual({ value: '15', unit: unit('m') });
      expect(await cell(page, label('soundPowerOutdoor'))).toEqual({ value: '61', unit: unit('dba') });
      if (locale === 'ru') expect([unit('a'), unit('m')]).toEqual(['А', 'м']);
      // A split has no water side.
      await expect(page.getByTestId('spec-table')).not.toContainText(label('waterFlow'));
    });

    test("a chiller's page shows ESEER, water flow and pressure drop, currents and sound power", async ({ page }) => {
      await page.goto(localized(locale, '/product/ach-020s'));
      expect(await cell(page, label('eseer'))).toEqual({ value: decimal(locale, '4.05'), unit: null });
      expect(await cell(page, label('waterFlow'))).toEqual({ value: decimal(locale, '3.53'), unit: unit('m3h') });
      expect(await cell(page, label('waterPressureDrop'))).toEqual({ value: '32', unit: unit('kpa') });
      expect(await cell(page, label('maxCurrent'))).toEqual({ value: decimal(locale, '15.2'), unit: unit('a') });
      expect(await cell(page, label('startingCurrent'))).toEqual({ value: decimal(locale, '49.5'), unit: unit('a') });
      expect(await cell(page, label('soundPower'))).toEqual({ value: '76', unit: unit('dba') });
      await expect(page.getByTestId('spec-table')).not.toContainText(label('energyClass'));
    });

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
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

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

test.describe('back office', () => {
  let app: AppServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    app = await startAppServer({ RATE_LIMIT_PER_MINUTE: '10000' }, { seed: true });
  });
  test.afterAll(async () => {
    await app?.stop();
  });

  test('an editor changes a figure: the public page shows it in every language, the audit log has it; a wrong class is refused', async ({ page }) => {
    test.setTimeout(90_000);
    const texts = JSON.parse(fs.readFileSync('messages/admin/catalogue/en.json', 'utf8')) as { errors: Record<string, string> };
    const editor = await createStaff(app.db, 'editor');
    await signIn(page, app.baseUrl, editor);
    const product = await app.db.product.findUniqueOrThrow({ where: { slug: 'ws-50r32' } });
    expect(product.maxPipeLengthM).toBe(30);
    await page.goto(`${app.baseUrl}/admin/catalogue/products/${product.id}`);

    // The class must be the one the SEER earns: A+++ needs 8.5.
    await page.locator('select[name="energyClassCooling"]').selectOption('A+++');
    await page.getByTestId('product-save').click();
    await expect(page.getByTestId('field-error').first()).toHaveText(texts.errors.classMismatch!);
    expect((await app.db.product.findUniqueOrThrow({ where: { id: product.id } })).version).toBe(1);

    await page.locator('select[name="energyClassCooling"]').selectOption('A++');
    await page.locator('input[name="maxPipeLengthM"]').fill('35');
    await page.locator('input[name="startingCurrentA"]').fill('9,8');
    await page.getByTestId('product-save').click();
    await expect(page.getByTestId('field-error')).toHaveCount(0);
    await expect.poll(async () => (await app.db.product.findUniqueOrThrow({ where: { id: product.id } })).maxPipeLengthM).toBe(35);
    const saved = await app.db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect([saved.startingCurrentA, saved.energyClassCooling, saved.version]).toEqual([9.8, 'A++', 2]);

    const [entry] = await app.db.auditLog.findMany({ where: { entity: 'product', entityId: product.id, action: 'product.update' } });
    expect(entry?.before).toMatchObject({ maxPipeLengthM: 30, startingCurrentA: 10.4 });
    expect(entry?.after).toMatchObject({ maxPipeLengthM: 35, startingCurrentA: 9.8 });

    for (const locale of LOCALES) {
      const lengthRow = `${t(locale, 'Catalogue.technical.maxPipeLength')}</th><td>35<span>${t(locale, 'Catalogue.units.m')}</span>`;
      await expect.poll(async () => (await fetch(`${app.baseUrl}${localized(locale, '/product/ws-50r32')}`).then((r) => r.text())).includes(lengthRow), locale).toBe(true);
      const html = await fetch(`${app.baseUrl}${localized(locale, '/product/ws-50r32')}`).then((r) => r.text());
      expect(html, locale).toContain(`${t(locale, 'Catalogue.technical.startingCurrent')}</th><td>${decimal(locale, '9.8')}<span>${t(locale, 'Catalogue.units.a')}</span>`);
    }
  });
});
