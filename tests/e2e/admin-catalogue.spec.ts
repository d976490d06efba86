import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { startAppServer, type AppServer } from '../support/app-server';
import { expectImageLoaded } from '../support/e2e';
import { createStaff, signIn, type StaffCredentials } from '../support/staff';

// The catalogue of the back office on a server of its own with the seed catalogue: an editor's changes reach
// the public pages, conflicts and forbidden calls change nothing, pictures are checked by content, old slugs
// redirect, and every change is in the audit log. The editor reads the back office in English.
test.describe.configure({ mode: 'serial' });

type Texts = Record<string, unknown>;
const load = (area: string) => JSON.parse(fs.readFileSync(`messages/admin/${area}/en.json`, 'utf8')) as Texts;
const text = (tree: Texts, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Texts)[part], tree) as string;
const catalogue = load('catalogue');
const common = load('common');
const C = (key: string) => text(catalogue, key);

let app: AppServer;
let editor: StaffCredentials;
let sales: StaffCredentials;
let uploadDir: string;
const sessions = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>();
/** Published seed products, one for each test that changes one. */
let products: { id: string; slug: string }[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aeris-uploads-'));
  app = await startAppServer({ UPLOAD_DIR: uploadDir, RATE_LIMIT_PER_MINUTE: '10000' }, { seed: true });
  editor = await createStaff(app.db, 'editor');
  sales = await createStaff(app.db, 'sales');
  products = await app.db.product.findMany({ where: { published: true }, orderBy: { slug: 'asc' }, take: 10, select: { id: true, slug: true } });
});

test.afterAll(async () => {
  await app?.stop();
  if (uploadDir) fs.rmSync(uploadDir, { recursive: true, force: true });
});

/** A page signed in as `who` (the sign-in runs once per user; its cookies are reused). */
async function as(browser: Browser, who: StaffCredentials): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ storageState: sessions.get(who.email) });
  const page = await context.newPage();
  if (!sessions.has(who.email)) {
    await signIn(page, app.baseUrl, who);
    sessions.set(who.email, await context.storageState());
  }
  return { context, page };
}

const editUrl = (id: string) => `${app.baseUrl}/admin/catalogue/products/${id}`;
const ruName = async (id: string) => (await app.db.productTranslation.findUniqueOrThrow({ where: { productId_locale: { productId: id, locale: 'ru' } } })).name;
const audit = (productId: string, action: string) => app.db.auditLog.findMany({ where: { entity: 'product', entityId: productId, action } });

async function save(page: Page) {
  await page.getByTestId('product-save').click();
}

