import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { adminTexts, staffBrowser } from '../../support/back-office';
import { expectImageLoaded, LOCALE_PREFIXES, t as site } from '../../support/e2e';
import { BASE_URL } from '../../support/e2e-settings.mjs';
import { copyProduct, db, revalidateCatalogue, unique, type MadeProduct } from '../../support/factories';
import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';

// Reference projects: an editor's project reaching /projects, its pages and its products' pages in the three
// languages, unpublishing, a refused form, and axe on every screen involved. Other tests make projects meanwhile:
// each test makes its own (slug `t-…`) with products of its own (copies of seed products, of two families) and
// an editor of its own, and looks only at those. /projects before any project: tests/e2e/ui/projects.spec.ts.

// A sign-in, a form in three languages, an upload, then pages in three languages with axe on several: the first
// test took 60 s on two cores shared with other runs (load about 18), the others 9 to 16 s.
test.describe.configure({ timeout: 120_000 });

const A = adminTexts('projects', 'en');

const TEXTS = {
  it: { title: 'Hotel Riva Blu, Sochi', summary: 'Centoventi camere climatizzate sul lungomare.', description: 'Chiller e fan coil per le camere.\n\nUnità canalizzate per la hall.' },
  ru: { title: 'Гостиница «Рива Блу», Сочи', summary: 'Сто двадцать номеров с кондиционированием на набережной.', description: 'Чиллер и фанкойлы для номеров.\n\nКанальные блоки для холла.' },
  en: { title: 'Riva Blu Hotel, Sochi', summary: 'A hundred and twenty air-conditioned rooms on the seafront.', description: 'A chiller and fan coils for the rooms.\n\nDucted units for the lobby.' },
};

/** Two products of its own, of different families (a chiller and a fan coil). */
const twoProducts = async (): Promise<MadeProduct[]> => [await copyProduct('ach-020s'), await copyProduct('fcu-200')];
const html = async (request: APIRequestContext, url: string) => (await request.get(url)).text();
/** The page's robots directives, or null when it has none (indexable). */
const robots = (page: Page) => page.evaluate(() => document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null);

