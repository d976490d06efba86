import type { Browser, Page } from '@playwright/test';
import { adminTexts, staffBrowser, type StaffBrowser, type StorageState } from '../../support/back-office';
import { LOCALES, localized, t, type Locale } from '../../support/e2e';
import { BASE_URL } from '../../support/e2e-settings.mjs';
import { db, unique } from '../../support/factories';
import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import { createLead } from '@/lib/leads/number';

// Issue 15, item 6: an approved partner application from Russia becomes a dealer in one step; a dealer appears on
// the static /dealers page and in its region's filtered result (without JavaScript) in it, ru and en, with the
// region named in each language and its LocalBusiness JSON-LD; the back-office form refuses bad input. Other
// tests add dealers meanwhile: each test makes its own (names carry a token) with a sales user of its own, who
// reads the back office in Russian, and looks only at those. The page before any dealer: tests/e2e/ui/dealers.spec.ts.

// A sign-in, one or two dealers made through the form, then pages in three languages with axe on them: 17 to 45 s
// each on two cores shared with other runs (load about 18).
test.describe.configure({ timeout: 90_000 });

const A = adminTexts('dealers', 'ru');
const L = adminTexts('leads', 'ru');

/** The region of the partner and its name as the shared region data gives it in each language. */
const REGION = 'RU-SVE';
const REGION_NAME: Record<Locale, string> = { it: "Sverdlovsk (oblast')", ru: 'Свердловская область', en: 'Sverdlovsk Oblast' };
const RUSSIA: Record<Locale, string> = { it: 'Russia', ru: 'Россия', en: 'Russia' };

type DealerInput = { name: string; region: string; city: string; address?: string; phone: string; email?: string; website?: string; kinds: ('installation' | 'service')[] };

/** A dealer in Sverdlovsk oblast with an installation business, as a partner application leaves it once completed. */
const partner = (token: string) => ({
  name: `ООО «Климат Урал» ${token}`,
  region: REGION,
  city: 'Екатеринбург',
  address: 'ул. Малышева, 51',
  phone: '+73432123456',
  email: `info-${token}@klimat-ural.example`,
  kinds: ['installation' as const],
});
/** A dealer in Moscow with a website. */
const moscow = (token: string) => ({
  name: `ООО «Климат Центр» ${token}`,
  region: 'RU-MOW',
  city: 'Москва',
  phone: '8 (495) 123-45-67',
  e164: '+74951234567',
  website: `https://klimat-centr-${token}.example`,
  kinds: ['service' as const],
});

/** Fills the new-dealer form (Russia, sales ticked as the form starts) and creates the dealer. */
async function createDealer(page: Page, dealer: DealerInput) {
  await page.goto('/admin/dealers/new');
  const form = page.getByTestId('dealer-form');
  await form.getByLabel(A('fields.name')).fill(dealer.name);
  await form.getByLabel(A('fields.country')).selectOption('RU');
  await form.getByLabel(A('fields.region')).selectOption(dealer.region);
  await form.getByLabel(A('fields.city')).fill(dealer.city);
  if (dealer.address) await form.getByLabel(A('fields.address'), { exact: false }).fill(dealer.address);
  await form.getByLabel(A('fields.phone')).fill(dealer.phone);
  if (dealer.email) await form.getByLabel(A('fields.email'), { exact: false }).fill(dealer.email);
  if (dealer.website) await form.getByLabel(A('fields.website'), { exact: false }).fill(dealer.website);
  for (const kind of dealer.kinds) await form.getByLabel(A(`kinds.${kind}`)).check();
  await page.getByTestId('dealer-save').click();
  await expect(page.getByTestId('dealers-done')).toHaveText(A('notices.done.created'));
  return db.dealer.findFirstOrThrow({ where: { name: dealer.name } });
}

/** A sales user of the test's own, and a page of theirs without JavaScript. */
async function asSales(browser: Browser): Promise<{ sales: StaffBrowser; page: Page }> {
  const sales = await staffBrowser(browser, 'sales', { locale: 'ru' });
  return { sales, page: await sales.page({ javaScriptEnabled: false, locale: 'ru-RU' }) };
}

