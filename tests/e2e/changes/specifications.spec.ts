import { adminTexts, staffBrowser } from '../../support/back-office';
import { copyProduct, db, unique } from '../../support/factories';
import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';

// Specifications entered once (issue 34, item 1), in a Russian editor's browser without JavaScript: a label added
// to the dictionary once, a shared row that names it on a product, and the public page in each language showing
// that row under its own translation; "Copy from Italian" filling an empty language, marked until it is edited.

test.describe.configure({ timeout: 90_000 });

const C = adminTexts('catalogue', 'ru');

test('a label added once to the dictionary names a shared row, shown in each language under its translation', async ({ browser, request }) => {
  const product = await copyProduct('ws-25r32', { published: false });
  const key = `t${unique().replace(/[^a-z0-9]/gi, '')}`;
  const editor = await staffBrowser(browser, 'editor', { locale: 'ru' });
  const page = await editor.page({ javaScriptEnabled: false });

  await page.goto('/admin/catalogue/labels');
  const form = page.getByTestId('add-label-form');
  await form.locator('input[name="key"]').fill(key);
  await form.locator('select[name="group"]').selectOption('acoustics');
  await form.locator('input[name="text.it"]').fill('Pressione sonora a 2 m');
  await form.locator('input[name="text.ru"]').fill('Звуковое давление на 2 м');
  await form.locator('input[name="text.en"]').fill('Sound pressure at 2 m');
  await form.getByRole('button').click();
  // Created, it opens on its own page; the list shows it in the staff member's language.
  await expect(page.getByTestId('catalogue-done')).toHaveText(C('notices.done.labelCreated'));
  await expect(page.locator('input[name="text.ru"]')).toHaveValue('Звуковое давление на 2 м');
  await page.goto('/admin/catalogue/labels');
  await expect(page.locator(`[data-testid="label-row"][data-key="${key}"]`)).toContainText('Звуковое давление на 2 м');
  // axe reads the page with scripts (it runs in the page).
  const scripted = await editor.page();
  await scripted.goto('/admin/catalogue/labels');
  await expectNoAxeViolations(scripted);
  await scripted.goto(`/admin/catalogue/labels/${key}`);
  await expectNoAxeViolations(scripted);
  await scripted.close();

  await page.goto(`/admin/catalogue/products/${product.id}`);
  const rows = page.getByTestId('shared-spec-rows');
  const existing = await rows.locator('fieldset').count();
  // The first spare row (three are offered under the product's rows).
  const spare = existing - 3;
  await rows.locator(`select[name="specRows[${spare}].key"]`).selectOption(key);
  await rows.locator(`input[name="specRows[${spare}].value"]`).fill('38');
  await rows.locator(`select[name="specRows[${spare}].unit"]`).selectOption('dba');
  await page.getByTestId('product-save').click();
  await expect(page.getByTestId('completeness')).toBeVisible();
  await page.getByTestId('publish').click();
  await expect(page.getByTestId('catalogue-done')).toHaveText(C('notices.done.published'));

  for (const [locale, label] of [['ru', 'Звуковое давление на 2 м'], ['en', 'Sound pressure at 2 m'], ['it', 'Pressione sonora a 2 m']] as const) {
    const path = locale === 'it' ? `/product/${product.slug}` : `/${locale}/product/${product.slug}`;
    await expect.poll(async () => (await request.get(path)).status()).toBe(200);
    const html = await (await request.get(path)).text();
    expect(html, locale).toContain(label);
  }
  await editor.close();
});

test('"Copy from Italian" fills an empty language, marked as a copy and incomplete until it is edited', async ({ browser }) => {
  const product = await copyProduct('ws-35r32', { published: false });
  await db.productTranslation.delete({ where: { productId_locale: { productId: product.id, locale: 'en' } } });
  const editor = await staffBrowser(browser, 'editor', { locale: 'ru' });
  const page = await editor.page({ javaScriptEnabled: false });
  await page.goto(`/admin/catalogue/products/${product.id}`);
  await page.getByTestId('copy-en').click();
  await expect(page.getByTestId('copied-en')).toHaveText(C('form.copiedNote'));
  await expect(page.locator('input[name="translations.en.name"]')).toHaveValue(product.names.it);
  await expect(page.getByTestId('incomplete-en')).toBeVisible();
  await expect(page.getByTestId('copy-en')).toHaveCount(0);
  const scripted = await editor.page();
  await scripted.goto(`/admin/catalogue/products/${product.id}`);
  await expect(scripted.getByTestId('copied-en')).toBeVisible();
  await expectNoAxeViolations(scripted);
  await editor.close();
});
