import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { adminTexts, staffBrowser, type StorageState } from '../../support/back-office';
import { expectImageLoaded } from '../../support/e2e';
import { copyProduct, createCategory, db, unique } from '../../support/factories';
import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';

// The catalogue of the back office: an editor's changes reach the public pages, conflicts and forbidden calls
// change nothing, pictures are checked by content, old slugs redirect, and every change is in the audit log. Each
// test works on products and categories of its own (copies of seed products, `t-…` slugs) with an editor of its
// own, who reads the back office in English.

// A sign-in, then axe over large pages or three uploads and a visit: 8 to 47 s each on two cores shared with
// other runs (load 12 to 18).
test.describe.configure({ timeout: 90_000 });

const C = adminTexts('catalogue', 'en');
const common = adminTexts('common', 'en');

const editUrl = (id: string) => `/admin/catalogue/products/${id}`;
const ruName = async (id: string) => (await db.productTranslation.findUniqueOrThrow({ where: { productId_locale: { productId: id, locale: 'ru' } } })).name;
/** The Russian name the editor sees: the draft's while the published product has one, else the product's. */
const workingRuName = async (id: string) => {
  const draft = await db.contentDraft.findUnique({ where: { entity_entityId: { entity: 'product', entityId: id } } });
  return draft ? String((draft.data as { texts: Record<string, { name?: string }> }).texts.ru?.name) : ruName(id);
};
/** "Publish changes" on the edit page, and its notice. */
const publishChanges = async (page: Page) => {
  await page.getByTestId('publish-changes').click();
  await expect(page.getByTestId('catalogue-done')).toHaveText(C('notices.done.published'));
};
const audit = (productId: string, action: string) => db.auditLog.findMany({ where: { entity: 'product', entityId: productId, action } });
const status = async (request: APIRequestContext, url: string) => (await request.get(url, { maxRedirects: 0 })).status();

test('the list finds a product by its Russian name and has no axe violations; so has the edit page', async ({ browser }) => {
  const product = await copyProduct('ach-020s');
  const editor = await staffBrowser(browser, 'editor');
  const page = await editor.page();
  await page.goto(`/admin/catalogue?q=${encodeURIComponent(product.names.ru.toUpperCase())}`);
  await expect(page.getByTestId('product-row')).toHaveCount(1);
  await expect(page.getByTestId('product-row')).toContainText(product.slug);
  await expectNoAxeViolations(page);
  await page.goto(editUrl(product.id));
  await expect(page.getByTestId('product-form')).toBeVisible();
  await expectNoAxeViolations(page);
  await editor.close();
});

test("an editor changes a published product's Russian name: a draft until \"Publish changes\", then /ru/product/{slug} shows it; the audit log has both", async ({ browser, request }) => {
  const product = await copyProduct('ach-050s');
  const editor = await staffBrowser(browser, 'editor');
  const page = await editor.page();
  const renamed = `Тестовое имя ${unique()}`;
  // The public page is generated before the change.
  expect(await status(request, `/ru/product/${product.slug}`)).toBe(200);
  await page.goto(editUrl(product.id));
  await page.locator('input[name="translations.ru.name"]').fill(renamed);
  await page.getByTestId('product-save').click();
  await expect(page.getByRole('status').filter({ hasText: common('saved') })).toBeVisible();
  await expect(page.getByTestId('draft-state')).toBeVisible();
  // Saved as a draft: the product and its public page are as they were.
  expect(await ruName(product.id)).toBe(product.names.ru);
  expect(await workingRuName(product.id)).toBe(renamed);
  expect((await (await request.get(`/ru/product/${product.slug}`)).text()).includes(renamed)).toBe(false);
  const row = await db.product.findUniqueOrThrow({ where: { id: product.id } });
  expect(row.version).toBe(2);
  expect(row.editedAt).not.toBeNull();

  await publishChanges(page);
  expect(await ruName(product.id)).toBe(renamed);
  await expect(page.getByTestId('draft-state')).toHaveCount(0);
  await expect.poll(async () => (await (await request.get(`/ru/product/${product.slug}`)).text()).includes(renamed)).toBe(true);

  const [draft] = await audit(product.id, 'product.draft.save');
  expect(draft!.actorEmail).toBe(editor.staff.email);
  expect(draft!.before).toEqual({ 'name.ru': product.names.ru });
  expect(draft!.after).toEqual({ 'name.ru': renamed });
  const [published] = await audit(product.id, 'product.publish');
  expect(published!.after).toEqual({ 'name.ru': renamed });
  await editor.close();
});

