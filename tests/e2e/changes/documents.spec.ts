import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { adminTexts, staffBrowser, type StaffBrowser } from '../../support/back-office';
import { LOCALES, t } from '../../support/e2e';
import { BASE_URL } from '../../support/e2e-settings.mjs';
import { copyProduct, db, unique, type MadeProduct } from '../../support/factories';
import { minimalPdf } from '../../support/pdf';
import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';

// Documents: an editor uploads PDFs in the back office; visitors see them on /documents and on the product's page
// in each locale while they are valid; an expired certificate is hidden everywhere (its file too) and flagged to
// editors; a renamed picture is refused with a translated message and nothing stored; the filter works without
// JavaScript. Other tests upload documents meanwhile: each test links its own to a product of its own (a copy of
// a seed product) and looks only at those, with an editor of its own. The empty library:
// tests/e2e/ui/documents.spec.ts.

// A sign-in, one or two uploads, then pages in three languages (axe on some): 24 to 40 s each on two cores shared
// with other runs (load about 18).
test.describe.configure({ timeout: 90_000 });

const admin = { en: adminTexts('documents', 'en'), ru: adminTexts('documents', 'ru') };
const prefix = (locale: string) => (locale === 'it' ? '' : `/${locale}`);
/** The shared server's upload folder (playwright.config.ts: UPLOAD_DIR). */
const UPLOAD_DIR = path.resolve('var/test/uploads');

const MANUAL = { it: 'Manuale di installazione e uso', ru: 'Руководство по монтажу и эксплуатации', en: 'Installation and user manual' };
const withToken = (titles: Record<'it' | 'ru' | 'en', string>, token: string) =>
  Object.fromEntries(Object.entries(titles).map(([locale, title]) => [locale, `${title} ${token}`])) as Record<'it' | 'ru' | 'en', string>;

type Conformity = { registrationNumber: string; regulations: string[]; issuedOn: string; holder: string; registryUrl: string };
type UploadFields = {
  file: { name: string; mimeType: string; buffer: Buffer };
  titles: Partial<Record<'it' | 'ru' | 'en', string>>;
  type: string;
  language: string;
  validUntil?: string;
  productId?: string;
  conformity?: Conformity;
};

/** Fills the upload form and sends it (`goto: false`: the form already open, e.g. after a refusal). */
async function upload(page: Page, fields: UploadFields, { goto = true } = {}) {
  if (goto) await page.goto('/admin/documents/new');
  await page.locator('input[name="file"]').setInputFiles(fields.file);
  for (const [locale, title] of Object.entries(fields.titles)) await page.locator(`input[name="titles.${locale}"]`).fill(title);
  await page.locator('select[name="type"]').selectOption(fields.type);
  await page.locator('select[name="language"]').selectOption(fields.language);
  if (fields.validUntil) await page.locator('input[name="validUntil"]').fill(fields.validUntil);
  if (fields.productId) await page.locator(`input[name="productIds"][value="${fields.productId}"]`).check();
  if (fields.conformity) {
    const { registrationNumber, regulations, issuedOn, holder, registryUrl } = fields.conformity;
    await page.locator('input[name="registrationNumber"]').fill(registrationNumber);
    for (const regulation of regulations) await page.locator(`input[name="technicalRegulations"][value="${regulation}"]`).check();
    await page.locator('input[name="issuedOn"]').fill(issuedOn);
    await page.locator('input[name="holder"]').fill(holder);
    await page.locator('input[name="registryUrl"]').fill(registryUrl);
  }
  await page.getByTestId('document-save').click();
}

/** Publishes the document whose page is open (every title given: the checklist lets it). */
async function publish(page: Page) {
  await page.getByTestId('publish').click();
  await expect(page.getByTestId('documents-done')).toHaveText(admin.en('notices.done.published'));
}

/** An editor of its own uploads a manual (titles of its own, a PDF of its own) linked to a product of its own. */
async function uploadManual(browser: Browser): Promise<{ editor: StaffBrowser; page: Page; product: MadeProduct; titles: Record<'it' | 'ru' | 'en', string>; fileKey: string; id: string }> {
  const token = unique();
  const product = await copyProduct('wch-120');
  const editor = await staffBrowser(browser, 'editor');
  const page = await editor.page();
  const titles = withToken(MANUAL, token);
  await upload(page, { file: { name: 'manuale.pdf', mimeType: 'application/pdf', buffer: minimalPdf(`Manuale ${token}`) }, titles, type: 'manual', language: 'it', productId: product.id });
  await expect(page.getByTestId('documents-done')).toHaveText(admin.en('notices.done.created'));
  await publish(page);
  const row = await db.document.findFirstOrThrow({ where: { products: { some: { id: product.id } } } });
  return { editor, page, product, titles, fileKey: row.fileKey, id: row.id };
}

