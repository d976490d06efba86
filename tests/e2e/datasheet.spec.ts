import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { startAppServer, type AppServer } from '../support/app-server';
import { LOCALES, localized, type Locale } from '../support/e2e';
import { createStaff, signIn } from '../support/staff';

// The product datasheet (PDF): downloaded from the product page's link, read back with a PDF text extractor
// (pdftotext, Debian's poppler-utils), served from the cache on the next request, regenerated after an edit.

const SLUG = 'ws-35r32';
const MODEL = 'WS-35R32';
const UNPUBLISHED = 'mx5-120';

/** Three rows of the specification table as the product page shows them in each locale (its units, its decimals). */
const SPEC_VALUES: Record<Locale, string[]> = {
  it: ['3,5 kW', '11.942 BTU/h', '220–240 V', '1,02 kW'],
  ru: ['3,5 кВт', '11 942 БТЕ/ч', '220–240 В', '1,02 кВт'],
  en: ['3.5 kW', '11,942 BTU/h', '220–240 V', '1.02 kW'],
};

/** The text of a PDF, with every run of white space (no-break spaces, line ends) as one space. */
function pdfText(bytes: Buffer): string {
  const file = path.join(os.tmpdir(), `datasheet-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('pdftotext is missing: install poppler-utils');
    throw error;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Clicks the page's datasheet link and answers the saved file's name and bytes. */
async function download(page: Page): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('datasheet-link').click()]);
  return { name: file.suggestedFilename(), bytes: fs.readFileSync((await file.path())!) };
}

for (const locale of LOCALES) {
  test.describe(`datasheet in ${locale}`, () => {
    test('the product page link downloads a PDF with the model code, the specification in the locale and its name', async ({ page }) => {
      await page.goto(localized(locale, `/product/${SLUG}`));
      const name = squeeze((await page.locator('h1').textContent()) ?? '');
      const link = page.getByTestId('datasheet-link');
      await expect(link).toHaveAttribute('href', localized(locale, `/product/${SLUG}/datasheet.pdf`));
      await expect(link).toHaveAttribute('download', '');

      const file = await download(page);
      expect(file.name).toBe(`Aeris-Clima_${MODEL}_${locale}.pdf`);
      expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(file.bytes);
      expect(text).toContain(MODEL);
      for (const value of SPEC_VALUES[locale]) expect(text).toContain(value);
      expect(text).toContain(name);
      if (locale === 'ru') {
        expect(name).toMatch(/[А-Яа-яЁё]{5}/);
        expect(text).toContain('Техническое описание');
      }
      // Page numbers in the locale's words, on every page.
      expect(text).toMatch({ it: /Pagina 1 di \d/, ru: /Страница 1 из \d/, en: /Page 1 of \d/ }[locale]);
    });

    test('answers application/pdf with its file name, and the next request from the cache with the same bytes', async ({ request }) => {
      const url = localized(locale, `/product/${SLUG}/datasheet.pdf`);
      const first = await request.get(url);
      expect(first.status()).toBe(200);
      expect(first.headers()['content-type']).toBe('application/pdf');
      const fileName = `Aeris-Clima_${MODEL}_${locale}.pdf`;
      expect(first.headers()['content-disposition']).toBe(`attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`);
      // Shared caches keep it like the product pages; Next regenerates it when the product changes.
      expect(first.headers()['cache-control']).toMatch(/^s-maxage=3600\b/);

      const second = await request.get(url);
      expect(second.headers()['x-nextjs-cache']).toBe('HIT');
      expect(Buffer.compare(await second.body(), await first.body())).toBe(0);
    });

    test('an unknown product has no datasheet (the localized 404 page), nor has an unpublished one', async ({ request }) => {
      const unknown = await request.get(localized(locale, '/product/no-such-model-xyz/datasheet.pdf'));
      expect(unknown.status()).toBe(404);
      expect(unknown.headers()['content-type']).toContain('text/html');
      expect(await unknown.text()).toContain(`lang="${locale}"`);

      const unpublished = await request.get(localized(locale, `/product/${UNPUBLISHED}/datasheet.pdf`));
      expect(unpublished.status()).toBe(404);
      expect(unpublished.headers()['content-type']).not.toContain('pdf');
      // Shared caches keep it a minute, like the 404 pages: a product published later gets its datasheet soon.
      expect(unpublished.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
    });
  });
}

test('without JavaScript the link still downloads the datasheet; the link has no axe violations', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(localized('ru', `/product/${SLUG}`));
  const file = await download(page);
  expect(file.name).toBe(`Aeris-Clima_${MODEL}_ru.pdf`);
  expect(pdfText(file.bytes)).toContain('3,5 кВт');
  await context.close();

  const withScripts = await browser.newContext();
  const italian = await withScripts.newPage();
  await italian.goto(localized('it', `/product/${SLUG}`));
  expect((await new AxeBuilder({ page: italian }).include('[data-testid="datasheet-link"]').analyze()).violations).toEqual([]);
  await withScripts.close();
});

test.describe('regeneration', () => {
  // One server with its own database for both tests (a worker of its own would start another).
  test.describe.configure({ mode: 'serial' });
  let app: AppServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    app = await startAppServer({ RATE_LIMIT_PER_MINUTE: '10000' }, { seed: true });
  });
  test.afterAll(async () => {
    await app?.stop();
  });

  test('edited product names reach their cached datasheets, the Italian one at its unprefixed URL too', async ({ browser }) => {
    const url = (prefix: string) => `${app.baseUrl}${prefix}/product/${SLUG}/datasheet.pdf`;
    for (const prefix of ['', '/ru']) {
      expect((await fetch(url(prefix))).status).toBe(200);
      expect((await fetch(url(prefix))).headers.get('x-nextjs-cache')).toBe('HIT');
    }

    const product = await app.db.product.findUniqueOrThrow({ where: { slug: SLUG } });
    const names = { '': `Split di prova ${Date.now()}`, '/ru': `Сплит-система для проверки ${Date.now()}` };
    const editor = await createStaff(app.db, 'editor');
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, app.baseUrl, editor);
    await page.goto(`${app.baseUrl}/admin/catalogue/products/${product.id}`);
    await page.locator('input[name="it.name"]').fill(names['']);
    await page.locator('input[name="ru.name"]').fill(names['/ru']);
    await page.getByTestId('product-save').click();
    await expect.poll(async () => (await app.db.productTranslation.findUniqueOrThrow({ where: { productId_locale: { productId: product.id, locale: 'ru' } } })).name).toBe(names['/ru']);
    await context.close();

    for (const [prefix, name] of Object.entries(names)) {
      await expect.poll(async () => pdfText(Buffer.from(await (await fetch(url(prefix))).arrayBuffer())), { timeout: 20_000 }).toContain(name);
      // Cached again once regenerated.
      expect((await fetch(url(prefix))).headers.get('x-nextjs-cache')).toBe('HIT');
    }
  });

  test('a changed slug: the old datasheet URLs answer 308 to the new ones in it, ru and en', async ({ browser }) => {
    const product = await app.db.product.findFirstOrThrow({ where: { published: true, slug: { not: SLUG } }, orderBy: { slug: 'asc' } });
    const newSlug = `${product.slug}-renamed`;
    const old = (prefix: string) => `${app.baseUrl}${prefix}/product/${product.slug}/datasheet.pdf`;
    // Cached under the old slug first.
    for (const prefix of ['', '/ru', '/en']) expect((await fetch(old(prefix))).status).toBe(200);

    const editor = await createStaff(app.db, 'editor');
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, app.baseUrl, editor);
    await page.goto(`${app.baseUrl}/admin/catalogue/products/${product.id}`);
    await page.locator('input[name="slug"]').fill(newSlug);
    await page.getByTestId('product-save').click();
    await expect.poll(async () => (await app.db.product.findUniqueOrThrow({ where: { id: product.id } })).slug).toBe(newSlug);
    await context.close();

    for (const prefix of ['', '/ru', '/en']) {
      await expect
        .poll(async () => {
          const answer = await fetch(old(prefix), { redirect: 'manual' });
          return [answer.status, answer.headers.get('location')];
        })
        .toEqual([308, `${prefix}/product/${newSlug}/datasheet.pdf`]);
      const moved = await fetch(`${app.baseUrl}${prefix}/product/${newSlug}/datasheet.pdf`);
      expect(moved.status).toBe(200);
      expect(moved.headers.get('content-disposition')).toContain(`_${prefix ? prefix.slice(1) : 'it'}.pdf"`);
    }
  });
});