test('the list finds a product by its Russian name and has no axe violations; so has the edit page', async ({ browser }) => {
  // The first sign-in, then axe over two large pages (the edit form holds three languages of texts and rows, the
  // technical and the engineering fields): about 30 s on a busy two-core machine.
  test.setTimeout(60_000);
  const { context, page } = await as(browser, editor);
  const product = products[0]!;
  const name = await ruName(product.id);
  await page.goto(`${app.baseUrl}/admin/catalogue?q=${encodeURIComponent(name.toUpperCase())}`);
  await expect(page.getByTestId('product-row').first()).toContainText(product.slug);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.goto(editUrl(product.id));
  await expect(page.getByTestId('product-form')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await context.close();
});

test("an editor changes a product's Russian name: /ru/product/{slug} shows it, the audit log has the change", async ({ browser }) => {
  const { context, page } = await as(browser, editor);
  const product = products[1]!;
  const before = await ruName(product.id);
  const renamed = `Тестовое имя ${Date.now()}`;
  // The public page is generated before the change.
  expect((await fetch(`${app.baseUrl}/ru/product/${product.slug}`)).status).toBe(200);
  await page.goto(editUrl(product.id));
  await page.locator('input[name="ru.name"]').fill(renamed);
  await save(page);
  await expect(page.getByRole('status').filter({ hasText: text(common, 'saved') })).toBeVisible();
  expect(await ruName(product.id)).toBe(renamed);

  const row = await app.db.product.findUniqueOrThrow({ where: { id: product.id } });
  expect(row.version).toBe(2);
  expect(row.editedAt).not.toBeNull();
  await expect
    .poll(async () => (await fetch(`${app.baseUrl}/ru/product/${product.slug}`).then((r) => r.text())).includes(renamed))
    .toBe(true);

  const entries = await audit(product.id, 'product.update');
  expect(entries).toHaveLength(1);
  expect(entries[0]!.actorEmail).toBe(editor.email);
  expect(entries[0]!.before).toMatchObject({ 'translation.ru': { name: before } });
  expect(entries[0]!.after).toMatchObject({ 'translation.ru': { name: renamed } });
  await context.close();
});

test('two saves from the same version: the second gets "changed meanwhile", the first one stays', async ({ browser }) => {
  const { context, page: first } = await as(browser, editor);
  const second = await context.newPage();
  const product = products[2]!;
  await first.goto(editUrl(product.id));
  await second.goto(editUrl(product.id));
  await first.locator('input[name="ru.name"]').fill('Первое сохранение');
  await save(first);
  await expect(first.getByRole('status').filter({ hasText: text(common, 'saved') })).toBeVisible();
  await second.locator('input[name="ru.name"]').fill('Второе сохранение');
  await save(second);
  const alert = second.getByTestId('action-error');
  await expect(alert).toContainText(text(common, 'errors.CONFLICT'));
  await expect(alert.getByRole('link', { name: text(common, 'reload') })).toBeVisible();
  // What the second editor typed is still in the form, and nothing of it was saved.
  await expect(second.locator('input[name="ru.name"]')).toHaveValue('Второе сохранение');
  expect(await ruName(product.id)).toBe('Первое сохранение');
  expect((await app.db.product.findUniqueOrThrow({ where: { id: product.id } })).version).toBe(2);
  expect(await audit(product.id, 'product.update')).toHaveLength(1);
  await context.close();
});

test('unpublish: the product page answers 404 and the product leaves the sitemaps', async ({ browser }) => {
  const { context, page } = await as(browser, editor);
  const product = products[3]!;
  const inSitemap = async (url: string) => (await fetch(url).then((r) => r.text())).includes(`/product/${product.slug}<`);
  expect(await inSitemap(`${app.baseUrl}/sitemap.xml`)).toBe(true);
  expect((await fetch(`${app.baseUrl}/product/${product.slug}`)).status).toBe(200);
  await page.goto(editUrl(product.id));
  await page.getByTestId('toggle-published').click();
  await expect(page.getByTestId('catalogue-done')).toHaveText(C('notices.done.unpublished'));
  expect((await app.db.product.findUniqueOrThrow({ where: { id: product.id } })).published).toBe(false);
  await expect.poll(async () => (await fetch(`${app.baseUrl}/product/${product.slug}`)).status).toBe(404);
  expect((await fetch(`${app.baseUrl}/ru/product/${product.slug}`)).status).toBe(404);
  await expect.poll(() => inSitemap(`${app.baseUrl}/sitemap.xml`)).toBe(false);
  await expect.poll(() => inSitemap(`${app.baseUrl}/en/sitemap.xml`)).toBe(false);
  expect(await audit(product.id, 'product.unpublish')).toHaveLength(1);
  await context.close();
});

test('an uploaded PNG becomes a WebP on the public page; an SVG and a text file named .png are refused', async ({ browser }) => {
  // Three uploads, a sign-in, a revalidation and a visit: 7 to 15 s alone or under load, past 30 s twice in one CI run.
  test.setTimeout(90_000);
  const { context, page } = await as(browser, editor);
  const product = products[4]!;
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2266aa' } }).png().toBuffer();

  await page.goto(editUrl(product.id));
  await page.locator('#picture-file').setInputFiles({ name: 'drawing.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') });
  await page.getByTestId('picture-upload').click();
  await expect(page.getByTestId('catalogue-error')).toHaveText(C('notices.picture.TYPE'));
  await page.locator('#picture-file').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('This is only text with a picture name.\n') });
  await page.getByTestId('picture-upload').click();
  await expect(page.getByTestId('catalogue-error')).toHaveText(C('notices.picture.TYPE'));
  expect(await audit(product.id, 'product.picture.add')).toHaveLength(0);

  await page.locator('#picture-file').setInputFiles({ name: 'unit.png', mimeType: 'image/png', buffer: png });
  await page.getByTestId('picture-upload').click();
  await expect(page.getByTestId('catalogue-done')).toHaveText(C('notices.done.pictureAdded'));
  const pictures = (await app.db.product.findUniqueOrThrow({ where: { id: product.id } })).pictures as string[];
  const uploaded = pictures.at(-1)!;
  expect(uploaded).toMatch(/^\/uploads\/products\/[a-f0-9]+-480\.webp$/);

  const file = await fetch(`${app.baseUrl}${uploaded}`);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('image/webp');
  expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).format).toBe('webp');

  await expect.poll(async () => (await fetch(`${app.baseUrl}/en/product/${product.slug}`).then((r) => r.text())).includes(`src="${uploaded}"`)).toBe(true);
  const visitor = await browser.newPage();
  await visitor.goto(`${app.baseUrl}/en/product/${product.slug}`);
  const image = visitor.locator(`img[src="${uploaded}"]`);
  await expectImageLoaded(image);
  await visitor.close();
  expect(await audit(product.id, 'product.picture.add')).toHaveLength(1);
  await context.close();
});

