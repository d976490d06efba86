import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { startAppServer, type AppServer } from '../support/app-server';
import { expectImageLoaded } from '../support/e2e';
import { createStaff, signIn, type StaffCredentials } from '../support/staff';

// Reference projects on a server and database of their own (the seed catalogue, no project: references are
// facts, never seeded): the empty state, an editor's project reaching /projects, its pages and its products'
// pages in the three languages, unpublishing, a refused form, and axe on every screen involved.
test.describe.configure({ mode: 'serial' });

type Texts = Record<string, unknown>;
const text = (tree: Texts, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Texts)[part], tree) as string;
const LOCALES = [
  { locale: 'it', prefix: '' },
  { locale: 'ru', prefix: '/ru' },
  { locale: 'en', prefix: '/en' },
] as const;
const publicTexts = Object.fromEntries(LOCALES.map(({ locale }) => [locale, JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')).Projects as Texts]));
const adminTexts = (locale: string) => JSON.parse(fs.readFileSync(`messages/admin/projects/${locale}.json`, 'utf8')) as Texts;
const A = (key: string) => text(adminTexts('en'), key);

const SLUG = 'hotel-riva-blu-sochi';
const TEXTS = {
  it: { title: 'Hotel Riva Blu, Sochi', summary: 'Centoventi camere climatizzate sul lungomare.', description: 'Chiller e fan coil per le camere.\n\nUnità canalizzate per la hall.' },
  ru: { title: 'Гостиница «Рива Блу», Сочи', summary: 'Сто двадцать номеров с кондиционированием на набережной.', description: 'Чиллер и фанкойлы для номеров.\n\nКанальные блоки для холла.' },
  en: { title: 'Riva Blu Hotel, Sochi', summary: 'A hundred and twenty air-conditioned rooms on the seafront.', description: 'A chiller and fan coils for the rooms.\n\nDucted units for the lobby.' },
};

let app: AppServer;
let editor: StaffCredentials;
let uploadDir: string;
let session: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
let used: { id: string; slug: string }[] = [];
let projectId = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aeris-projects-'));
  app = await startAppServer({ UPLOAD_DIR: uploadDir, RATE_LIMIT_PER_MINUTE: '10000' }, { seed: true });
  editor = await createStaff(app.db, 'editor');
  // Two published products of different families.
  const rows = await app.db.product.findMany({ where: { published: true }, orderBy: { slug: 'asc' }, select: { id: true, slug: true, categoryId: true } });
  const first = rows[0]!;
  used = [first, rows.find((row) => row.categoryId !== first.categoryId)!].map(({ id, slug }) => ({ id, slug }));
});

test.afterAll(async () => {
  await app?.stop();
  if (uploadDir) fs.rmSync(uploadDir, { recursive: true, force: true });
});

async function asEditor(browser: Browser, options: { javaScriptEnabled?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ storageState: session, ...options });
  const page = await context.newPage();
  if (!session) {
    await signIn(page, app.baseUrl, editor);
    session = await context.storageState();
  }
  return { context, page };
}

const html = async (url: string) => (await fetch(`${app.baseUrl}${url}`)).text();
/** The page's robots directives, or null when it has none (indexable). */
const robots = (page: Page) => page.evaluate(() => document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null);
const noViolations = async (page: Page) => expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

test('with no project, /projects says so and is noindex in each language; an unknown project is the 404', async ({ page }) => {
  for (const { locale, prefix } of LOCALES) {
    const response = await page.goto(`${app.baseUrl}${prefix}/projects`);
    expect(response?.status()).toBe(200);
    const empty = page.getByTestId('projects-empty');
    await expect(empty.getByRole('heading', { level: 2 })).toHaveText(text(publicTexts[locale]!, 'empty.title'));
    await expect(page.getByTestId('project-card')).toHaveCount(0);
    expect(await robots(page)).toContain('noindex');
    if (locale === 'it') await noViolations(page);
  }
  const missing = await page.goto(`${app.baseUrl}/en/projects/no-such-project`);
  expect(missing?.status()).toBe(404);
});