test('an editor creates a project with two products and a photo: /projects, its page and the products’ pages show it in each language', async ({ browser, request }) => {
  const used = await twoProducts();
  const slug = `t-hotel-riva-blu-${unique()}`;
  const editor = await staffBrowser(browser, 'editor');
  const page = await editor.page();
  await page.goto('/admin/projects');
  await expectNoAxeViolations(page);
  await page.getByTestId('new-project').click();
  await expect(page.getByTestId('project-form')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.locator('input[name="slug"]').fill(slug);
  await page.locator('input[name="city"]').fill('Sochi');
  await page.locator('select[name="country"]').selectOption('RU');
  await page.locator('select[name="buildingType"]').selectOption('hotel');
  await page.locator('input[name="year"]').fill('2022');
  for (const [locale, t] of Object.entries(TEXTS)) {
    await page.locator(`input[name="translations.${locale}.title"]`).fill(t.title);
    await page.locator(`textarea[name="translations.${locale}.summary"]`).fill(t.summary);
    await page.locator(`textarea[name="translations.${locale}.description"]`).fill(t.description);
  }
  for (const product of used) await page.locator(`input[name="productIds"][value="${product.id}"]`).check();
  await page.getByTestId('project-save').click();
  await expect(page.getByTestId('projects-done')).toHaveText(A('notices.done.created'));
  // A new reference starts unpublished, every language complete: the checklist says so.
  await expect(page.getByTestId('completeness')).toContainText(adminTexts('common', 'en')('workflow.complete'));
  await expectNoAxeViolations(page);
  const project = await db.project.findUniqueOrThrow({ where: { slug }, include: { products: true } });
  expect(project.products.map((p) => p.slug).sort()).toEqual(used.map((p) => p.slug).sort());

  // A picture of this test's own: pictures are stored under their content's hash.
  const [r, g, b] = [1, 2, 3].map(() => Math.floor(Math.random() * 256));
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: r!, g: g!, b: b! } } }).png().toBuffer();
  await page.getByTestId('edit-pictures').click();
  await expect(page).toHaveURL(new RegExp(`/admin/projects/${project.id}/pictures`));
  await page.locator('#picture-file').setInputFiles({ name: 'hall.png', mimeType: 'image/png', buffer: png });
  await page.getByTestId('picture-upload').click();
  await expect(page.getByTestId('projects-done')).toHaveText(A('notices.done.pictureAdded'));
  const picture = ((await db.project.findUniqueOrThrow({ where: { id: project.id } })).pictures as string[])[0]!;
  expect(picture).toMatch(/^\/uploads\/projects\/[a-f0-9]+-480\.webp$/);
  expect((await request.get(picture)).headers()['content-type']).toBe('image/webp');
  await expectNoAxeViolations(page);
  await page.goto(`/admin/projects/${project.id}`);
  // Unpublished, it answers 404 to visitors; its preview shows it to the editor, with the banner.
  expect((await request.get(`/en/projects/${slug}`)).status()).toBe(404);
  await page.goto((await page.getByTestId('preview-link').getAttribute('href'))!);
  await expect(page.getByTestId('preview-banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.en.title);
  await page.goto(`/admin/projects/${project.id}`);
  await page.getByTestId('publish').click();
  await expect(page.getByTestId('projects-done')).toHaveText(A('notices.done.published'));
  await page.goto('/admin/projects');
  await expect(page.getByTestId('project-row').filter({ hasText: slug })).toContainText(TEXTS.en.title);
  await expectNoAxeViolations(page);
  expect((await db.auditLog.findMany({ where: { entity: 'project', entityId: project.id }, orderBy: { at: 'asc' } })).map((e) => e.action)).toEqual([
    'project.create',
    'project.picture.add',
    'project.publish',
  ]);
  await editor.close();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await expect.poll(async () => (await html(request, '/projects')).includes(`/projects/${slug}`), { timeout: 20_000 }).toBe(true);
  for (const { locale, prefix } of LOCALE_PREFIXES) {
    const t = TEXTS[locale];
    await visitor.goto(`${prefix}/projects`);
    const card = visitor.getByTestId('project-card').filter({ has: visitor.locator(`a[href="${prefix}/projects/${slug}"]`) });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('link')).toHaveText(t.title);
    await expect(card).toContainText(t.summary);
    expect(await robots(visitor)).toBeNull();
    if (locale === 'ru') await expectNoAxeViolations(visitor);

    await card.getByRole('link').click();
    await expect(visitor).toHaveURL(`${BASE_URL}${prefix}/projects/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(visitor.getByTestId('project-description')).toContainText(t.description.split('\n\n')[1]!);
    await expect(visitor.getByTestId('project-facts')).toContainText(site(locale, 'Projects.buildingTypes.hotel'));
    await expect(visitor.getByTestId('project-facts')).toContainText('2022');
    await expectImageLoaded(visitor.locator(`[data-testid="project-pictures"] img[src="${picture}"]`));
    for (const product of used) await expect(visitor.getByTestId('products-used').locator(`a[href="${prefix}/product/${product.slug}"]`)).toHaveCount(1);
    // What crawlers read is the page's own HTML (they load each address afresh): it names itself canonical, once,
    // and its Russian alternate. The head a client navigation leaves in the DOM is the framework's business, and on
    // a busy machine the list's links stayed beside the project's for seconds (two CI failures).
    const served = await html(request, `${prefix}/projects/${slug}`);
    expect([...served.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((m) => m[1])).toEqual([`${BASE_URL}${prefix}/projects/${slug}`]);
    expect([...served.matchAll(/<link rel="alternate" hrefLang="ru" href="([^"]+)"/gi)].map((m) => m[1])).toEqual([`${BASE_URL}/ru/projects/${slug}`]);
    if (locale === 'en') await expectNoAxeViolations(visitor);
  }

  // Each product's page, in each language, links to the project under "Reference projects".
  for (const product of used) {
    for (const { locale, prefix } of LOCALE_PREFIXES) {
      await expect.poll(async () => (await html(request, `${prefix}/product/${product.slug}`)).includes(`href="${prefix}/projects/${slug}"`), { timeout: 20_000 }).toBe(true);
      if (product === used[0]) {
        await visitor.goto(`${prefix}/product/${product.slug}`);
        const section = visitor.getByTestId('product-references');
        await expect(section.getByRole('heading', { level: 2 })).toHaveText(site(locale, 'Projects.onProduct.title'));
        await expect(section.getByRole('link')).toHaveText(TEXTS[locale].title);
      }
    }
  }
  await visitorContext.close();
});

test('unpublishing takes the project off /projects, its pages and the products’ pages', async ({ browser, request }) => {
  // A published project of its own, written straight to the database (the editor's way there is the test above),
  // then the pages regenerated as a save would.
  const used = await twoProducts();
  const slug = `t-hotel-riva-blu-${unique()}`;
  const project = await db.project.create({
    data: {
      slug,
      city: 'Sochi',
      country: 'RU',
      buildingType: 'hotel',
      year: 2022,
      published: true,
      translations: { create: Object.entries(TEXTS).map(([locale, t]) => ({ locale, ...t })) },
      products: { connect: used.map((product) => ({ id: product.id })) },
    },
  });
  await revalidateCatalogue();
  for (const { prefix } of LOCALE_PREFIXES) {
    await expect.poll(async () => (await request.get(`${prefix}/projects/${slug}`)).status(), { timeout: 20_000 }).toBe(200);
    await expect.poll(async () => (await html(request, `${prefix}/projects`)).includes(`/projects/${slug}"`), { timeout: 20_000 }).toBe(true);
    for (const product of used) {
      await expect.poll(async () => (await html(request, `${prefix}/product/${product.slug}`)).includes(`/projects/${slug}"`), { timeout: 20_000 }).toBe(true);
    }
  }

  const editor = await staffBrowser(browser, 'editor');
  const page = await editor.page();
  await page.goto(`/admin/projects/${project.id}`);
  await page.getByTestId('unpublish').click();
  await expect(page.getByTestId('projects-done')).toHaveText(A('notices.done.unpublished'));
  await editor.close();
  expect((await db.project.findUniqueOrThrow({ where: { id: project.id } })).published).toBe(false);

  await expect.poll(async () => (await request.get(`/ru/projects/${slug}`)).status(), { timeout: 20_000 }).toBe(404);
  expect((await request.get(`/projects/${slug}`)).status()).toBe(404);
  for (const { prefix } of LOCALE_PREFIXES) {
    await expect.poll(async () => (await html(request, `${prefix}/projects`)).includes(`/projects/${slug}"`), { timeout: 20_000 }).toBe(false);
    for (const product of used) {
      await expect.poll(async () => (await html(request, `${prefix}/product/${product.slug}`)).includes(`/projects/${slug}`), { timeout: 20_000 }).toBe(false);
    }
  }
});