test('two saves from the same version: the second gets "changed meanwhile", the first one stays', async ({ browser }) => {
  const product = await copyProduct('ach-150s');
  const editor = await staffBrowser(browser, 'editor');
  const first = await editor.page();
  const second = await first.context().newPage();
  await first.goto(editUrl(product.id));
  await second.goto(editUrl(product.id));
  await first.locator('input[name="translations.ru.name"]').fill('Первое сохранение');
  await first.getByTestId('product-save').click();
  await expect(first.getByRole('status').filter({ hasText: common('saved') })).toBeVisible();
  await second.locator('input[name="translations.ru.name"]').fill('Второе сохранение');
  await second.getByTestId('product-save').click();
  const alert = second.getByTestId('action-error');
  await expect(alert).toContainText(common('errors.CONFLICT'));
  await expect(alert.getByRole('link', { name: common('reload') })).toBeVisible();
  // What the second editor typed is still in the form, and nothing of it was saved.
  await expect(second.locator('input[name="translations.ru.name"]')).toHaveValue('Второе сохранение');
  expect(await workingRuName(product.id)).toBe('Первое сохранение');
  expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).version).toBe(2);
  expect(await audit(product.id, 'product.draft.save')).toHaveLength(1);
  await editor.close();
});

test('unpublish: the product page answers 404 and the product leaves the sitemaps', async ({ browser, request }) => {
  const product = await copyProduct('hpc-015');
  const editor = await staffBrowser(browser, 'editor');
  const page = await editor.page();
  const inSitemap = async (url: string) => (await (await request.get(url)).text()).includes(`/product/${product.slug}<`);
  await expect.poll(() => inSitemap('/sitemap.xml')).toBe(true);
  expect(await status(request, `/product/${product.slug}`)).toBe(200);
  await page.goto(editUrl(product.id));
  await page.getByTestId('unpublish').click();
  await expect(page.getByTestId('catalogue-done')).toHaveText(C('notices.done.unpublished'));
  expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).published).toBe(false);
  await expect.poll(() => status(request, `/product/${product.slug}`)).toBe(404);
  expect(await status(request, `/ru/product/${product.slug}`)).toBe(404);
  await expect.poll(() => inSitemap('/sitemap.xml')).toBe(false);
  await expect.poll(() => inSitemap('/en/sitemap.xml')).toBe(false);
  expect(await audit(product.id, 'product.unpublish')).toHaveLength(1);
  await editor.close();
});

