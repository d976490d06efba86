import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { startAppServer, type AppServer } from '../support/app-server';
import { minimalPdf } from '../support/pdf';
import { createStaff, signIn, type StaffCredentials } from '../support/staff';

// Documents on a server of their own (seed catalogue, no documents, an upload folder of its own): an editor uploads
// PDFs in the back office; visitors see them on /documents and on the product's page in each locale while they are
// valid; an expired certificate is hidden everywhere (its file too) and flagged to editors; a renamed picture is
// refused with a translated message and nothing stored; the filter works without JavaScript.
test.describe.configure({ mode: 'serial' });

type Texts = Record<string, unknown>;
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Texts;
const text = (tree: Texts, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Texts)[part], tree) as string;
const admin = { en: read('messages/admin/documents/en.json'), ru: read('messages/admin/documents/ru.json') };
const site = { it: read('messages/it.json'), ru: read('messages/ru.json'), en: read('messages/en.json') };
const LOCALES = ['it', 'ru', 'en'] as const;
const prefix = (locale: string) => (locale === 'it' ? '' : `/${locale}`);

const MANUAL = { it: 'Manuale di installazione e uso', ru: 'Руководство по монтажу и эксплуатации', en: 'Installation and user manual' };
const EXPIRED = 'Certificato EAC scaduto';

let app: AppServer;
let editor: StaffCredentials;
let editorRu: StaffCredentials;
let uploadDir: string;
let product: { id: string; slug: string; modelCode: string };
const sessions = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aeris-documents-'));
  app = await startAppServer({ UPLOAD_DIR: uploadDir, RATE_LIMIT_PER_MINUTE: '10000' }, { seed: true });
  editor = await createStaff(app.db, 'editor');
  editorRu = await createStaff(app.db, 'editor', { locale: 'ru' });
  product = await app.db.product.findFirstOrThrow({ where: { published: true }, orderBy: { slug: 'asc' }, select: { id: true, slug: true, modelCode: true } });
});

test.afterAll(async () => {
  await app?.stop();
  if (uploadDir) fs.rmSync(uploadDir, { recursive: true, force: true });
});

async function as(browser: Browser, who: StaffCredentials): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ storageState: sessions.get(who.email) });
  const page = await context.newPage();
  if (!sessions.has(who.email)) {
    await signIn(page, app.baseUrl, who);
    sessions.set(who.email, await context.storageState());
  }
  return { context, page };
}

/** Fills the upload form (already open) and sends it. */
async function upload(page: Page, fields: { file: { name: string; mimeType: string; buffer: Buffer }; titles: Partial<Record<'it' | 'ru' | 'en', string>>; type: string; language: string; validUntil?: string; productId?: string }) {
  await page.goto(`${app.baseUrl}/admin/documents/new`);
  await page.locator('input[name="file"]').setInputFiles(fields.file);
  for (const [locale, title] of Object.entries(fields.titles)) await page.locator(`input[name="title.${locale}"]`).fill(title);
  await page.locator('select[name="type"]').selectOption(fields.type);
  await page.locator('select[name="language"]').selectOption(fields.language);
  if (fields.validUntil) await page.locator('input[name="validUntil"]').fill(fields.validUntil);
  if (fields.productId) await page.locator(`input[name="products"][value="${fields.productId}"]`).check();
  await page.getByTestId('document-save').click();
}

const titlesOn = async (page: Page) => (await page.getByTestId('document-item').locator('h2, h3').allTextContents()).map((t) => t.trim());