/** The documents on the page that belong to `product` (the library lists everyone's). */
const itemsOf = (page: Page, product: MadeProduct) => page.getByTestId('document-item').filter({ has: page.getByRole('link', { name: product.modelCode, exact: true }) });
const titlesOf = async (page: Page, product: MadeProduct) => (await itemsOf(page, product).locator('h2, h3').allTextContents()).map((title) => title.trim());

test('an editor uploads a manual linked to a product: on /documents and the product page in every locale, served as PDF', async ({ browser, request }) => {
  const token = unique();
  const product = await copyProduct('wch-120');
  const editor = await staffBrowser(browser, 'editor');
  const page = await editor.page();
  const pdf = minimalPdf(`Manuale WS ${token}`);
  await upload(page, { file: { name: 'manuale.pdf', mimeType: 'application/pdf', buffer: pdf }, titles: MANUAL, type: 'manual', language: 'it', productId: product.id });
  await expect(page.getByTestId('documents-done')).toHaveText(admin.en('notices.done.created'));
  // A new document starts unpublished: visitors never see its file until it is published.
  const draft = await db.document.findFirstOrThrow({ where: { products: { some: { id: product.id } } } });
  expect((await request.get(`/uploads/${draft.fileKey}`)).status()).toBe(404);
  await publish(page);
  const row = await db.document.findFirstOrThrow({ where: { products: { some: { id: product.id } } }, include: { products: true } });
  expect(row.products.map((p) => p.id)).toEqual([product.id]);
  expect(await db.auditLog.count({ where: { entity: 'document', entityId: row.id, action: 'document.create' } })).toBe(1);
  await editor.close();

  const visitor = await browser.newPage();
  for (const locale of LOCALES) {
    await visitor.goto(`${prefix(locale)}/documents`);
    expect(await titlesOf(visitor, product)).toEqual([MANUAL[locale]]);
    const item = itemsOf(visitor, product);
    await expect(item).toContainText(t(locale, 'Documents.types.manual'));
    // The document's language, named in the visitor's: "italiano", "итальянский", "Italian".
    await expect(item.getByTestId('document-language')).toHaveText({ it: 'Italiano', ru: 'Итальянский', en: 'Italian' }[locale]);
    await expect(item.getByRole('link', { name: product.modelCode })).toHaveAttribute('href', `${prefix(locale)}/product/${product.slug}`);
    await visitor.goto(`${prefix(locale)}/product/${product.slug}`);
    await expect(visitor.getByTestId('documents-section').getByTestId('document-item')).toContainText(MANUAL[locale]);
  }

  const href = await visitor.getByTestId('document-link').getAttribute('href');
  expect(href).toBe(`/uploads/${row.fileKey}`);
  const response = await request.get(href!);
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

test('a certificate past its validity is hidden from visitors (library, product page, file) and flagged in the back office', async ({ browser, request }) => {
  const token = unique();
  const product = await copyProduct('wch-120');
  const editor = await staffBrowser(browser, 'editor');
  const page = await editor.page();
  const expired = `Certificato EAC scaduto ${token}`;
  const manual = withToken(MANUAL, token);
  await upload(page, {
    file: { name: 'eac.pdf', mimeType: 'application/pdf', buffer: minimalPdf(`EAC 2020 ${token}`) },
    titles: { it: expired, ru: expired, en: expired },
    type: 'certificate',
    language: 'ru',
    validUntil: '2020-12-31',
    productId: product.id,
  });
  await expect(page.getByTestId('documents-done')).toBeVisible();
  await expect(page.getByTestId('document-expired')).toHaveText(admin.en('list.expired'));
  await publish(page);
  // A valid document of the same product, uploaded after it: the pages below are regenerated after both uploads.
  await upload(page, { file: { name: 'manuale.pdf', mimeType: 'application/pdf', buffer: minimalPdf(`Manuale ${token}`) }, titles: manual, type: 'manual', language: 'it', productId: product.id });
  await expect(page.getByTestId('documents-done')).toHaveText(admin.en('notices.done.created'));
  await publish(page);
  await page.goto('/admin/documents');
  const expiredRow = page.getByTestId('document-row').filter({ hasText: expired });
  await expect(expiredRow.getByTestId('document-expired')).toContainText('Expired');
  await expect(page.getByTestId('document-row').filter({ hasText: manual.en })).toHaveCount(1);
  await expect(page.getByTestId('document-row').filter({ hasText: manual.en }).getByTestId('document-expired')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await editor.close();

  const stored = await db.document.findFirstOrThrow({ where: { type: 'certificate', products: { some: { id: product.id } } } });
  const visitor = await browser.newPage();
  for (const locale of LOCALES) {
    await visitor.goto(`${prefix(locale)}/documents`);
    expect(await titlesOf(visitor, product)).toEqual([manual[locale]]);
    await visitor.goto(`${prefix(locale)}/product/${product.slug}`);
    await expect(visitor.getByTestId('documents-section').getByTestId('document-item')).toHaveCount(1);
    await expect(visitor.getByTestId('documents-section').getByTestId('document-item')).toContainText(manual[locale]);
  }
  await visitor.close();
  const file = await request.get(`/uploads/${stored.fileKey}`);
  expect(file.status()).toBe(404);
  expect(file.headers()['content-type']).toContain('text/plain');
  // The file is still stored (editors can read it): the 404 is the expiry's. Made valid again, it comes back.
  expect(fs.existsSync(path.join(UPLOAD_DIR, stored.fileKey))).toBe(true);
  await db.document.update({ where: { id: stored.id }, data: { validUntil: new Date('2099-12-31T00:00:00Z') } });
  expect((await request.get(`/uploads/${stored.fileKey}`)).status()).toBe(200);
  await db.document.update({ where: { id: stored.id }, data: { validUntil: new Date('2020-12-31T00:00:00Z') } });
});

test('a picture renamed .pdf is refused with a translated message, and nothing is stored', async ({ browser }) => {
  const editor = await staffBrowser(browser, 'editor', { locale: 'ru' });
  const page = await editor.page();
  const title = `Non un PDF ${unique()}`;
  const folder = path.join(UPLOAD_DIR, 'documents');
  const files = () => (fs.existsSync(folder) ? fs.readdirSync(folder) : []);
  const before = new Set(files());
  // A picture of this test's own: a stored PDF is named by its content's hash (lib/documents/files.ts).
  const [r, g, b] = [1, 2, 3].map(() => Math.floor(Math.random() * 256));
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: r!, g: g!, b: b! } } }).png().toBuffer();
  await upload(page, { file: { name: 'certificate.pdf', mimeType: 'application/pdf', buffer: png }, titles: { it: title }, type: 'certificate', language: 'ru' });
  await expect(page.getByTestId('documents-error')).toHaveText(admin.ru('notices.error.TYPE'));
  // What was typed is still there (only the file must be chosen again).
  await expect(page.locator('input[name="titles.it"]')).toHaveValue(title);
  expect(await db.documentTranslation.count({ where: { title } })).toBe(0);
  expect(fs.existsSync(path.join(folder, `${createHash('sha256').update(png).digest('hex').slice(0, 32)}.pdf`))).toBe(false);
  // Files other tests upload meanwhile belong to their documents; none is left without one.
  const orphans = async () => {
    const added = files().filter((name) => !before.has(name));
    const owned = new Set((await db.document.findMany({ where: { fileKey: { in: added.map((name) => `documents/${name}`) } }, select: { fileKey: true } })).map((d) => d.fileKey));
    return added.filter((name) => !owned.has(`documents/${name}`));
  };
  await expect.poll(orphans).toEqual([]);
  await expectNoAxeViolations(page);
  await editor.close();
});