/** axe-core over `url` in a page of its own with scripts on (axe runs in the page; the checks around run without). */
async function expectNoAxeViolationsAt(browser: Browser, url: string, storageState?: StorageState) {
  const context = await browser.newContext(storageState ? { storageState, locale: 'ru-RU' } : {});
  const page = await context.newPage();
  await page.goto(url);
  await expectNoAxeViolations(page);
  await context.close();
}

/** The LocalBusiness objects of a page's JSON-LD. */
async function localBusinesses(page: Page) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>).filter((data) => data['@type'] === 'LocalBusiness');
}

test('the dealer form refuses bad input with translated errors and stores nothing, then creates a dealer', async ({ browser }) => {
  const { sales, page } = await asSales(browser);
  const dealer = moscow(unique());
  await page.goto('/admin/dealers/new');
  await expect(page.getByRole('heading', { level: 1, name: A('new') })).toBeVisible();
  await expectNoAxeViolationsAt(browser, page.url(), sales.storageState);
  const form = page.getByTestId('dealer-form');
  await form.getByLabel(A('fields.name')).fill(dealer.name);
  await form.getByLabel(A('fields.country')).selectOption('RU');
  await form.getByLabel(A('fields.city')).fill(dealer.city);
  await form.getByLabel(A('fields.phone')).fill('12-34');
  await form.getByLabel(A('fields.website'), { exact: false }).fill(dealer.website.replace('https://', ''));
  await page.getByTestId('dealer-save').click();
  const errors = page.getByTestId('field-error');
  await expect(errors).toHaveText([A('errors.regionRequired'), A('errors.phone'), A('errors.website')]);
  expect(await db.dealer.count({ where: { name: dealer.name } })).toBe(0);
  // What was typed is kept.
  await expect(form.getByLabel(A('fields.name'))).toHaveValue(dealer.name);

  await form.getByLabel(A('fields.region')).selectOption(dealer.region);
  await form.getByLabel(A('fields.phone')).fill(dealer.phone);
  await form.getByLabel(A('fields.website'), { exact: false }).fill(dealer.website);
  await form.getByLabel(A('kinds.service')).check();
  await page.getByTestId('dealer-save').click();
  await expect(page.getByTestId('dealers-done')).toHaveText(A('notices.done.created'));
  const row = await db.dealer.findFirstOrThrow({ where: { name: dealer.name } });
  expect(row).toMatchObject({ name: dealer.name, country: 'RU', region: 'RU-MOW', phone: dealer.e164, website: dealer.website, sales: true, service: true, published: true });
  expect(await db.auditLog.count({ where: { action: 'dealer.create', entityId: row.id } })).toBe(1);
  await expectNoAxeViolationsAt(browser, page.url(), sales.storageState);
  await sales.close();
});