test('a sales user gets 403 for the editor page and for its save action, and nothing changes', async ({ browser }) => {
  const product = products[5]!;
  const salesSession = await as(browser, sales);
  const response = await salesSession.page.goto(editUrl(product.id));
  expect(response?.status()).toBe(403);

  // The editor's save, as the browser sends it (a server action call), held back and replayed with each cookie.
  const { context, page } = await as(browser, editor);
  await page.goto(editUrl(product.id));
  await page.locator('input[name="ru.name"]').fill('Имя от продавца');
  const captured = new Promise<{ url: string; headers: Record<string, string>; body: Buffer }>((resolve) => {
    void page.route(editUrl(product.id), async (route) => {
      const req = route.request();
      if (req.method() !== 'POST' || !req.headers()['next-action']) return route.fallback();
      resolve({ url: req.url(), headers: await req.allHeaders(), body: req.postDataBuffer()! });
      await route.abort();
    });
  });
  await save(page);
  const call = await captured;
  const replay = async (storageState: Awaited<ReturnType<BrowserContext['storageState']>>) => {
    const client = await playwrightRequest.newContext({ storageState });
    const { cookie: _cookie, 'content-length': _length, host: _host, ...headers } = call.headers;
    const answer = await client.post(call.url, { headers, data: call.body, maxRedirects: 0 });
    await client.dispose();
    return answer.status();
  };
  expect(await replay(sessions.get(sales.email)!)).toBe(403);
  expect(await ruName(product.id)).not.toBe('Имя от продавца');
  expect(await audit(product.id, 'product.update')).toHaveLength(0);
  // The same call with the editor's cookies saves: the 403 above came from the role, not from the replay.
  expect(await replay(sessions.get(editor.email)!)).toBe(200);
  expect(await ruName(product.id)).toBe('Имя от продавца');
  await context.close();
  await salesSession.context.close();
});