test('without JavaScript, a bad form is refused with errors in the editor’s language and nothing is stored', async ({ browser }) => {
  // This editor reads the back office in Russian.
  const editor = await staffBrowser(browser, 'editor', { locale: 'ru' });
  const page = await editor.page({ javaScriptEnabled: false });
  const title = `Офисы в Казани ${unique()}`;
  await page.goto('/admin/projects/new');
  await page.locator('input[name="slug"]').fill('new');
  await page.locator('input[name="city"]').fill('Казань');
  await page.locator('select[name="country"]').selectOption('RU');
  await page.locator('select[name="buildingType"]').selectOption('office');
  await page.locator('input[name="year"]').fill('1800');
  await page.locator('input[name="translations.it.title"]').fill('Uffici a Kazan');
  await page.locator('input[name="translations.ru.title"]').fill(title);
  await page.getByTestId('project-save').click();

  const ru = adminTexts('projects', 'ru');
  await expect(page.locator('#slug-error')).toHaveText(ru('errors.slugReserved'));
  await expect(page.locator('#year-error')).toHaveText(ru('errors.year'));
  await expect(page.locator('[id="translations.it.summary-error"]')).toHaveText(ru('errors.required'));
  await expect(page.locator('[id="translations.ru.summary-error"]')).toHaveText(ru('errors.translationSummary'));
  // What was typed is still there to correct.
  await expect(page.locator('input[name="city"]')).toHaveValue('Казань');
  await expect(page.locator('input[name="translations.ru.title"]')).toHaveValue(title);
  expect(await db.projectTranslation.count({ where: { title } })).toBe(0);
  expect(await db.auditLog.count({ where: { entity: 'project', actorEmail: editor.staff.email } })).toBe(0);
  await editor.close();
});
