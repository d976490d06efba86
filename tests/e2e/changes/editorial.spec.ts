import { adminTexts, staffBrowser } from '../../support/back-office';
import { copyProduct, db, unique } from '../../support/factories';
import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';

// Editors publish safely (issue 29): completeness refuses a publish, preview is for staff only, a published
// product's changes are a draft with a history that can be restored, and nothing typed is lost to the pictures.
// Each test works on a copy of a seed product (`t-…`) with an editor of its own, in English.

test.describe.configure({ timeout: 90_000 });

const C = adminTexts('catalogue', 'en');
const A = adminTexts('audit', 'en');
const editUrl = (id: string) => `/admin/catalogue/products/${id}`;
const enText = (id: string) => db.productTranslation.findUniqueOrThrow({ where: { productId_locale: { productId: id, locale: 'en' } } });

test('without JavaScript: publishing an incomplete product is refused, naming the missing text; completed, it publishes', async ({ browser, request }) => {
  const product = await copyProduct('ws-25r32', { published: false });
  await db.productTranslation.update({ where: { productId_locale: { productId: product.id, locale: 'en' } }, data: { description: '' } });
  const editor = await staffBrowser(browser, 'editor');
  const page = await editor.page({ javaScriptEnabled: false });
  await page.goto(editUrl(product.id));
  await page.getByTestId('publish').click();
  await expect(page.getByTestId('catalogue-error')).toHaveText(C('notices.error.INCOMPLETE'));
  const missing = page.getByTestId('incomplete-en');
  await expect(missing.getByRole('link')).toHaveText([C('fields.description')]);
  await expect(missing.getByRole('link')).toHaveAttribute('href', '#translations.en.description');
  await expect(page.getByTestId('incomplete-it')).toHaveCount(0);
  expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).published).toBe(false);
  expect(await request.get(`/en/product/${product.slug}`).then((r) => r.status())).toBe(404);

  await page.locator('textarea[name="translations.en.description"]').fill('A wall split for offices and shops.');
  await page.getByTestId('product-save').click();
  await expect(page.getByTestId('completeness')).toContainText(adminTexts('common', 'en')('workflow.complete'));
  await page.getByTestId('publish').click();
  await expect(page.getByTestId('catalogue-done')).toHaveText(C('notices.done.published'));
  await expect.poll(() => request.get(`/en/product/${product.slug}`).then((r) => r.status())).toBe(200);
  await editor.close();
});

test('preview: staff see an unpublished product under a banner, private and noindex; a visitor and a copied cookie get 404', async ({ browser, request }) => {
  const product = await copyProduct('ws-70r32', { published: false });
  const editor = await staffBrowser(browser, 'editor');
  const page = await editor.page();
  await page.goto(editUrl(product.id));
  const previewHref = await page.getByTestId('preview-link').getAttribute('href');
  const answer = await page.goto(previewHref!);
  expect(new URL(page.url()).pathname).toBe(`/en/product/${product.slug}`);
  await expect(page.getByTestId('preview-banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.names.en);
  expect(answer!.status()).toBe(200);
  expect(answer!.headers()['cache-control']).toBe('private, no-store');
  expect(answer!.headers()['x-robots-tag']).toContain('noindex');

  expect((await request.get(`/en/product/${product.slug}`)).status()).toBe(404);
  const bypass = (await page.context().cookies()).find((cookie) => cookie.name === '__prerender_bypass');
  expect(bypass).toBeDefined();
  const stranger = await browser.newContext();
  await stranger.addCookies([bypass!]);
  const copied = await (await stranger.newPage()).goto(`/en/product/${product.slug}`);
  expect(copied!.status()).toBe(404);
  await stranger.close();

  // Leaving preview: the staff member sees what visitors see.
  await page.getByRole('link', { name: 'Exit preview' }).click();
  await expect(page.getByTestId('preview-banner')).toHaveCount(0);
  await editor.close();
});

test('history: a saved draft is a version with its field diff; restoring the first makes a new draft; the audit log reads in words', async ({ browser }) => {
  const product = await copyProduct('ach-300w');
  const editor = await staffBrowser(browser, 'editor');
  const page = await editor.page();
  const renamed = `Office split ${unique()}`;
  await page.goto(editUrl(product.id));
  await page.locator('input[name="translations.en.name"]').fill(renamed);
  await page.getByTestId('product-save').click();
  await expect(page.getByTestId('draft-state')).toBeVisible();
  await page.getByTestId('publish-changes').click();
  await expect(page.getByTestId('catalogue-done')).toHaveText(C('notices.done.published'));
  expect((await enText(product.id)).name).toBe(renamed);

  await page.getByTestId('history-link').click();
  await expect(page.getByTestId('version-row')).toHaveCount(3);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'v2' }).click();
  const change = page.getByTestId('version-changes').getByTestId('change-row');
  await expect(change).toHaveCount(1);
  await expect(change).toContainText(product.names.en);
  await expect(change).toContainText(renamed);
  await expectNoAxeViolations(page);

  await page.goto(`/admin/history/product/${product.id}/1`);
  await page.getByTestId('restore-version').click();
  await expect(page.getByTestId('catalogue-done')).toHaveText(C('notices.done.restored'));
  await expect(page.locator('input[name="translations.en.name"]')).toHaveValue(product.names.en);
  await expect(page.getByTestId('draft-state')).toBeVisible();
  // The public product is unchanged until the restored draft is published; the history only grew.
  expect((await enText(product.id)).name).toBe(renamed);
  const versions = await db.contentVersion.findMany({ where: { entity: 'product', entityId: product.id }, orderBy: { number: 'asc' } });
  expect(versions.map((v) => v.kind)).toEqual(['baseline', 'draft', 'publish', 'restore']);

  const admin = await staffBrowser(browser, 'admin');
  const audit = await admin.page();
  await audit.goto(`/admin/audit?entity=product&actor=${encodeURIComponent(editor.staff.email)}`);
  await expect(audit.getByTestId('audit-event')).toHaveText([A('events.product_restore'), A('events.product_publish'), A('events.product_draft_save')]);
  await expect(audit.getByRole('link', { name: new RegExp(product.modelCode) }).first()).toHaveAttribute('href', editUrl(product.id));
  await admin.close();
  await editor.close();
});