test('an editor creates a project with two products and a photo: /projects, its page and the products’ pages show it in each language', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await asEditor(browser);
  await page.goto(`${app.baseUrl}/admin/projects`);
  await noViolations(page);
  await page.getByTestId('new-project').click();
  await expect(page.getByTestId('project-form')).toBeVisible();
  await noViolations(page);

  await page.locator('input[name="city"]').fill('Sochi');
  await page.locator('select[name="country"]').selectOption('RU');
  await page.locator('select[name="buildingType"]').selectOption('hotel');
  await page.locator('input[name="year"]').fill('2022');
  for (const [locale, t] of Object.entries(TEXTS)) {
    await page.locator(`input[name="${locale}.title"]`).fill(t.title);
    await page.locator(`textarea[name="${locale}.summary"]`).fill(t.summary);
    await page.locator(`textarea[name="${locale}.description"]`).fill(t.description);
  }
  for (const product of used) await page.locator(`input[name="productIds"][value="${product.id}"]`).check();
  await page.getByLabel(A('fields.published')).check();
  await page.getByTestId('project-save').click();
  await expect(page.getByTestId('projects-done')).toHaveText(A('notices.done.created'));
  const project = await app.db.project.findUniqueOrThrow({ where: { slug: SLUG }, include: { products: true } });
  projectId = project.id;
  expect(project.products.map((p) => p.slug).sort()).toEqual(used.map((p) => p.slug).sort());

  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7a5a' } }).png().toBuffer();
  await page.locator('#picture-file').setInputFiles({ name: 'hall.png', mimeType: 'image/png', buffer: png });
  await page.getByTestId('picture-upload').click();
  await expect(page.getByTestId('projects-done')).toHaveText(A('notices.done.pictureAdded'));
  const picture = ((await app.db.project.findUniqueOrThrow({ where: { id: projectId } })).pictures as string[])[0]!;
  expect(picture).toMatch(/^\/uploads\/projects\/[a-f0-9]+-480\.webp$/);
  expect((await fetch(`${app.baseUrl}${picture}`)).headers.get('content-type')).toBe('image/webp');
  await noViolations(page);
  await page.goto(`${app.baseUrl}/admin/projects`);
  await expect(page.getByTestId('project-row')).toContainText(TEXTS.en.title);
  await noViolations(page);
  expect((await app.db.auditLog.findMany({ where: { entity: 'project', entityId: projectId }, orderBy: { at: 'asc' } })).map((e) => e.action)).toEqual([
    'project.create',
    'project.picture.add',
  ]);
  await context.close();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await expect.poll(async () => (await html('/projects')).includes(`/projects/${SLUG}`), { timeout: 20_000 }).toBe(true);
  for (const { locale, prefix } of LOCALES) {
    const t = TEXTS[locale];
    await visitor.goto(`${app.baseUrl}${prefix}/projects`);
    await expect(visitor.getByTestId('project-card')).toHaveCount(1);
    await expect(visitor.getByTestId('project-card').getByRole('link')).toHaveText(t.title);
    await expect(visitor.getByTestId('project-card')).toContainText(t.summary);
    expect(await robots(visitor)).toBeNull();
    if (locale === 'ru') await noViolations(visitor);

    await visitor.getByTestId('project-card').getByRole('link').click();
    await expect(visitor).toHaveURL(`${app.baseUrl}${prefix}/projects/${SLUG}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(visitor.getByTestId('project-description')).toContainText(t.description.split('\n\n')[1]!);
    await expect(visitor.getByTestId('project-facts')).toContainText(text(publicTexts[locale]!, 'buildingTypes.hotel'));
    await expect(visitor.getByTestId('project-facts')).toContainText('2022');
    const image = visitor.locator(`[data-testid="project-pictures"] img[src="${picture}"]`);
    await expectImageLoaded(image);
    for (const product of used) await expect(visitor.getByTestId('products-used').locator(`a[href="${prefix}/product/${product.slug}"]`)).toHaveCount(1);
    expect(await visitor.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${app.baseUrl}${prefix}/projects/${SLUG}`);
    expect(await visitor.locator('link[rel="alternate"][hreflang="ru"]').getAttribute('href')).toBe(`${app.baseUrl}/ru/projects/${SLUG}`);
    if (locale === 'en') await noViolations(visitor);
  }

  // Each product's page, in each language, links to the project under "Reference projects".
  for (const product of used) {
    for (const { locale, prefix } of LOCALES) {
      await expect.poll(async () => (await html(`${prefix}/product/${product.slug}`)).includes(`href="${prefix}/projects/${SLUG}"`), { timeout: 20_000 }).toBe(true);
      if (product === used[0]) {
        await visitor.goto(`${app.baseUrl}${prefix}/product/${product.slug}`);
        const section = visitor.getByTestId('product-references');
        await expect(section.getByRole('heading', { level: 2 })).toHaveText(text(publicTexts[locale]!, 'onProduct.title'));
        await expect(section.getByRole('link')).toHaveText(TEXTS[locale].title);
      }
    }
  }
  await visitorContext.close();
});

