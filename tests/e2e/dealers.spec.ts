import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startAppServer, type AppServer } from '../support/app-server';
import { LOCALES, localized, t, type Locale } from '../support/e2e';
import { createStaff, signIn, type StaffCredentials } from '../support/staff';

// Issue 15, item 6: an approved partner application from Russia becomes a dealer in one step; it appears on the
// static /dealers page and in its region's filtered result (without JavaScript) in it, ru and en, with the
// region named in each language and its LocalBusiness JSON-LD; the back-office form refuses bad input.
test.describe.configure({ mode: 'serial' });

type Tree = Record<string, unknown>;
const admin = JSON.parse(fs.readFileSync('messages/admin/dealers/ru.json', 'utf8')) as Tree;
const A = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], admin) as string;
const leadsRu = JSON.parse(fs.readFileSync('messages/admin/leads/ru.json', 'utf8')) as { statusForm: { label: string; submit: string; saved: string } };

/** The region of the application and its name as the shared region data gives it in each language. */
const REGION = 'RU-SVE';
const REGION_NAME: Record<Locale, string> = { it: "Sverdlovsk (oblast')", ru: 'Свердловская область', en: 'Sverdlovsk Oblast' };
const RUSSIA: Record<Locale, string> = { it: 'Russia', ru: 'Россия', en: 'Russia' };
const PARTNER = { company: 'ООО «Климат Урал»', email: 'info@klimat-ural.example', phone: '+73432123456', city: 'Екатеринбург', address: 'ул. Малышева, 51' };
const MOSCOW = { name: 'ООО «Климат Центр»', city: 'Москва', phone: '8 (495) 123-45-67', e164: '+74951234567', website: 'https://klimat-centr.example' };

let app: AppServer;
let sales: StaffCredentials;
let session: Awaited<ReturnType<BrowserContext['storageState']>>;
let leadId = '';

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  app = await startAppServer({ RATE_LIMIT_PER_MINUTE: '1000', SMTP_URL: '' }, { seed: true });
  // A partner application as the form stores it (the partner form and its API have their own tests).
  const lead = await app.db.lead.create({
    data: {
      type: 'partner',
      name: 'Иван Петров',
      companyName: PARTNER.company,
      email: PARTNER.email,
      phone: PARTNER.phone,
      country: 'RU',
      region: REGION,
      inn: '7707083893',
      locale: 'ru',
      sourcePage: '/ru/becomepartner',
      consentAt: new Date(),
      consentIp: '203.0.113.9',
      consentUserAgent: 'Playwright',
      consentTextVersion: '2026-01',
    },
  });
  leadId = lead.id;
  sales = await createStaff(app.db, 'sales', { locale: 'ru' });
  const context = await browser.newContext();
  await signIn(await context.newPage(), app.baseUrl, sales);
  session = await context.storageState();
  await context.close();
});

test.afterAll(async () => {
  await app?.stop();
});

async function asSales(browser: Browser, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ storageState: session, javaScriptEnabled, locale: 'ru-RU' });
  return context.newPage();
}

/** axe-core over `url` in a page of its own with scripts on (axe runs in the page; the checks above run without). */
async function expectNoAxeViolations(browser: Browser, url: string, signedIn = false) {
  const context = await browser.newContext(signedIn ? { storageState: session, locale: 'ru-RU' } : {});
  const page = await context.newPage();
  await page.goto(url);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), url).toEqual([]);
  await context.close();
}

test('before any dealer, /dealers is static and says so in each language', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const locale of LOCALES) {
    const response = await page.goto(`${app.baseUrl}${localized(locale, '/dealers')}`);
    expect(response?.status()).toBe(200);
    // Served from the cache like every static page: no per-visitor answer, no cookie.
    expect(response?.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    expect(response?.headers()['set-cookie']).toBeUndefined();
    await expect(page.getByTestId('dealers-empty')).toContainText(t(locale, 'Dealers.empty.title'));
    await expect(page.getByTestId('dealer-filter')).toHaveCount(0);
    await expectNoAxeViolations(browser, page.url());
  }
  await context.close();
});