test('typed text survives "Save and edit pictures"; leaving with unsaved changes asks first', async ({ browser }) => {
  const product = await copyProduct('ach-500w');
  const editor = await staffBrowser(browser, 'editor');
  const page = await editor.page();
  const typed = `Typed before the pictures ${unique()}`;
  await page.goto(editUrl(product.id));
  await page.locator('input[name="translations.en.name"]').fill(typed);
  await page.getByTestId('edit-pictures').click();
  await expect(page).toHaveURL(new RegExp(`${editUrl(product.id)}/pictures$`));
  await expect(page.locator('#picture-file')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: C('pictures.backToProduct') }).click();
  await expect(page.locator('input[name="translations.en.name"]')).toHaveValue(typed);

  // A link of the back office while something is typed: the question, and "no" keeps the page and the text.
  await page.locator('input[name="translations.en.name"]').fill(`${typed} more`);
  const asked = page.waitForEvent('dialog', { timeout: 10_000 }).then(async (dialog) => {
    const message = dialog.message();
    await dialog.dismiss();
    return message;
  });
  await page.getByRole('link', { name: `← ${C('title')}` }).click();
  expect(await asked).toBe(adminTexts('common', 'en')('unsavedLeave'));
  await expect(page).toHaveURL(new RegExp(`${editUrl(product.id)}$`));
  await expect(page.locator('input[name="translations.en.name"]')).toHaveValue(`${typed} more`);
  await editor.close();
});

test('scheduling, without JavaScript: a publish set for a time already passed is made at once; a later unpublish shows in my zone and is cancelled', async ({ browser, request }) => {
  const product = await copyProduct('ws-35r32', { published: false });
  const editor = await staffBrowser(browser, 'editor');
  await db.user.update({ where: { id: editor.staff.id }, data: { timeZone: 'Europe/Moscow' } });
  const page = await editor.page({ javaScriptEnabled: false });
  await page.goto(editUrl(product.id));
  await expect(page.getByTestId('schedule-form')).toContainText('Europe/Moscow (GMT+3)');
  // Ten minutes ago on Moscow's clock, as the editor types it: made in the runner's next pass, not left waiting.
  const moscow = (at: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Moscow', dateStyle: 'short', timeStyle: 'short' }).format(at).replace(' ', 'T');
  await page.locator('#schedule-action').selectOption('publish');
  await page.locator('#schedule-at').fill(moscow(new Date(Date.now() - 10 * 60_000)));
  await page.getByTestId('schedule-submit').click();
  await expect(page.getByTestId('catalogue-done')).toHaveText(C('notices.done.scheduled'));
  await expect.poll(() => request.get(`/en/product/${product.slug}`).then((r) => r.status()), { timeout: 30_000 }).toBe(200);
  // As the editor who set it, marked as scheduled, with the sitemap refreshed as after a click.
  const entry = await db.auditLog.findFirstOrThrow({ where: { entityId: product.id, action: 'product.publish' } });
  expect(entry).toMatchObject({ actorEmail: editor.staff.email, meta: expect.objectContaining({ scheduled: true }) });
  await expect.poll(async () => (await request.get('/en/sitemap.xml').then((r) => r.text())).includes(`/en/product/${product.slug}`), { timeout: 30_000 }).toBe(true);

  // With scripts: tomorrow at 09:00 in Moscow, shown as typed with the zone's name; axe on the panel; then cancelled.
  await page.close();
  const withScripts = await editor.page();
  await withScripts.goto(editUrl(product.id));
  const tomorrow = moscow(new Date(Date.now() + 24 * 60 * 60_000)).slice(0, 10);
  await withScripts.locator('#schedule-action').selectOption('unpublish');
  await withScripts.locator('#schedule-at').fill(`${tomorrow}T09:00`);
  await withScripts.getByTestId('schedule-submit').click();
  const line = withScripts.getByTestId('scheduled-unpublish');
  await expect(line).toContainText('09:00');
  await expect(line).toContainText('(Europe/Moscow)');
  await expect(line).toContainText(editor.staff.email);
  const job = await db.job.findFirstOrThrow({ where: { dedupeKey: `schedule:product:${product.id}:unpublish` } });
  expect(job.runAt.toISOString()).toBe(`${tomorrow}T06:00:00.000Z`);
  await expectNoAxeViolations(withScripts);
  await withScripts.getByTestId('cancel-unpublish').click();
  await expect(withScripts.getByTestId('catalogue-done')).toHaveText(C('notices.done.scheduleCancelled'));
  await expect(withScripts.getByTestId('scheduled-unpublish')).toHaveCount(0);
  await editor.close();
});