test('a changed slug: the old product and category URLs answer 308 to the new ones in it, ru and en', async ({ browser }) => {
  const { context, page } = await as(browser, editor);
  const product = products[6]!;
  const newSlug = `${product.slug}-new`;
  await page.goto(editUrl(product.id));
  await page.locator('input[name="slug"]').fill(newSlug);
  await save(page);
  await expect(page.getByRole('status').filter({ hasText: text(common, 'saved') })).toBeVisible();
  expect(await app.db.slugRedirect.findUnique({ where: { entity_fromSlug: { entity: 'product', fromSlug: product.slug } } })).toMatchObject({ targetId: product.id });

  for (const prefix of ['', '/ru', '/en']) {
    await expect
      .poll(async () => {
        const answer = await fetch(`${app.baseUrl}${prefix}/product/${product.slug}`, { redirect: 'manual' });
        return [answer.status, new URL(answer.headers.get('location') ?? '/', app.baseUrl).pathname];
      })
      .toEqual([308, `${prefix}/product/${newSlug}`]);
  }
  const sitemap = await fetch(`${app.baseUrl}/sitemap.xml`).then((r) => r.text());
  expect(sitemap).toContain(`/product/${newSlug}<`);
  expect(sitemap).not.toContain(`/product/${product.slug}<`);
  expect(await audit(product.id, 'product.update')).toHaveLength(1);

  // A category's slug, through its own form.
  const category = await app.db.category.findFirstOrThrow({ where: { parentId: { not: null } }, orderBy: { slug: 'asc' } });
  await page.goto(`${app.baseUrl}/admin/catalogue/categories/${category.id}`);
  await page.locator('input[name="slug"]').fill(`${category.slug}-new`);
  await page.getByTestId('category-save').click();
  await expect(page.getByRole('status').filter({ hasText: text(common, 'saved') })).toBeVisible();
  for (const prefix of ['', '/ru', '/en']) {
    await expect
      .poll(async () => {
        const answer = await fetch(`${app.baseUrl}${prefix}/categories/${category.slug}`, { redirect: 'manual' });
        return [answer.status, new URL(answer.headers.get('location') ?? '/', app.baseUrl).pathname];
      })
      .toEqual([308, `${prefix}/categories/${category.slug}-new`]);
  }
  expect(await app.db.auditLog.count({ where: { entity: 'category', entityId: category.id, action: 'category.update' } })).toBe(1);
  await context.close();
});

test('a slug that did not exist at build time is served (a renamed product)', async () => {
  // Not generated at build time: rendered on the first visit (no dynamicParams = false above the page).
  const product = products[6]!;
  for (const prefix of ['', '/ru', '/en']) expect((await fetch(`${app.baseUrl}${prefix}/product/${product.slug}-new`)).status).toBe(200);
});

test('without JavaScript: "More rows" keeps what was typed and adds rows, Save stores a new specification row', async ({ browser }) => {
  await as(browser, editor).then(({ context }) => context.close());
  const context = await browser.newContext({ storageState: sessions.get(editor.email), javaScriptEnabled: false });
  const page = await context.newPage();
  const product = products[7]!;
  await page.goto(editUrl(product.id));
  const labels = page.locator('input[name^="it.spec."][name$=".label"]');
  const rowsBefore = await labels.count();
  await page.locator('input[name="ru.name"]').fill('Без скриптов');
  await page.getByRole('button', { name: C('form.moreRows') }).click();
  await expect(page.getByRole('status')).toHaveText(C('form.rowsAdded'));
  await expect(labels).toHaveCount(rowsBefore + 3);
  await expect(page.locator('input[name="ru.name"]')).toHaveValue('Без скриптов');
  expect(await ruName(product.id)).not.toBe('Без скриптов');

  const last = rowsBefore + 2;
  await page.locator(`input[name="it.spec.${last}.label"]`).fill('Classe energetica');
  await page.locator(`input[name="it.spec.${last}.value"]`).fill('A++');
  await save(page);
  await expect(page.getByRole('status')).toHaveText(text(common, 'saved'));
  expect(await ruName(product.id)).toBe('Без скриптов');
  const italian = await app.db.productTranslation.findUniqueOrThrow({ where: { productId_locale: { productId: product.id, locale: 'it' } } });
  expect(italian.specifications).toContainEqual({ group: 'general', label: 'Classe energetica', value: 'A++' });

  // A bad value is refused with its field's message, and what was typed stays.
  await page.locator('input[name="netWeightKg"]').fill('heavy');
  await save(page);
  await expect(page.getByTestId('field-error').first()).toHaveText(C('errors.number'));
  await expect(page.locator('input[name="netWeightKg"]')).toHaveValue('heavy');
  expect((await app.db.product.findUniqueOrThrow({ where: { id: product.id } })).version).toBe(2);
  await context.close();
});