test('the library is empty at first, with its empty state and no axe violations', async ({ page }) => {
  await page.goto(`${app.baseUrl}/documents`);
  await expect(page.getByTestId('documents-empty')).toContainText(text(site.it, 'Documents.empty'));
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('an editor uploads a manual linked to a product: on /documents and the product page in every locale, served as PDF', async ({ browser }) => {
  test.setTimeout(90_000);
  const { context, page } = await as(browser, editor);
  const pdf = minimalPdf('Manuale WS');
  await upload(page, { file: { name: 'manuale.pdf', mimeType: 'application/pdf', buffer: pdf }, titles: MANUAL, type: 'manual', language: 'it', productId: product.id });
  await expect(page.getByTestId('documents-done')).toHaveText(text(admin.en, 'notices.done.created'));
  const row = await app.db.document.findFirstOrThrow({ include: { products: true } });
  expect(row.products.map((p) => p.id)).toEqual([product.id]);
  expect(await app.db.auditLog.count({ where: { entity: 'document', entityId: row.id, action: 'document.create' } })).toBe(1);
  await context.close();

  const visitor = await browser.newPage();
  for (const locale of LOCALES) {
    await visitor.goto(`${app.baseUrl}${prefix(locale)}/documents`);
    expect(await titlesOn(visitor)).toEqual([MANUAL[locale]]);
    const item = visitor.getByTestId('document-item');
    await expect(item).toContainText(text(site[locale], 'Documents.types.manual'));
    // The document's language, named in the visitor's: "italiano", "итальянский", "Italian".
    await expect(item.getByTestId('document-language')).toHaveText({ it: 'Italiano', ru: 'Итальянский', en: 'Italian' }[locale]);
    await expect(item.getByRole('link', { name: product.modelCode })).toHaveAttribute('href', `${prefix(locale)}/product/${product.slug}`);
    await visitor.goto(`${app.baseUrl}${prefix(locale)}/product/${product.slug}`);
    await expect(visitor.getByTestId('documents-section').getByTestId('document-item')).toContainText(MANUAL[locale]);
  }

  const href = await visitor.getByTestId('document-link').getAttribute('href');
  expect(href).toBe(`/uploads/${row.fileKey}`);
  const response = await visitor.request.get(`${app.baseUrl}${href}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toBe(
    `inline; filename="Aeris-Clima_Manuale-di-installazione-e-uso_it.pdf"; filename*=UTF-8''Aeris-Clima_Manuale-di-installazione-e-uso_it.pdf`,
  );
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['cache-control']).toBe('public, max-age=300, must-revalidate');
  expect(Buffer.compare(await response.body(), pdf)).toBe(0);
  await visitor.close();
});

test('a certificate past its validity is hidden from visitors (library, product page, file) and flagged in the back office', async ({ browser }) => {
  test.setTimeout(90_000);
  const { context, page } = await as(browser, editor);
  await upload(page, {
    file: { name: 'eac.pdf', mimeType: 'application/pdf', buffer: minimalPdf('EAC 2020') },
    titles: { it: EXPIRED },
    type: 'certificate',
    language: 'ru',
    validUntil: '2020-12-31',
    productId: product.id,
  });
  await expect(page.getByTestId('documents-done')).toBeVisible();
  await expect(page.getByTestId('document-expired')).toHaveText(text(admin.en, 'list.expired'));
  await page.goto(`${app.baseUrl}/admin/documents`);
  const expiredRow = page.getByTestId('document-row').filter({ hasText: EXPIRED });
  await expect(expiredRow.getByTestId('document-expired')).toContainText('Expired');
  await expect(page.getByTestId('document-row').filter({ hasText: MANUAL.en }).getByTestId('document-expired')).toHaveCount(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await context.close();

  const stored = await app.db.document.findFirstOrThrow({ where: { type: 'certificate' } });
  const visitor = await browser.newPage();
  for (const locale of LOCALES) {
    await visitor.goto(`${app.baseUrl}${prefix(locale)}/documents`);
    expect(await titlesOn(visitor)).toEqual([MANUAL[locale]]);
    await visitor.goto(`${app.baseUrl}${prefix(locale)}/product/${product.slug}`);
    await expect(visitor.getByTestId('documents-section').getByTestId('document-item')).toHaveCount(1);
  }
  const file = await visitor.request.get(`${app.baseUrl}/uploads/${stored.fileKey}`);
  expect(file.status()).toBe(404);
  expect(file.headers()['content-type']).toContain('text/plain');
  // The file is still stored (editors can read it): the 404 is the expiry's. Made valid again, it comes back.
  expect(fs.existsSync(path.join(uploadDir, stored.fileKey))).toBe(true);
  await app.db.document.update({ where: { id: stored.id }, data: { validUntil: new Date('2099-12-31T00:00:00Z') } });
  expect((await visitor.request.get(`${app.baseUrl}/uploads/${stored.fileKey}`)).status()).toBe(200);
  await app.db.document.update({ where: { id: stored.id }, data: { validUntil: new Date('2020-12-31T00:00:00Z') } });
  await visitor.close();
});

test('a picture renamed .pdf is refused with a translated message, and nothing is stored', async ({ browser }) => {
  const { context, page } = await as(browser, editorRu);
  const before = await app.db.document.count();
  const stored = () => (fs.existsSync(path.join(uploadDir, 'documents')) ? fs.readdirSync(path.join(uploadDir, 'documents')).length : 0);
  const files = stored();
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a3d62' } }).png().toBuffer();
  await upload(page, { file: { name: 'certificate.pdf', mimeType: 'application/pdf', buffer: png }, titles: { it: 'Non un PDF' }, type: 'certificate', language: 'ru' });
  await expect(page.getByTestId('documents-error')).toHaveText(text(admin.ru, 'notices.error.TYPE'));
  // What was typed is still there (only the file must be chosen again).
  await expect(page.locator('input[name="title.it"]')).toHaveValue('Non un PDF');
  expect(await app.db.document.count()).toBe(before);
  expect(stored()).toBe(files);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await context.close();
});

test('the filter by type works without JavaScript: a result page, noindex, canonical to /documents', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const locale of LOCALES) {
    await page.goto(`${app.baseUrl}${prefix(locale)}/documents`);
    await page.locator('select[name="type"]').selectOption('manual');
    await page.getByTestId('documents-filter').getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/documents\\?type=manual`));
    expect(await titlesOn(page)).toEqual([MANUAL[locale]]);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${app.baseUrl}${prefix(locale)}/documents`);
    await page.goto(`${app.baseUrl}${prefix(locale)}/documents?type=brochure`);
    await expect(page.getByTestId('documents-no-results')).toHaveText(text(site[locale], 'Documents.noResults'));
  }
  await context.close();
});

test('axe finds no violations on /documents in every locale, nor on the back office editing pages', async ({ browser, page }) => {
  test.setTimeout(90_000);
  for (const locale of LOCALES) {
    await page.goto(`${app.baseUrl}${prefix(locale)}/documents`);
    await expect(page.getByTestId('document-item')).toHaveCount(1);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  }
  const { context, page: staff } = await as(browser, editor);
  const manual = await app.db.document.findFirstOrThrow({ where: { type: 'manual' } });
  for (const url of ['/admin/documents/new', `/admin/documents/${manual.id}`]) {
    await staff.goto(`${app.baseUrl}${url}`);
    await expect(staff.getByTestId('document-form')).toBeVisible();
    expect((await new AxeBuilder({ page: staff }).analyze()).violations).toEqual([]);
  }
  await context.close();
});

test('an editor deletes a document after confirming: gone from the site, its file removed', async ({ browser }) => {
  const { context, page } = await as(browser, editor);
  const manual = await app.db.document.findFirstOrThrow({ where: { type: 'manual' } });
  await page.goto(`${app.baseUrl}/admin/documents/${manual.id}`);
  await page.getByLabel(/I understand/).check();
  await page.getByTestId('delete-document').click();
  await expect(page.getByTestId('documents-done')).toHaveText(text(admin.en, 'notices.done.deleted'));
  expect(await app.db.document.count({ where: { id: manual.id } })).toBe(0);
  expect(fs.existsSync(path.join(uploadDir, manual.fileKey))).toBe(false);
  expect((await page.request.get(`${app.baseUrl}/uploads/${manual.fileKey}`)).status()).toBe(404);
  await page.goto(`${app.baseUrl}/documents`);
  await expect(page.getByTestId('documents-empty')).toBeVisible();
  await context.close();
});
