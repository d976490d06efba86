import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { LOCALES, localized, t, type Locale } from '../../support/e2e';
import { axeViolations } from '../../support/axe';
import { COMPARE_STORAGE_KEY } from '@/lib/browser/compare-selection';

// Issue 15, item 2: the comparison. Toggles on the list keep the selection in localStorage and a tray; the
// compare page keeps it in its URL, so the same table comes back without JavaScript. (Its server HTML: the api
// project's compare.spec.ts.)

/** Three families: a split, an air-cooled chiller and a fan coil (seed data). */
const MIXED = ['ws-35r32', 'ach-020s', 'fcu-200'];

const compareUrl = (locale: Locale, query: string) => `${localized(locale, '/product/compare')}${query}`;
const columns = (page: Page) => page.getByTestId('compare-column');
/** The specification rows (the price and datasheet rows have no group and are left out). */
const specRows = (page: Page) => page.getByTestId('compare-table').locator('tbody:not(:first-of-type) tr:has(th[scope="row"])');
const tableText = (page: Page) => page.getByTestId('compare-table').evaluate((element) => (element as HTMLElement).innerText);

for (const locale of LOCALES) {
  test.describe(`compare in ${locale}`, () => {
    test('three products picked on the list, equal rows hidden, one removed: the same table comes back without JavaScript', async ({ page, browser }) => {
      await page.goto(localized(locale, '/product'));
      const cards = page.getByTestId('product-card');
      const codes = (await cards.locator('p.font-mono').allTextContents()).slice(0, 3);
      const toggle = (code: string) => page.getByRole('button', { name: t(locale, 'Compare.toggleLabel', { product: code }), exact: true });
      // Once scripts run, the link each card has in its HTML is a toggle button.
      await expect(toggle(codes[0]!)).toHaveAttribute('aria-pressed', 'false');
      await toggle(codes[0]!).click();
      await toggle(codes[1]!).click();
      // By keyboard too.
      await toggle(codes[2]!).focus();
      await page.keyboard.press('Space');
      for (const code of codes) await expect(toggle(code)).toHaveAttribute('aria-pressed', 'true');

      const tray = page.getByTestId('compare-tray');
      await expect(tray).toBeVisible();
      for (const code of codes) await expect(tray.getByRole('button', { name: t(locale, 'Compare.trayRemove', { product: code }) })).toBeAttached();
      await tray.getByTestId('compare-tray-link').click();
      await expect(page).toHaveURL(/\/product\/compare\?items=[\w-]+,[\w-]+,[\w-]+$/);
      const picked = new URL(page.url()).searchParams.get('items')!.split(',');
      await expect(columns(page)).toHaveCount(3);
      for (const [index, code] of codes.entries()) await expect(columns(page).nth(index)).toContainText(code);

      const all = await specRows(page).count();
      const differing = await specRows(page).and(page.locator('[data-differs]')).count();
      expect(differing).toBeGreaterThan(0);
      expect(differing).toBeLessThan(all);
      // Differences are marked in words for screen readers, not by colour alone.
      await expect(specRows(page).and(page.locator('[data-highlight]')).first().locator('th')).toContainText(t(locale, 'Compare.differs'));

      await page.getByTestId('compare-toggle-equal').click();
      await expect(page).toHaveURL(/&diff=1$/);
      await expect(specRows(page)).toHaveCount(differing);
      await expect(page.getByTestId('compare-options')).toContainText(t(locale, 'Compare.hiddenRows', { count: String(all - differing) }));
      await expect(page.getByTestId('compare-toggle-equal')).toHaveText(t(locale, 'Compare.showAll'));

      await columns(page).nth(1).getByTestId('compare-remove').click();
      await expect(columns(page)).toHaveCount(2);
      expect(new URL(page.url()).searchParams.get('items')).toBe(`${picked[0]},${picked[2]}`);
      expect(new URL(page.url()).searchParams.get('diff')).toBe('1');
      await expect(columns(page).nth(0)).toContainText(codes[0]!);
      await expect(columns(page).nth(1)).toContainText(codes[2]!);
      const withScripts = await tableText(page);

      const plain = await browser.newContext({ javaScriptEnabled: false });
      const noJs = await plain.newPage();
      await noJs.goto(`${new URL(page.url()).pathname}${new URL(page.url()).search}`);
      await expect(columns(noJs)).toHaveCount(2);
      expect(await tableText(noJs)).toBe(withScripts);
      await plain.close();
    });

    test("the compare page's URL becomes the selection the toggles show on a page loaded afterwards", async ({ page }) => {
      const [split, chiller, fanCoil] = MIXED as [string, string, string];
      await page.goto(compareUrl(locale, `?items=${split},${fanCoil}`));
      await expect(columns(page)).toHaveCount(2);
      // The table is the server's; the selection is stored once the page's scripts run (leaving before that kept the
      // old one: a CI failure on a busy machine).
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', COMPARE_STORAGE_KEY)).toContain(fanCoil);
      const toggle = (code: string) => page.getByRole('button', { name: t(locale, 'Compare.toggleLabel', { product: code }), exact: true });
      await page.goto(localized(locale, `/product/${chiller}`));
      await expect(toggle('ACH-020S')).toHaveAttribute('aria-pressed', 'false');
      await page.goto(localized(locale, `/product/${fanCoil}`));
      await expect(toggle('FCU 200')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('compare-tray')).toContainText('WS-35R32');
    });

    test('the tray holds four at most and says so; it closes and removes by keyboard', async ({ page }) => {
      await page.goto(localized(locale, '/product'));
      const codes = (await page.getByTestId('product-card').locator('p.font-mono').allTextContents()).slice(0, 5);
      const toggle = (code: string) => page.getByRole('button', { name: t(locale, 'Compare.toggleLabel', { product: code }), exact: true });
      for (const code of codes) await toggle(code).click();
      const tray = page.getByTestId('compare-tray');
      await expect(tray).toContainText(t(locale, 'Compare.trayFull', { max: '4' }));
      await expect(toggle(codes[4]!)).toHaveAttribute('aria-pressed', 'false');
      await expect(tray.getByTestId('compare-tray-link')).toHaveText(t(locale, 'Compare.trayCompare', { count: '4' }));

      expect(await axeViolations(page, '[data-testid="compare-tray"]')).toEqual([]);

      await tray.getByRole('button', { name: t(locale, 'Compare.trayRemove', { product: codes[0]! }) }).press('Enter');
      await expect(toggle(codes[0]!)).toHaveAttribute('aria-pressed', 'false');
      await tray.getByRole('button', { name: t(locale, 'Compare.trayClose') }).press('Enter');
      await expect(tray).toBeHidden();
    });

    test('no axe violations; on a 320 px phone only the table scrolls sideways', async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 740 });
      await page.goto(compareUrl(locale, `?items=${MIXED.join(',')}`));
      await expect(columns(page)).toHaveCount(3);
      await expect(page.getByTestId('compare-toggle-shared')).toBeVisible();

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      const box = page.getByTestId('compare-table');
      expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      // The labels stay in view while the products scroll under them.
      const label = specRows(page).first().locator('th');
      const before = (await label.boundingBox())!.x;
      await box.evaluate((element) => element.scrollBy(200, 0));
      expect((await label.boundingBox())!.x).toBe(before);

      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await axeViolations(page)).toEqual([]);
    });

    test('without JavaScript: a card link starts the list, the form adds; unknown and extra products are left out and named', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(localized(locale, '/product/ws-35r32'));
      await page.getByRole('link', { name: t(locale, 'Compare.toggleLabel', { product: 'WS-35R32' }), exact: true }).click();
      await expect(page.getByTestId('compare-too-few')).toContainText(t(locale, 'Compare.tooFewTitle'));
      await expect(page.getByTestId('compare-too-few').getByRole('link', { name: t(locale, 'Compare.backToList') })).toHaveAttribute('href', localized(locale, '/product'));
      await page.getByLabel(t(locale, 'Compare.addLabel')).selectOption('ach-020s');
      await page.getByTestId('compare-add').getByRole('button').click();
      await expect(columns(page)).toHaveCount(2);
      await expect(columns(page).nth(1)).toContainText('ACH-020S');

      // mx5-120 is unpublished in the seed data.
      await page.goto(compareUrl(locale, '?items=ws-35r32,no-such-model,ach-020s,fcu-200,hpc-015,cst-35,mx5-120'));
      await expect(columns(page)).toHaveCount(4);
      const ignored = page.getByTestId('compare-ignored');
      await expect(ignored).toContainText(t(locale, 'Compare.ignoredUnknown', { items: 'no-such-model, mx5-120' }));
      await expect(ignored).toContainText(t(locale, 'Compare.ignoredExtra', { max: '4', items: 'CST 35' }));
      await expect(page.getByTestId('compare-add')).toHaveCount(0);
      await context.close();
    });
  });
}