test('a sales user approves the partner application and creates its dealer in one step', async ({ browser }) => {
  const token = unique();
  const company = partner(token);
  // A partner application as the form stores it (the partner form and its API have their own tests).
  const lead = await createLead(db, {
    type: 'partner',
    name: 'Иван Петров',
    companyName: company.name,
    email: company.email,
    phone: company.phone,
    country: 'RU',
    region: REGION,
    inn: '7707083893',
    locale: 'ru',
    sourcePage: '/ru/becomepartner',
    consentAt: new Date(),
    consentIp: '203.0.113.9',
    consentUserAgent: 'Playwright',
    consentTextVersion: '2026-01',
  });
  const sales = await staffBrowser(browser, 'sales', { locale: 'ru' });
  const page = await sales.page({ locale: 'ru-RU' });
  await page.goto(`/admin/leads/${lead.id}`);
  // Not approved yet: no way to make a dealer.
  await expect(page.getByTestId('create-dealer')).toHaveCount(0);
  await page.getByLabel(L('workForm.status'), { exact: true }).selectOption('won');
  await page.getByRole('button', { name: L('workForm.submit'), exact: true }).click();
  await expect(page.getByTestId('work-form').getByRole('status')).toHaveText(L('workForm.saved'));

  await page.getByTestId('create-dealer').click();
  await page.waitForURL(/\/admin\/dealers\/[^/?]+\?done=fromLead$/);
  await expect(page.getByTestId('dealers-done')).toHaveText(A('notices.done.fromLead'));
  const dealer = await db.dealer.findUniqueOrThrow({ where: { leadId: lead.id } });
  expect(dealer).toMatchObject({ name: company.name, country: 'RU', region: REGION, phone: company.phone, email: company.email, published: true, city: '' });
  await expect(page.getByTestId('dealer-lead')).toBeVisible();

  // The city and address, which the partner form does not ask for, are added here.
  const form = page.getByTestId('dealer-form');
  await form.getByLabel(A('fields.city')).fill(company.city);
  await form.getByLabel(A('fields.address'), { exact: false }).fill(company.address);
  await form.getByLabel(A('kinds.installation')).check();
  await page.getByTestId('dealer-save').click();
  await expect(form.getByRole('status')).toHaveText(A('form.saved'));
  expect(await db.dealer.findUniqueOrThrow({ where: { id: dealer.id } })).toMatchObject({ city: company.city, address: company.address, installation: true, version: 2 });
  await expectNoAxeViolationsAt(browser, page.url(), sales.storageState);

  // The lead page now links to its dealer instead of offering another.
  await page.goto(`/admin/leads/${lead.id}`);
  await expect(page.getByTestId('create-dealer')).toHaveCount(0);
  await page.getByTestId('lead-dealer-link').click();
  await page.waitForURL(`**/admin/dealers/${dealer.id}`);
  expect(await db.dealer.count({ where: { leadId: lead.id } })).toBe(1);

  await page.goto('/admin/dealers');
  await expect(page.getByTestId('dealer-row').filter({ hasText: company.name })).toHaveCount(1);
  await expectNoAxeViolationsAt(browser, page.url(), sales.storageState);

  // The application's dealer is on the public page (every language's view of it: the tests below).
  const visitor = await browser.newPage();
  await visitor.goto('/ru/dealers');
  await expect(visitor.locator(`[data-testid="dealer-card"][data-dealer-id="${dealer.id}"]`)).toContainText(company.city);
  await visitor.close();
  await sales.close();
});