test('an uploaded PNG becomes a WebP on the public page; an SVG and a text file named .png are refused', async ({ browser, request }) => {
  // Each upload is a plain form post answered with a redirect to the pictures page (no script needed: the page runs
  // without, which spares the browser hydrating the large form on each of its four loads). A notice is read only
  // once the page the upload answered with has loaded (two refusals show the same text at the same URL), and
  // every wait has a limit of its own (no bare fetch: a request that never answers fails its step, named below).
  const product = await copyProduct('ahu-m-05');
  const editor = await staffBrowser(browser, 'editor');
  const page = await editor.page({ javaScriptEnabled: false });
  let loads = 0;
  page.on('load', () => (loads += 1));
  // A picture of this test's own: pictures are stored under their content's hash, shared by equal uploads.
  const [r, g, b] = [1, 2, 3].map(() => Math.floor(Math.random() * 256));
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: r!, g: g!, b: b! } } }).png().toBuffer();
  const upload = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const before = loads;
    await page.locator('#picture-file').setInputFiles(file);
    await page.getByTestId('picture-upload').click();
    await expect.poll(() => loads, { message: 'the pictures page loads again after the upload' }).toBeGreaterThan(before);
  };
  await page.goto(`${editUrl(product.id)}/pictures`);

  await test.step('an SVG and a text file named .png are refused', async () => {
    await upload({ name: 'drawing.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') });
    await expect(page.getByTestId('catalogue-error')).toHaveText(C('notices.picture.TYPE'));
    // Said in the pictures section, where the page returns after the upload: in view, not at the page's top.
    await expect(page.locator('#pictures').getByTestId('catalogue-error')).toBeInViewport();
    await upload({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('This is only text with a picture name.\n') });
    await expect(page.getByTestId('catalogue-error')).toHaveText(C('notices.picture.TYPE'));
    expect(await audit(product.id, 'product.picture.add')).toHaveLength(0);
  });

  const uploaded = await test.step('the PNG is stored as a WebP', async () => {
    await upload({ name: 'unit.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByTestId('catalogue-done')).toHaveText(C('notices.done.pictureAdded'));
    // The product is published: the picture is in its draft until "Publish changes".
    const draft = await db.contentDraft.findUniqueOrThrow({ where: { entity_entityId: { entity: 'product', entityId: product.id } } });
    const pictures = (draft.data as { fields: { pictures: string[] } }).fields.pictures;
    const url = pictures.at(-1)!;
    expect(url).toMatch(/^\/uploads\/products\/[a-f0-9]+-480\.webp$/);
    const file = await request.get(url, { timeout: 10_000 });
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/webp');
    expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(await file.body()).metadata()).format).toBe('webp');
    return url;
  });

  await test.step('published, the public page shows it', async () => {
    await page.goto(editUrl(product.id));
    await publishChanges(page);
    await expect.poll(async () => (await (await request.get(`/en/product/${product.slug}`, { timeout: 10_000 })).text()).includes(`src="${uploaded}"`)).toBe(true);
    const visitor = await browser.newPage();
    await visitor.goto(`/en/product/${product.slug}`);
    await expectImageLoaded(visitor.locator(`img[src="${uploaded}"]`));
    await visitor.close();
  });
  expect(await audit(product.id, 'product.picture.add')).toHaveLength(1);
  await editor.close();
});

test('a sales user gets 403 for the editor page and for its save action, and nothing changes', async ({ browser }) => {
  const product = await copyProduct('ahu-m-10');
  const sales = await staffBrowser(browser, 'sales');
  const response = await (await sales.page()).goto(editUrl(product.id));
  expect(response?.status()).toBe(403);

  // The editor's save, as the browser sends it (a server action call), held back and replayed with each cookie.
  const editor = await staffBrowser(browser, 'editor');
  const page = await editor.page();
  await page.goto(editUrl(product.id));
  await page.locator('input[name="translations.ru.name"]').fill('Имя от продавца');
  const captured = new Promise<{ url: string; headers: Record<string, string>; body: Buffer }>((resolve) => {
    void page.route(`**${editUrl(product.id)}`, async (route) => {
      const req = route.request();
      if (req.method() !== 'POST' || !req.headers()['next-action']) return route.fallback();
      resolve({ url: req.url(), headers: await req.allHeaders(), body: req.postDataBuffer()! });
      await route.abort();
    });
  });
  await page.getByTestId('product-save').click();
  const call = await captured;
  const replay = async (storageState: StorageState) => {
    const client = await playwrightRequest.newContext({ storageState });
    const { cookie: _cookie, 'content-length': _length, host: _host, ...headers } = call.headers;
    const answer = await client.post(call.url, { headers, data: call.body, maxRedirects: 0 });
    await client.dispose();
    return answer.status();
  };
  expect(await replay(sales.storageState)).toBe(403);
  expect(await workingRuName(product.id)).toBe(product.names.ru);
  expect(await audit(product.id, 'product.draft.save')).toHaveLength(0);
  // The same call with the editor's cookies saves: the 403 above came from the role, not from the replay.
  expect(await replay(editor.storageState)).toBe(200);
  expect(await workingRuName(product.id)).toBe('Имя от продавца');
  await editor.close();
  await sales.close();
});