// Issue 36, item 1: a dealer compares two splits on a phone. The server's HTML alone (no scripts) puts both side by
// side beside the labels; with three, a line says there is more to swipe to, and the third column is off-screen.
test.describe('compare on a 375 px phone, without JavaScript', () => {
  test.use({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false });

  test('two models side by side with their first values in view; a third is announced', async ({ page }) => {
    await page.goto(compareUrl('ru', '?items=ws-25r32,ws-35r32'));
    await expect(columns(page)).toHaveCount(2);
    const first = specRows(page).first();
    // Down to the first row (the column heads with their pictures fill the first screen); the table is not moved sideways.
    await first.locator('th').scrollIntoViewIfNeeded();
    expect(await page.getByTestId('compare-table').evaluate((element) => element.scrollLeft)).toBe(0);
    for (const cell of [first.locator('th'), first.locator('td').nth(0), first.locator('td').nth(1), columns(page).nth(1).getByRole('link').first()]) {
      await expect(cell).toBeInViewport({ ratio: 1 });
    }
    await expect(page.getByTestId('compare-more')).toBeHidden();

    await page.goto(compareUrl('ru', `?items=${MIXED.join(',')}`));
    await expect(page.getByTestId('compare-more')).toHaveText(`${t('ru', 'Compare.swipeHint', { count: '3' })}→`);
    await specRows(page).first().locator('th').scrollIntoViewIfNeeded();
    await expect(specRows(page).first().locator('td').nth(1)).toBeInViewport({ ratio: 1 });
    await expect(specRows(page).first().locator('td').nth(2)).not.toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