test("in it, ru and en: the dealer is on /dealers and in its region's result without JavaScript, with its LocalBusiness", async ({ browser }) => {
  const token = unique();
  const { sales, page: staff } = await asSales(browser);
  const company = partner(token);
  const other = moscow(token);
  const dealer = await createDealer(staff, company);
  const elsewhere = await createDealer(staff, other);
  await sales.close();

  for (const locale of LOCALES) {
    await test.step(locale, async () => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const card = (id: string) => page.locator(`[data-testid="dealer-card"][data-dealer-id="${id}"]`);
      await page.goto(localized(locale, '/dealers'));
      const list = page.getByTestId('dealer-list');
      await expect(card(dealer.id)).toHaveCount(1);
      await expect(card(elsewhere.id)).toHaveCount(1);
      await expect(list.getByRole('heading', { level: 2, name: new RegExp(`^${RUSSIA[locale]}`) })).toBeVisible();
      await expect(list.getByRole('heading', { level: 3, name: REGION_NAME[locale] })).toBeVisible();
      await expectNoAxeViolationsAt(browser, page.url());

      // First the country (the region field shows for Russia after it), then the region.
      const filter = page.getByTestId('dealer-filter');
      await filter.getByLabel(t(locale, 'Dealers.filter.country')).selectOption('RU');
      await filter.getByTestId('dealer-filter-submit').click();
      await expect(page).toHaveURL(/[?&]country=RU/);
      await filter.getByLabel(t(locale, 'Dealers.filter.region')).selectOption(REGION);
      await filter.getByTestId('dealer-filter-submit').click();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/dealers')}\\?country=RU&region=${REGION}$`));

      await expect(card(dealer.id)).toContainText(company.name);
      await expect(card(dealer.id)).toContainText(company.city);
      await expect(card(dealer.id)).toContainText(t(locale, 'Dealers.kinds.installation'));
      await expect(card(dealer.id).getByTestId('dealer-phone')).toHaveAttribute('href', `tel:${company.phone}`);
      await expect(card(elsewhere.id)).toHaveCount(0);
      await expect(page.getByText(other.name)).toHaveCount(0);
      await expect(page.getByTestId('dealer-region')).toHaveAttribute('data-region', REGION);
      await expect(page.getByTestId('dealer-list').getByRole('heading', { level: 3 })).toHaveText(REGION_NAME[locale]);
      // The result is a per-request page of its own: not indexed, canonical to the list.
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${BASE_URL}${localized(locale, '/dealers')}`);

      // The region's dealers only (others' too, made meanwhile), this one with every field it has.
      const businesses = await localBusinesses(page);
      expect(businesses.map((data) => (data.address as Record<string, unknown>).addressRegion)).toEqual(businesses.map(() => REGION_NAME[locale]));
      expect(businesses.filter((data) => data.name === company.name)).toEqual([
        {
          '@context': 'https://schema.org',
          '@type': 'LocalBusiness',
          name: company.name,
          address: { '@type': 'PostalAddress', addressCountry: 'RU', addressRegion: REGION_NAME[locale], addressLocality: company.city, streetAddress: company.address },
          telephone: company.phone,
          email: company.email,
        },
      ]);
      await expectNoAxeViolationsAt(browser, page.url());
      await context.close();
    });
  }
});

test("with JavaScript the region field shows as soon as Russia is chosen, and the static page lists both dealers' JSON-LD", async ({ browser, page }) => {
  const token = unique();
  const { sales, page: staff } = await asSales(browser);
  const company = partner(token);
  const other = moscow(token);
  await createDealer(staff, company);
  await createDealer(staff, other);
  await sales.close();

  await page.goto('/en/dealers');
  const filter = page.getByTestId('dealer-filter');
  await expect(filter.getByLabel(t('en', 'Dealers.filter.region'))).toBeHidden();
  await filter.getByLabel(t('en', 'Dealers.filter.country')).selectOption('RU');
  await expect(filter.getByLabel(t('en', 'Dealers.filter.region'))).toBeVisible();
  const mine = (await localBusinesses(page)).filter((data) => data.name === company.name || data.name === other.name);
  expect(mine.map((data) => data.name).sort()).toEqual([other.name, company.name].sort());
  const inMoscow = mine.find((data) => data.name === other.name)!;
  expect(inMoscow.url).toBe(other.website);
  expect(inMoscow.address).toMatchObject({ addressRegion: 'Moscow', addressLocality: other.city });
});

test('a deleted dealer leaves the public page at once', async ({ browser }) => {
  const { sales, page } = await asSales(browser);
  const other = moscow(unique());
  const dealer = await createDealer(page, other);
  const visitor = await browser.newPage();
  const card = visitor.locator(`[data-testid="dealer-card"][data-dealer-id="${dealer.id}"]`);
  await visitor.goto('/dealers');
  await expect(card).toContainText(other.name);

  await page.goto(`/admin/dealers/${dealer.id}`);
  const form = page.getByTestId('dealer-delete');
  await form.getByRole('checkbox').check();
  await form.getByRole('button').click();
  await page.waitForURL(/\/admin\/dealers\?done=deleted$/);
  expect(await db.dealer.count({ where: { id: dealer.id } })).toBe(0);
  await visitor.goto('/dealers');
  await expect(card).toHaveCount(0);
  await expect(visitor.getByText(other.name)).toHaveCount(0);
  await visitor.close();
  await sales.close();
});
