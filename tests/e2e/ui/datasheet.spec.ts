import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { pdfText } from '../../support/catalogue-pages';
import { localized } from '../../support/e2e';
import { axeViolations } from '../../support/axe';

// The product datasheet's link in a browser: a click saves the PDF under its name, with scripts and without.
// (The PDF's content and headers: api/datasheet.spec.ts.)

const SLUG = 'ws-35r32';
const MODEL = 'WS-35R32';

/** Clicks the page's datasheet link and answers the saved file's name and bytes. */
async function download(page: Page): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('datasheet-link').click()]);
  return { name: file.suggestedFilename(), bytes: fs.readFileSync((await file.path())!) };
}

test('the product page link downloads the datasheet in its locale, with scripts running', async ({ page }) => {
  await page.goto(localized('en', `/product/${SLUG}`));
  const file = await download(page);
  expect(file.name).toBe(`Aeris-Clima_${MODEL}_en.pdf`);
  expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfText(file.bytes)).toContain('3.5 kW');
});

test('without JavaScript the link still downloads the datasheet; the link has no axe violations', async ({ browser, page }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(localized('ru', `/product/${SLUG}`));
  const file = await download(plain);
  expect(file.name).toBe(`Aeris-Clima_${MODEL}_ru.pdf`);
  expect(pdfText(file.bytes)).toContain('3,5 кВт');
  await context.close();

  await page.goto(localized('it', `/product/${SLUG}`));
  expect(await axeViolations(page, '[data-testid="datasheet-link"]')).toEqual([]);
});
