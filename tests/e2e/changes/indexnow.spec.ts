import fs from 'node:fs';
import path from 'node:path';
import { staffBrowser } from '../../support/back-office';
import { BASE_URL } from '../../support/e2e-settings.mjs';
import { INDEXNOW_DIR } from '../../support/e2e-server.mjs';
import { copyProduct, createCategory, db, unique } from '../../support/factories';
import { expect, test } from '../../support/test';

// IndexNow against the e2e server's fake endpoint (tests/support/e2e-server.mjs): a publish is announced with
// every URL its revalidation touched, in the three languages, with the key the site serves at /<key>.txt; a saved
// draft is not. Other tests publish meanwhile: a batch may carry their URLs too, so this one looks for its own, and
// its product sits in a category of its own (a publish announces the products beside it as well).

type Submission = { host: string; key: string; keyLocation: string; urlList: string[] };
const submissions = (): Submission[] =>
  fs.existsSync(INDEXNOW_DIR) ? fs.readdirSync(INDEXNOW_DIR).filter((name) => name.endsWith('.json')).map((name) => JSON.parse(fs.readFileSync(path.join(INDEXNOW_DIR, name), 'utf8'))) : [];
const announcing = (url: string) => submissions().filter((s) => s.urlList.includes(url));

test('a published change is announced in the three languages with the site’s key; a draft is not', async ({ browser, request }) => {
  const category = await createCategory('air-conditioners');
  const product = await copyProduct('ws-35r32', { categoryId: category.id });
  const url = `${BASE_URL}/product/${product.slug}`;
  const editor = await staffBrowser(browser, 'editor');
  const page = await editor.page();
  await page.goto(`/admin/catalogue/products/${product.id}`);
  await page.locator('input[name="translations.en.name"]').fill(`Announced ${unique()}`);
  await page.getByTestId('product-save').click();
  await expect(page.getByRole('status')).toBeVisible();
  // The draft: nothing queued. A change queues its URLs before its answer, and a queued URL stays in the table
  // until the fake has written the batch carrying it: neither holds it.
  expect(await db.indexNowUrl.count({ where: { url } })).toBe(0);
  expect(announcing(url)).toEqual([]);

  await page.reload();
  await page.getByTestId('publish-changes').click();
  await expect(page.getByTestId('catalogue-done')).toBeVisible();
  await editor.close();
  await expect.poll(() => announcing(url).length, { timeout: 20_000 }).toBe(1);
  const [batch] = announcing(url);
  for (const prefix of ['', '/ru', '/en']) {
    for (const pathname of [`/product/${product.slug}`, `/categories/${category.slug}`, '/product']) expect(batch!.urlList, `${prefix}${pathname}`).toContain(`${BASE_URL}${prefix}${pathname}`);
  }
  expect(batch).toMatchObject({ host: new URL(BASE_URL).host, keyLocation: `${BASE_URL}/${batch!.key}.txt` });

  // The key file answers the key; any other name of its shape, 404.
  const keyFile = await request.get(`/${batch!.key}.txt`);
  expect(keyFile.status()).toBe(200);
  expect(await keyFile.text()).toBe(batch!.key);
  expect((await request.get(`/${'0'.repeat(32)}.txt`)).status()).toBe(404);
});