test('a changed slug: the old product and category URLs answer 308 to the new ones in it, ru and en', async ({ browser, request }) => {
  const product = await copyProduct('ahu-m-20');
  // A category of its own under another family than the reorder test's (a reorder renumbers its siblings).
  const category = await createCategory('fan-coils');
  const editor = await staffBrowser(browser, 'editor');
  const page = await editor.page();
  const newSlug = `${product.slug}-new`;
  await page.goto(editUrl(product.id));
  await page.locator('input[name="slug"]').fill(newSlug);
  await page.getByTestId('product-save').click();
  await expect(page.getByRole('status').filter({ hasText: common('saved') })).toBeVisible();
  // A draft's new slug goes live with the draft.
  expect(await db.slugRedirect.findUnique({ where: { entity_fromSlug: { entity: 'product', fromSlug: product.slug } } })).toBeNull();
  await publishChanges(page);
  expect(await db.slugRedirect.findUnique({ where: { entity_fromSlug: { entity: 'product', fromSlug: product.slug } } })).toMatchObject({ targetId: product.id });

  const redirect = async (url: string) => {
    const answer = await request.get(url, { maxRedirects: 0 });
    return [answer.status(), new URL(answer.headers()['location'] ?? '/', 'http://x').pathname];
  };
  for (const prefix of ['', '/ru', '/en']) {
    await expect.poll(() => redirect(`${prefix}/product/${product.slug}`)).toEqual([308, `${prefix}/product/${newSlug}`]);
    // The new slug did not exist at build time: rendered on its first visit (no dynamicParams = false above the page).
    expect(await status(request, `${prefix}/product/${newSlug}`), `${prefix}/product/${newSlug}`).toBe(200);
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/product/${newSlug}<`);
  expect(sitemap).not.toContain(`/product/${product.slug}<`);
  expect(await audit(product.id, 'product.draft.save')).toHaveLength(1);

  // A category's slug, through its own form: a draft (a category is always public), then "Publish changes".
  await page.goto(`/admin/catalogue/categories/${category.id}`);
  await page.locator('input[name="slug"]').fill(`${category.slug}-new`);
  await page.getByTestId('category-save').click();
  await expect(page.getByRole('status').filter({ hasText: common('saved') })).toBeVisible();
  expect((await request.get(`/categories/${category.slug}`)).status()).toBe(200);
  await page.reload();
  await page.getByTestId('publish-changes').click();
  await expect(page.getByTestId('catalogue-done')).toHaveText(C('notices.done.published'));
  for (const prefix of ['', '/ru', '/en']) {
    await expect.poll(() => redirect(`${prefix}/categories/${category.slug}`)).toEqual([308, `${prefix}/categories/${category.slug}-new`]);
  }
  expect(await db.auditLog.count({ where: { entity: 'category', entityId: category.id, action: { in: ['category.draft.save', 'category.publish'] } } })).toBe(2);
  await editor.close();
});

test('without JavaScript: "More rows" keeps what was typed and adds rows, Save stores a new specification row', async ({ browser }) => {
  const product = await copyProduct('cfc-25');
  const editor = await staffBrowser(browser, 'editor');
  const page = await editor.page({ javaScriptEnabled: false });
  await page.goto(editUrl(product.id));
  const labels = page.locator('input[name^="translations.it.specifications["][name$=".label"]');
  const rowsBefore = await labels.count();
  await page.locator('input[name="translations.ru.name"]').fill('Без скриптов');
  // The texts' "More rows" (the shared specifications have their own).
  await page.getByRole('button', { name: C('form.moreRows') }).last().click();
  await expect(page.getByRole('status')).toHaveText(C('form.rowsAdded'));
  await expect(labels).toHaveCount(rowsBefore + 3);
  await expect(page.locator('input[name="translations.ru.name"]')).toHaveValue('Без скриптов');
  expect(await workingRuName(product.id)).not.toBe('Без скриптов');

  const last = rowsBefore + 2;
  await page.locator(`input[name="translations.it.specifications[${last}].label"]`).fill('Classe energetica');
  await page.locator(`input[name="translations.it.specifications[${last}].value"]`).fill('A++');
  await page.getByTestId('product-save').click();
  await expect(page.getByRole('status')).toHaveText(common('saved'));
  expect(await workingRuName(product.id)).toBe('Без скриптов');
  const draft = await db.contentDraft.findUniqueOrThrow({ where: { entity_entityId: { entity: 'product', entityId: product.id } } });
  expect((draft.data as { texts: { it: { specifications: unknown[] } } }).texts.it.specifications).toContainEqual({ group: 'general', label: 'Classe energetica', value: 'A++' });

  // A bad value is refused with its field's message, and what was typed stays.
  await page.locator('input[name="netWeightKg"]').fill('heavy');
  await page.getByTestId('product-save').click();
  await expect(page.getByTestId('field-error').first()).toHaveText(C('errors.number'));
  await expect(page.locator('input[name="netWeightKg"]')).toHaveValue('heavy');
  expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).version).toBe(2);
  await editor.close();
});

test('categories reorder with plain forms', async ({ browser }) => {
  // Two categories of its own under a seed family. A move renumbers all the siblings (10, 20, …): the seed ones
  // already have those numbers and keep them; these two are put last, together, so the one above the second is
  // the first (categories other tests make get 1000 and sort before them).
  const family = 'ventilation';
  const first = await createCategory(family);
  const second = await createCategory(family);
  const parentId = (await db.category.findUniqueOrThrow({ where: { slug: family } })).id;
  const highest = (await db.category.findFirstOrThrow({ where: { parentId }, orderBy: { sortOrder: 'desc' } })).sortOrder;
  const base = Math.max(highest, 1000) + 10;
  await db.category.update({ where: { id: first.id }, data: { sortOrder: base } });
  await db.category.update({ where: { id: second.id }, data: { sortOrder: base + 10 } });
  const order = async () =>
    (await db.category.findMany({ where: { parentId }, orderBy: [{ sortOrder: 'asc' }, { slug: 'asc' }], select: { slug: true } }))
      .map((c) => c.slug)
      .filter((slug) => slug === first.slug || slug === second.slug);
  expect(await order()).toEqual([first.slug, second.slug]);

  const editor = await staffBrowser(browser, 'editor');
  const page = await editor.page({ javaScriptEnabled: false });
  await page.goto('/admin/catalogue/categories');
  await page.getByRole('button', { name: C('categories.moveUp').replace('{name}', second.names.en) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/catalogue/categories#category-${second.id}$`));
  await expect(page.getByTestId('category-tree')).toBeVisible();
  expect(await order()).toEqual([second.slug, first.slug]);
  expect(await db.auditLog.count({ where: { action: 'category.reorder', entityId: second.id } })).toBe(1);
  await editor.close();
});