test('the dealer form refuses bad input with translated errors and stores nothing, then creates a dealer', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await asSales(browser, false);
  await page.goto(`${app.baseUrl}/admin/dealers/new`);
  await expect(page.getByRole('heading', { level: 1, name: A('new') })).toBeVisible();
  await expectNoAxeViolations(browser, page.url(), true);
  const form = page.getByTestId('dealer-form');
  await form.getByLabel(A('fields.name')).fill(MOSCOW.name);
  await form.getByLabel(A('fields.country')).selectOption('RU');
  await form.getByLabel(A('fields.city')).fill(MOSCOW.city);
  await form.getByLabel(A('fields.phone')).fill('12-34');
  await form.getByLabel(A('fields.website'), { exact: false }).fill('klimat-centr.example');
  await page.getByTestId('dealer-save').click();
  const errors = page.getByTestId('field-error');
  await expect(errors).toHaveText([A('errors.regionRequired'), A('errors.phone'), A('errors.website')]);
  expect(await app.db.dealer.count()).toBe(0);
  // What was typed is kept.
  await expect(form.getByLabel(A('fields.name'))).toHaveValue(MOSCOW.name);

  await form.getByLabel(A('fields.region')).selectOption('RU-MOW');
  await form.getByLabel(A('fields.phone')).fill(MOSCOW.phone);
  await form.getByLabel(A('fields.website'), { exact: false }).fill(MOSCOW.website);
  await form.getByLabel(A('kinds.service')).check();
  await page.getByTestId('dealer-save').click();
  await expect(page.getByTestId('dealer-done')).toHaveText(A('notices.done.created'));
  const row = await app.db.dealer.findFirstOrThrow();
  expect(row).toMatchObject({ name: MOSCOW.name, country: 'RU', region: 'RU-MOW', phone: MOSCOW.e164, website: MOSCOW.website, sales: true, service: true, published: true });
  expect(await app.db.auditLog.count({ where: { action: 'dealer.create', entityId: row.id } })).toBe(1);
  await expectNoAxeViolations(browser, page.url(), true);
});

test('a sales user approves the partner application and creates its dealer in one step', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await asSales(browser);
  await page.goto(`${app.baseUrl}/admin/leads/${leadId}`);
  // Not approved yet: no way to make a dealer.
  await expect(page.getByTestId('create-dealer')).toHaveCount(0);
  await page.getByLabel(leadsRu.statusForm.label, { exact: true }).selectOption('won');
  await page.getByRole('button', { name: leadsRu.statusForm.submit }).click();
  await expect(page.getByTestId('status-form').getByRole('status')).toHaveText(leadsRu.statusForm.saved);

  await page.getByTestId('create-dealer').click();
  await page.waitForURL(/\/admin\/dealers\/[^/?]+\?done=fromLead$/);
  await expect(page.getByTestId('dealer-done')).toHaveText(A('notices.done.fromLead'));
  const dealer = await app.db.dealer.findUniqueOrThrow({ where: { leadId } });
  expect(dealer).toMatchObject({ name: PARTNER.company, country: 'RU', region: REGION, phone: PARTNER.phone, email: PARTNER.email, published: true, city: '' });
  await expect(page.getByTestId('dealer-lead')).toBeVisible();

  // The city and address, which the partner form does not ask for, are added here.
  const form = page.getByTestId('dealer-form');
  await form.getByLabel(A('fields.city')).fill(PARTNER.city);
  await form.getByLabel(A('fields.address'), { exact: false }).fill(PARTNER.address);
  await form.getByLabel(A('kinds.installation')).check();
  await page.getByTestId('dealer-save').click();
  await expect(form.getByRole('status')).toHaveText(A('form.saved'));
  expect(await app.db.dealer.findUniqueOrThrow({ where: { id: dealer.id } })).toMatchObject({ city: PARTNER.city, address: PARTNER.address, installation: true, version: 2 });
  await expectNoAxeViolations(browser, page.url(), true);

  // The lead page now links to its dealer instead of offering another.
  await page.goto(`${app.baseUrl}/admin/leads/${leadId}`);
  await expect(page.getByTestId('create-dealer')).toHaveCount(0);
  await page.getByTestId('lead-dealer-link').click();
  await page.waitForURL(`**/admin/dealers/${dealer.id}`);
  expect(await app.db.dealer.count({ where: { leadId } })).toBe(1);

  await page.goto(`${app.baseUrl}/admin/dealers`);
  await expect(page.getByTestId('dealer-row')).toHaveCount(2);
  await expectNoAxeViolations(browser, page.url(), true);
});