test('unpublishing takes the project off /projects, its pages and the products’ pages', async ({ browser }) => {
  const { context, page } = await asEditor(browser);
  await page.goto(`${app.baseUrl}/admin/projects/${projectId}`);
  await page.getByTestId('toggle-published').click();
  await expect(page.getByTestId('projects-done')).toHaveText(A('notices.done.unpublished'));
  await context.close();
  expect((await app.db.project.findUniqueOrThrow({ where: { id: projectId } })).published).toBe(false);

  await expect.poll(async () => (await fetch(`${app.baseUrl}/ru/projects/${SLUG}`)).status, { timeout: 20_000 }).toBe(404);
  expect((await fetch(`${app.baseUrl}/projects/${SLUG}`)).status).toBe(404);
  for (const { prefix } of LOCALES) {
    await expect.poll(async () => (await html(`${prefix}/projects`)).includes('data-testid="projects-empty"'), { timeout: 20_000 }).toBe(true);
    for (const product of used) {
      await expect.poll(async () => (await html(`${prefix}/product/${product.slug}`)).includes(`/projects/${SLUG}`), { timeout: 20_000 }).toBe(false);
    }
  }
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${app.baseUrl}/en/projects`);
  expect(await robots(visitor)).toContain('noindex');
  await visitorContext.close();
});

test('without JavaScript, a bad form is refused with errors in the editor’s language and nothing is stored', async ({ browser }) => {
  // This editor reads the back office in Russian.
  const russian = await createStaff(app.db, 'editor', { locale: 'ru' });
  const signInContext = await browser.newContext();
  const signInPage = await signInContext.newPage();
  await signIn(signInPage, app.baseUrl, russian);
  const state = await signInContext.storageState();
  await signInContext.close();

  const context = await browser.newContext({ storageState: state, javaScriptEnabled: false });
  const page = await context.newPage();
  const before = await app.db.project.count();
  const audits = await app.db.auditLog.count({ where: { entity: 'project' } });
  await page.goto(`${app.baseUrl}/admin/projects/new`);
  await page.locator('input[name="slug"]').fill('new');
  await page.locator('input[name="city"]').fill('Казань');
  await page.locator('select[name="country"]').selectOption('RU');
  await page.locator('select[name="buildingType"]').selectOption('office');
  await page.locator('input[name="year"]').fill('1800');
  await page.locator('input[name="it.title"]').fill('Uffici a Kazan');
  await page.locator('input[name="ru.title"]').fill('Офисы в Казани');
  await page.getByTestId('project-save').click();

  const ru = adminTexts('ru');
  await expect(page.locator('#slug-error')).toHaveText(text(ru, 'errors.slugReserved'));
  await expect(page.locator('#year-error')).toHaveText(text(ru, 'errors.year'));
  await expect(page.locator('[id="it.summary-error"]')).toHaveText(text(ru, 'errors.required'));
  await expect(page.locator('[id="ru.summary-error"]')).toHaveText(text(ru, 'errors.translationSummary'));
  // What was typed is still there to correct.
  await expect(page.locator('input[name="city"]')).toHaveValue('Казань');
  await expect(page.locator('input[name="ru.title"]')).toHaveValue('Офисы в Казани');
  expect(await app.db.project.count()).toBe(before);
  expect(await app.db.auditLog.count({ where: { entity: 'project' } })).toBe(audits);
  await context.close();
});