test('a product is duplicated unpublished and deleted with a tombstone', async ({ browser, request }) => {
  const product = await copyProduct('cfc-45');
  // As a seed product has: deleting it must leave a tombstone, so the seed import never brings it back.
  await db.product.update({ where: { id: product.id }, data: { seedKey: product.slug } });
  const editor = await staffBrowser(browser, 'editor');
  const page = await editor.page({ javaScriptEnabled: false });

  await page.goto(editUrl(product.id));
  await page.getByTestId('duplicate').click();
  await expect(page.getByTestId('catalogue-done')).toHaveText(C('notices.done.duplicated'));
  const copy = await db.product.findUniqueOrThrow({ where: { slug: `${product.slug}-copy` } });
  expect(copy).toMatchObject({ published: false, seedKey: null });
  expect(page.url()).toContain(copy.id);
  expect(await db.auditLog.count({ where: { action: 'product.duplicate', entityId: copy.id } })).toBe(1);

  await page.goto(editUrl(product.id));
  await page.getByRole('checkbox', { name: /./ }).last().check();
  await page.getByTestId('delete-product').click();
  await expect(page.getByTestId('catalogue-done')).toHaveText(C('notices.done.deleted'));
  expect(await db.product.findUnique({ where: { id: product.id } })).toBeNull();
  expect(await db.seedTombstone.findUnique({ where: { entity_seedKey: { entity: 'product', seedKey: product.slug } } })).not.toBeNull();
  expect(await audit(product.id, 'product.delete')).toHaveLength(1);
  await expect.poll(() => status(request, `/en/product/${product.slug}`)).toBe(404);
  await editor.close();
});