/** The LocalBusiness objects of a page's JSON-LD. */
async function localBusinesses(page: Page) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>).filter((data) => data['@type'] === 'LocalBusiness');
}

for (const locale of LOCALES) {
  test(`in ${locale}: the dealer is on /dealers and in its region's result without JavaScript, with its LocalBusiness`, async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}${localized(locale, '/dealers')}`);
    const list = page.getByTestId('dealer-list');
    await expect(list.getByTestId('dealer-card')).toHaveCount(2);
    await expect(list.getByRole('heading', { level: 2, name: new RegExp(`^${RUSSIA[locale]}`) })).toBeVisible();
    await expect(list.getByRole('heading', { level: 3, name: REGION_NAME[locale] })).toBeVisible();
    await expectNoAxeViolations(browser, page.url());

    // First the country (the region field shows for Russia after it), then the region.
    const filter = page.getByTestId('dealer-filter');
    await filter.getByLabel(t(locale, 'Dealers.filter.country')).selectOption('RU');
    await filter.getByTestId('dealer-filter-submit').click();
    await expect(page).toHaveURL(/[?&]country=RU/);
    await filter.getByLabel(t(locale, 'Dealers.filter.region')).selectOption(REGION);
    await filter.getByTestId('dealer-filter-submit').click();
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/dealers')}\\?country=RU&region=${REGION}$`));

    const card = page.getByTestId('dealer-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(PARTNER.company);
    await expect(card).toContainText(PARTNER.city);
    await expect(card).toContainText(t(locale, 'Dealers.kinds.installation'));
    await expect(card.getByTestId('dealer-phone')).toHaveAttribute('href', `tel:${PARTNER.phone}`);
    await expect(page.getByText(MOSCOW.name)).toHaveCount(0);
    await expect(page.getByTestId('dealer-region')).toHaveAttribute('data-region', REGION);
    await expect(page.getByTestId('dealer-list').getByRole('heading', { level: 3 })).toHaveText(REGION_NAME[locale]);
    // The result is a per-request page of its own: not indexed, canonical to the list.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${app.baseUrl}${localized(locale, '/dealers')}`);

    expect(await localBusinesses(page)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: PARTNER.company,
        address: { '@type': 'PostalAddress', addressCountry: 'RU', addressRegion: REGION_NAME[locale], addressLocality: PARTNER.city, streetAddress: PARTNER.address },
        telephone: PARTNER.phone,
        email: PARTNER.email,
      },
    ]);
    await expectNoAxeViolations(browser, page.url());
    await context.close();
  });
}

test('with JavaScript the region field shows as soon as Russia is chosen, and the static page lists both dealers\' JSON-LD', async ({ page }) => {
  await page.goto(`${app.baseUrl}/en/dealers`);
  const filter = page.getByTestId('dealer-filter');
  await expect(filter.getByLabel(t('en', 'Dealers.filter.region'))).toBeHidden();
  await filter.getByLabel(t('en', 'Dealers.filter.country')).selectOption('RU');
  await expect(filter.getByLabel(t('en', 'Dealers.filter.region'))).toBeVisible();
  expect((await localBusinesses(page)).map((data) => data.name).sort()).toEqual([MOSCOW.name, PARTNER.company].sort());
  const moscow = (await localBusinesses(page)).find((data) => data.name === MOSCOW.name)!;
  expect(moscow.url).toBe(MOSCOW.website);
  expect(moscow.address).toMatchObject({ addressRegion: 'Moscow', addressLocality: MOSCOW.city });
});

test('a deleted dealer leaves the public page at once', async ({ browser }) => {
  const page = await asSales(browser, false);
  const moscow = await app.db.dealer.findFirstOrThrow({ where: { region: 'RU-MOW' } });
  await page.goto(`${app.baseUrl}/admin/dealers/${moscow.id}`);
  const form = page.getByTestId('dealer-delete');
  await form.getByRole('checkbox').check();
  await form.getByRole('button').click();
  await page.waitForURL(/\/admin\/dealers\?done=deleted$/);
  expect(await app.db.dealer.count({ where: { id: moscow.id } })).toBe(0);
  await page.goto(`${app.baseUrl}/dealers`);
  await expect(page.getByTestId('dealer-card')).toHaveCount(1);
  await expect(page.getByText(MOSCOW.name)).toHaveCount(0);
});