test('the filter by type works without JavaScript: a result page, noindex, canonical to /documents', async ({ browser }) => {
  const { editor, product, titles } = await uploadManual(browser);
  await editor.close();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const locale of LOCALES) {
    await page.goto(`${prefix(locale)}/documents`);
    await page.locator('select[name="type"]').selectOption('manual');
    // The product too: the result then holds this test's documents only.
    await page.locator('select[name="product"]').selectOption(product.slug);
    await page.getByTestId('documents-filter').getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/documents\\?type=manual&product=${product.slug}$`));
    expect(await page.getByTestId('document-item').locator('h2, h3').allTextContents()).toEqual([titles[locale]]);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${BASE_URL}${prefix(locale)}/documents`);
    await page.goto(`${prefix(locale)}/documents?type=brochure&product=${product.slug}`);
    await expect(page.getByTestId('documents-no-results')).toHaveText(t(locale, 'Documents.noResults'));
  }
  await context.close();
});

test('axe finds no violations on /documents in every locale, nor on the back office editing pages', async ({ browser, page }) => {
  const { editor, page: staff, product, id } = await uploadManual(browser);
  for (const locale of LOCALES) {
    await page.goto(`${prefix(locale)}/documents`);
    await expect(itemsOf(page, product)).toHaveCount(1);
    await expectNoAxeViolations(page);
  }
  for (const url of ['/admin/documents/new', `/admin/documents/${id}`]) {
    await staff.goto(url);
    await expect(staff.getByTestId('document-form')).toBeVisible();
    await expectNoAxeViolations(staff);
  }
  await editor.close();
});