test('categories reorder with plain forms; a product is duplicated unpublished and deleted with a tombstone', async ({ browser }) => {
  const context = await browser.newContext({ storageState: sessions.get(editor.email), javaScriptEnabled: false });
  const page = await context.newPage();
  const roots = () => app.db.category.findMany({ where: { parentId: null }, orderBy: [{ sortOrder: 'asc' }, { slug: 'asc' }], include: { translations: { where: { locale: 'en' } } } });
  const [first, second] = await roots();
  await page.goto(`${app.baseUrl}/admin/catalogue/categories`);
  await page.getByRole('button', { name: C('categories.moveUp').replace('{name}', second!.translations[0]!.name) }).click();
  await expect(page.getByTestId('category-tree')).toBeVisible();
  expect((await roots()).slice(0, 2).map((c) => c.slug)).toEqual([second!.slug, first!.slug]);
  expect(await app.db.auditLog.count({ where: { action: 'category.reorder', entityId: second!.id } })).toBe(1);

  const product = products[8]!;
  await page.goto(editUrl(product.id));
  await page.getByTestId('duplicate').click();
  await expect(page.getByTestId('catalogue-done')).toHaveText(C('notices.done.duplicated'));
  const copy = await app.db.product.findUniqueOrThrow({ where: { slug: `${product.slug}-copy` } });
  expect(copy).toMatchObject({ published: false, seedKey: null });
  expect(page.url()).toContain(copy.id);
  expect(await app.db.auditLog.count({ where: { action: 'product.duplicate', entityId: copy.id } })).toBe(1);

  await page.goto(editUrl(product.id));
  await page.getByRole('checkbox', { name: /./ }).last().check();
  await page.getByTestId('delete-product').click();
  await expect(page.getByTestId('catalogue-done')).toHaveText(C('notices.done.deleted'));
  expect(await app.db.product.findUnique({ where: { id: product.id } })).toBeNull();
  expect(await app.db.seedTombstone.findUnique({ where: { entity_seedKey: { entity: 'product', seedKey: product.slug } } })).not.toBeNull();
  expect(await audit(product.id, 'product.delete')).toHaveLength(1);
  await expect.poll(async () => (await fetch(`${app.baseUrl}/en/product/${product.slug}`)).status).toBe(404);
  await context.close();
});

test('a made-up product or category slug answers 404 without leaving a page in the cache', async () => {
  const slug = `made-up-${Date.now().toString(36)}`;
  for (const target of [`/product/${slug}`, `/ru/product/${slug}`, `/en/categories/${slug}`, `/product/${slug}/opengraph-image`]) {
    expect((await fetch(`${app.baseUrl}${target}`)).status, target).toBe(404);
  }
  const cached = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? cached(path.join(dir, entry.name)) : entry.name.includes(slug) || dir.includes(slug) ? [path.join(dir, entry.name)] : []));
  // The pages this server regenerated are there (the check looks in the right place), the made-up ones are not.
  expect(cached(path.join(app.distDir, 'server')).length).toBe(0);
  expect(fs.readdirSync(path.join(app.distDir, 'server'), { recursive: true }).some((name) => String(name).includes('route-cache'))).toBe(true);
});
