import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { pdfText } from '../../support/catalogue-pages';
import { BASE_URL } from '../../support/e2e-settings.mjs';
import { copyProduct, db, unique } from '../../support/factories';
import { createStaff, signIn } from '../../support/staff';

// The product datasheet regenerated after an edit in the back office, on products of the tests' own (copies of seed
// products): new names reach the cached PDFs, a new slug moves the datasheet URLs.

/** The answer the cache gives for `url`, once it has one. Polled: another test's change to the catalogue (a
 * revalidation of every page) may fall between two requests, and then one is made anew. */
async function expectCached(request: APIRequestContext, url: string) {
  await expect.poll(async () => (await request.get(url)).headers()['x-nextjs-cache'], { message: `${url} from the cache` }).toBe('HIT');
}

/** Signs in as an editor of the test's own and saves the product's form after `fill`. */
async function editProduct(browser: Browser, productId: string, fill: (page: Page) => Promise<unknown>) {
  const editor = await createStaff(db, 'editor');
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, BASE_URL, editor);
  await page.goto(`/admin/catalogue/products/${productId}`);
  await fill(page);
  await page.getByTestId('product-save').click();
  // The product is published: the change goes live with "Publish changes".
  await page.getByTestId('publish-changes').click();
  await page.getByTestId('catalogue-done').waitFor({ timeout: 30_000 });
  return context;
}

test.describe('regeneration', () => {
  // Signing in, a save and PDFs made anew.
  test.describe.configure({ timeout: 60_000 });

  test('edited product names reach their cached datasheets, the Italian one at its unprefixed URL too', async ({ browser, request }) => {
    const product = await copyProduct('ws-35r32');
    const url = (prefix: string) => `${prefix}/product/${product.slug}/datasheet.pdf`;
    for (const prefix of ['', '/ru']) {
      expect((await request.get(url(prefix))).status()).toBe(200);
      await expectCached(request, url(prefix));
    }

    const names = { '': `Split di prova ${unique()}`, '/ru': `Сплит-система для проверки ${unique()}` };
    const context = await editProduct(browser, product.id, async (page) => {
      await page.locator('input[name="translations.it.name"]').fill(names['']);
      await page.locator('input[name="translations.ru.name"]').fill(names['/ru']);
    });
    await expect.poll(async () => (await db.productTranslation.findUniqueOrThrow({ where: { productId_locale: { productId: product.id, locale: 'ru' } } })).name).toBe(names['/ru']);
    await context.close();

    for (const [prefix, name] of Object.entries(names)) {
      await expect.poll(async () => pdfText(await (await request.get(url(prefix))).body()), { timeout: 20_000 }).toContain(name);
      // Cached again once regenerated.
      await expectCached(request, url(prefix));
    }
  });

  test('a changed slug: the old datasheet URLs answer 308 to the new ones in it, ru and en', async ({ browser, request }) => {
    const product = await copyProduct('fcu-200');
    const newSlug = `${product.slug}-renamed`;
    const old = (prefix: string) => `${prefix}/product/${product.slug}/datasheet.pdf`;
    // Cached under the old slug first.
    for (const prefix of ['', '/ru', '/en']) expect((await request.get(old(prefix))).status()).toBe(200);

    const context = await editProduct(browser, product.id, (page) => page.locator('input[name="slug"]').fill(newSlug));
    await expect.poll(async () => (await db.product.findUniqueOrThrow({ where: { id: product.id } })).slug).toBe(newSlug);
    await context.close();

    for (const prefix of ['', '/ru', '/en']) {
      await expect
        .poll(async () => {
          const answer = await request.get(old(prefix), { maxRedirects: 0 });
          return [answer.status(), answer.headers()['location']];
        })
        .toEqual([308, `${prefix}/product/${newSlug}/datasheet.pdf`]);
      const moved = await request.get(`${prefix}/product/${newSlug}/datasheet.pdf`);
      expect(moved.status()).toBe(200);
      expect(moved.headers()['content-disposition']).toContain(`_${prefix ? prefix.slice(1) : 'it'}.pdf"`);
    }
  });
});