test('an editor deletes a document after confirming: gone from the site, its file removed', async ({ browser, request }) => {
  const { editor, page, product, id, fileKey } = await uploadManual(browser);
  const visitor = await browser.newPage();
  await visitor.goto('/documents');
  await expect(itemsOf(visitor, product)).toHaveCount(1);

  await page.goto(`/admin/documents/${id}`);
  await page.getByLabel(/I understand/).check();
  await page.getByTestId('delete-document').click();
  await expect(page.getByTestId('documents-done')).toHaveText(admin.en('notices.done.deleted'));
  expect(await db.document.count({ where: { id } })).toBe(0);
  expect(fs.existsSync(path.join(UPLOAD_DIR, fileKey))).toBe(false);
  expect((await request.get(`/uploads/${fileKey}`)).status()).toBe(404);
  await visitor.goto('/documents');
  await expect(itemsOf(visitor, product)).toHaveCount(0);
  await visitor.goto(`/product/${product.slug}`);
  await expect(visitor.getByTestId('documents-section')).toHaveCount(0);
  await visitor.close();
  await editor.close();
});

const DECLARATION = { it: 'Dichiarazione di conformità EAEU', ru: 'Декларация о соответствии ЕАЭС', en: 'EAEU declaration of conformity' };
const KIND = { it: 'Dichiarazione di conformità', ru: 'Декларация о соответствии', en: 'Declaration of conformity' };
const REGULATION_004 = { it: 'TR CU 004/2011 «Sulla sicurezza delle apparecchiature a bassa tensione»', ru: 'ТР ТС 004/2011 «О безопасности низковольтного оборудования»', en: 'TR CU 004/2011 “On safety of low-voltage equipment”' };
const longDay = (day: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
/** "YYYY-MM-DD" five years from today: a declaration valid whenever the test runs. */
const inFiveYears = () => {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() + 5);
  return day.toISOString().slice(0, 10);
};

test('conformity: an editor fills a declaration’s EAEU fields without JavaScript and publishes; the product page shows “Conformity” with the EAC mark in every locale', async ({ browser }) => {
  const token = unique();
  const product = await copyProduct('ach-020s');
  const editor = await staffBrowser(browser, 'editor');
  const page = await editor.page({ javaScriptEnabled: false });
  // Not covered yet: flagged in the catalogue's list, also by its filter.
  await page.goto(`/admin/catalogue?q=${product.slug}&conformity=none`);
  await expect(page.getByTestId('product-row').getByTestId('product-conformity')).toHaveText(adminTexts('catalogue', 'en')('list.conformityMissing'));

  const digits = String(Number.parseInt(token, 16) % 100_000).padStart(5, '0');
  const conformity: Conformity = {
    registrationNumber: `ЕАЭС N RU Д-IT.РА01.В.${digits}/26`,
    regulations: ['TR CU 010/2011', 'TR CU 004/2011'],
    issuedOn: '2026-03-12',
    holder: 'ООО «Аэрис Клима Рус»',
    registryUrl: 'http://pub.fsa.gov.ru/rds/declaration/view/1',
  };
  const titles = withToken(DECLARATION, token);
  const file = { name: 'eac.pdf', mimeType: 'application/pdf', buffer: minimalPdf(`EAC ${token}`) };
  const validUntil = inFiveYears();
  const fields = { file, titles, type: 'declaration', language: 'ru', validUntil, productId: product.id, conformity };
  // A registry link that is not https is refused beside its field, in the editor's language; what was typed stays.
  await upload(page, fields);
  await expect(page.getByTestId('documents-error')).toBeVisible();
  await expect(page.locator('#document-registry-url-error')).toHaveText(admin.en('errors.https'));
  await expect(page.locator('input[name="registrationNumber"]')).toHaveValue(conformity.registrationNumber);
  await expect(page.locator('input[name="technicalRegulations"][value="TR CU 010/2011"]')).toBeChecked();
  const registryUrl = `https://pub.fsa.gov.ru/rds/declaration/view/${digits}`;
  await upload(page, { ...fields, conformity: { ...conformity, registryUrl, regulations: [] } }, { goto: false });
  await expect(page.getByTestId('documents-done')).toHaveText(admin.en('notices.done.created'));
  await publish(page);
  await page.goto(`/admin/catalogue?q=${product.slug}&conformity=none`);
  await expect(page.getByTestId('product-row')).toHaveCount(0);
  await editor.close();

  // A context of its own: axe needs one.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  for (const locale of LOCALES) {
    await visitor.goto(`${prefix(locale)}/product/${product.slug}`);
    const section = visitor.getByTestId('conformity-section');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(t(locale, 'Conformity.title'));
    await expect(section.getByRole('img', { name: 'EAC' })).toBeVisible();
    const entry = section.getByTestId('conformity-entry');
    await expect(entry).toHaveCount(1);
    await expect(entry.getByRole('heading', { level: 3 })).toHaveText(KIND[locale]);
    await expect(entry.getByTestId('conformity-number')).toContainText(conformity.registrationNumber);
    await expect(entry).toContainText(REGULATION_004[locale]);
    await expect(entry).toContainText(longDay('2026-03-12', locale));
    await expect(entry.getByTestId('conformity-valid-until')).toHaveText(longDay(validUntil, locale));
    await expect(entry).toContainText(conformity.holder);
    const link = entry.getByRole('link', { name: t(locale, 'Conformity.registryLink') });
    await expect(link).toHaveAttribute('href', registryUrl);
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(entry.getByTestId('conformity-sample')).toHaveCount(0);
    if (locale === 'ru') await expectNoAxeViolations(visitor);
  }

  // A sample declaration as the seed writes them (a made-up number, `fictitious`; a registry link stored, never shown),
  // on a product of its own, so the test does not depend on the seed's dates.
  const sampled = await copyProduct('ach-020s');
  const stored = await db.document.findFirstOrThrow({ where: { registrationNumber: conformity.registrationNumber }, select: { fileKey: true, fileSize: true } });
  await db.document.create({
    data: {
      type: 'declaration',
      language: 'ru',
      ...stored,
      published: true,
      fictitious: true,
      registrationNumber: `ЕАЭС N RU Д-IT.РА09.В.${digits}/26`,
      technicalRegulations: ['TR CU 010/2011'],
      registryUrl: 'https://pub.fsa.gov.ru/rds/declaration/view/0',
      validUntil: new Date(`${validUntil}T00:00:00Z`),
      translations: { create: Object.entries(withToken(DECLARATION, `${token}-sample`)).map(([locale, title]) => ({ locale, title })) },
      products: { connect: { id: sampled.id } },
    },
  });
  // In the comparison each column says what it has; the sample's number is marked as one.
  await visitor.goto(`/en/product/compare?items=${product.slug},${sampled.slug}`);
  const row = visitor.getByTestId('compare-conformity');
  const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${validUntil}T00:00:00Z`));
  await expect(row.locator('td').nth(0)).toHaveText(t('en', 'Conformity.compareValidUntil', { kind: 'EAC declaration', date }));
  await expect(row.locator('td').nth(1)).toContainText(t('en', 'Conformity.sampleShort'));
  // On its product's page: marked as a sample, with no registry link and no EAC mark.
  await visitor.goto(`/product/${sampled.slug}`);
  await expect(visitor.getByTestId('conformity-section').getByRole('img', { name: 'EAC' })).toHaveCount(0);
  const seeded = visitor.getByTestId('conformity-entry');
  await expect(seeded.getByTestId('conformity-sample')).toHaveText(t('it', 'Conformity.sample'));
  await expect(seeded.getByRole('link')).toHaveCount(0);
  await context.close();
});
