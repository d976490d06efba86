import type { Page } from '@playwright/test';
import { knownChallenge } from '../../support/known-captcha';
import { E2E_DATABASE_URL, escapeRegExp, LOCALES, localized, t } from '../../support/e2e';
import { db, unique } from '../../support/factories';
import { CAPTCHA_ANSWER as ANSWER } from '../../support/forms';
import { expect, test } from '../../support/test';

// The partner form and the equipment dialog as a visitor uses them, in each locale, against the shared
// test server and its database. The captcha image is intercepted and replaced by a challenge whose answer the
// test chose, created by the server's own captcha module in the server's database. Every lead has an address or a
// name of its own. The forms' server HTML is checked without a browser in tests/e2e/api/lead-forms.spec.ts.

// Each captcha image is a challenge made by a child process (tests/support/known-captcha.ts): the partner flows
// come near the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

/**
 * Every captcha image the page loads becomes a challenge whose answer the test knows: its picture, and the
 * signed cookie that names it to the form's action (what GET /api/captcha/image sets).
 */
async function knownCaptcha(page: Page) {
  await page.route('**/api/captcha/image**', async (route) => {
    const challenge = knownChallenge(E2E_DATABASE_URL, ANSWER);
    await page.context().addCookies([{ name: 'aeris_captcha', value: challenge.cookie, url: new URL(page.url() || route.request().url()).origin }]);
    await route.fulfill({ contentType: 'image/png', headers: { 'cache-control': 'no-store' }, body: Buffer.from(challenge.image.split(',')[1]!, 'base64') });
  });
}

const REGION_SEARCH = { it: ['pietro', 'San Pietroburgo (città federale)'], ru: ['петер', 'Санкт-Петербург'], en: ['peters', 'Saint Petersburg'] } as const;

for (const locale of LOCALES) {
  test(`a resident applies with the region search and gets the success text (${locale})`, async ({ page }) => {
    await knownCaptcha(page);
    // The visit begins on the form itself, from a search engine: its first page and referrer are the lead's source.
    await page.goto(`${localized(locale, '/becomepartner')}?utm_source=google`, { referer: 'https://www.google.com/' });
    const form = page.getByTestId('partner-form');
    const country = page.getByLabel(t(locale, 'PartnerForm.country'));
    await expect(country).toBeEnabled();
    await country.selectOption('RU');

    const [query, regionName] = REGION_SEARCH[locale];
    const region = page.getByRole('combobox', { name: t(locale, 'PartnerForm.region') });
    await expect(region).toBeEnabled();
    await region.fill(query);
    await page.getByRole('option', { name: regionName }).click();
    await expect(region).toHaveValue(regionName);

    const email = `partner-${locale}-${unique()}@example.test`;
    await page.getByLabel(t(locale, 'PartnerForm.fullName'), { exact: true }).fill('Ivan Petrov');
    await page.getByLabel(t(locale, 'PartnerForm.companyName'), { exact: true }).fill('Klimat Service');
    const phone = page.getByLabel(t(locale, 'PartnerForm.phone'), { exact: true });
    await phone.pressSequentially('89123456789');
    await expect(phone).toHaveValue('+7 (912) 345-67-89');
    await page.getByLabel(t(locale, 'PartnerForm.inn'), { exact: true }).fill('7707083893');
    await page.getByLabel(t(locale, 'PartnerForm.email'), { exact: true }).fill(email);
    await expect(page.getByTestId('captcha-image')).toBeVisible();
    await page.getByLabel(t(locale, 'PartnerForm.captcha'), { exact: true }).fill(ANSWER.toUpperCase());
    await page.getByTestId('partner-agreement').check();
    await form.getByRole('button', { name: t(locale, 'PartnerForm.submit') }).click();

    await expect(page.getByTestId('partner-success')).toHaveText(t(locale, 'PartnerForm.success'));
    const row = await db.lead.findFirstOrThrow({ where: { type: 'partner', email } });
    expect(row).toMatchObject({ country: 'RU', region: 'RU-SPE', phone: '+79123456789', locale, sourcePage: localized(locale, '/becomepartner'), status: 'new' });
    expect(row).toMatchObject({ landingPage: `${localized(locale, '/becomepartner')}?utm_source=google`, referrerHost: 'www.google.com', utmSource: 'google' });
  });

  test(`a non-resident sees the region disabled and a tax number field (${locale})`, async ({ page }) => {
    await page.goto(localized(locale, '/becomepartner'));
    const country = page.getByLabel(t(locale, 'PartnerForm.country'));
    await expect(country).toBeEnabled();
    await country.selectOption('IT');
    await expect(page.getByRole('combobox', { name: t(locale, 'PartnerForm.region') })).toBeDisabled();
    await expect(page.getByText(t(locale, 'PartnerForm.regionHint'))).toBeVisible();
    await expect(page.getByLabel(t(locale, 'PartnerForm.taxId'), { exact: true })).toBeVisible();
  });

  test(`the form shows each problem in the visitor’s language (${locale})`, async ({ page }) => {
    await page.goto(localized(locale, '/becomepartner'));
    await expect(page.getByLabel(t(locale, 'PartnerForm.country'))).toBeEnabled();
    await page.getByTestId('partner-submit').click();
    await expect(page.getByText(t(locale, 'PartnerForm.errors.country.REQUIRED'))).toBeVisible();
    await expect(page.getByText(t(locale, 'PartnerForm.errors.agreement.NOT_ACCEPTED'))).toBeVisible();
    await expect(page.getByLabel(t(locale, 'PartnerForm.country'))).toBeFocused();
  });

  test(`the equipment dialog opened from a product page sends a request naming the product and where the visit began (${locale})`, async ({ page }) => {
    // The visit begins on the list, from a search engine's ad.
    const landing = `${localized(locale, '/product')}?utm_source=yandex&utm_campaign=split-${locale}`;
    await page.goto(landing, { referer: 'https://yandex.ru/search/?text=chiller' });
    // The page notes where the visit began once its scripts run: leaving it before then would lose that.
    await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('aeris.visit'))).toContain('utm_source=yandex');
    const card = page.getByTestId('product-card').first();
    const href = await card.getByRole('link').first().getAttribute('href');
    const slug = href!.split('/').pop()!;
    await page.goto(localized(locale, `/product/${slug}`));
    const cta = page.getByTestId('product-cta');
    await expect(cta).toHaveAttribute('href', localized(locale, `/contacts?product=${slug}`));
    await cta.click();

    const dialog = page.getByRole('dialog', { name: t(locale, 'EquipmentForm.title') });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(localized(locale, `/product/${slug}`))}$`));
    const name = `Marco ${locale} ${unique()}`;
    await dialog.getByLabel(t(locale, 'EquipmentForm.name'), { exact: true }).fill(name);
    await dialog.getByLabel(t(locale, 'EquipmentForm.phone'), { exact: true }).fill('+39 333 123 4567');
    await dialog.getByRole('button', { name: t(locale, 'EquipmentForm.submit') }).click();

    await expect(page.getByText(t(locale, 'EquipmentForm.success'))).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = await db.lead.findFirstOrThrow({ where: { type: 'equipment', name } });
    expect(row).toMatchObject({ productSlug: slug, phone: '+393331234567', locale, sourcePage: localized(locale, `/product/${slug}`) });
    expect(row).toMatchObject({ landingPage: landing, referrerHost: 'yandex.ru', utmSource: 'yandex', utmCampaign: `split-${locale}`, utmMedium: null });
  });
}

test('without JavaScript a partner applies with the plain region list and the captcha image', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await knownCaptcha(page);
  await page.goto('/ru/becomepartner');
  // First a mistake: the answer comes back from the server with what was typed kept.
  await page.getByTestId('partner-full-name').fill('Иван Петров');
  await page.getByTestId('partner-submit').click();
  await expect(page.getByText(t('ru', 'PartnerForm.errors.country.REQUIRED'))).toBeVisible();
  await expect(page.getByTestId('partner-full-name')).toHaveValue('Иван Петров');
  const email = `nojs-partner-${unique()}@example.test`;
  await page.getByTestId('partner-country').selectOption('RU');
  await page.getByTestId('partner-region').selectOption('RU-SPE');
  await page.getByTestId('partner-company').fill('ООО Климат');
  await page.getByTestId('partner-phone').fill('+7 912 345-67-89');
  await page.getByTestId('partner-inn').fill('7707083893');
  await page.getByTestId('partner-email').fill(email);
  await page.getByTestId('partner-captcha').fill(ANSWER);
  await page.getByTestId('partner-agreement').check();
  await page.getByTestId('partner-submit').click();
  await expect(page.getByTestId('partner-success')).toHaveText(t('ru', 'PartnerForm.success'));
  expect(page.url()).not.toContain('example.test');
  const row = await db.lead.findFirstOrThrow({ where: { type: 'partner', email } });
  expect(row).toMatchObject({ country: 'RU', region: 'RU-SPE', name: 'Иван Петров', phone: '+79123456789', locale: 'ru' });
  // Without scripts the form page itself is where the lead came from.
  expect(row).toMatchObject({ landingPage: '/ru/becomepartner', referrerHost: null });
  await context.close();
});

test('the phone placeholder follows the chosen country', async ({ page }) => {
  await page.goto('/en/becomepartner');
  const phone = page.getByTestId('partner-phone');
  await page.getByTestId('partner-country').selectOption('KZ');
  await expect(phone).toHaveAttribute('placeholder', /^\+7 7/);
  await page.getByTestId('partner-country').selectOption('IT');
  await expect(phone).toHaveAttribute('placeholder', /^\+39 3/);
  await page.getByTestId('partner-country').selectOption('RU');
  await expect(phone).toHaveAttribute('placeholder', '+7 (999) 999-99-99');
});

test('the contacts page asked about a product offers the request with the product filled in, without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // A product page's call to action without scripts.
  await page.goto('/en/product/ach-020s');
  await page.getByTestId('product-cta').click();
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/en/contacts?product=ach-020s');
  await expect(page.getByTestId('equipment-product')).toContainText('ACH-020S');
  const name = `No script ${unique()}`;
  await page.getByTestId('equipment-name').fill(name);
  await page.getByTestId('equipment-phone').fill('+39 333 123 4567');
  await page.getByTestId('equipment-submit').click();
  await expect(page.getByTestId('equipment-success')).toHaveText(t('en', 'EquipmentForm.success'));
  const row = await db.lead.findFirstOrThrow({ where: { type: 'equipment', name } });
  expect(row).toMatchObject({ productSlug: 'ach-020s', locale: 'en', phone: '+393331234567' });
  await context.close();
});

test('without JavaScript a wrong field comes back translated with what was typed kept', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ru/contacts');
  await page.getByTestId('equipment-name').fill('И');
  await page.getByTestId('equipment-email').fill('ivan@example.test');
  await page.getByTestId('equipment-submit').click();
  await expect(page.getByText(t('ru', 'EquipmentForm.errors.name.TOO_SHORT'))).toBeVisible();
  await expect(page.getByText(t('ru', 'EquipmentForm.errors.phone.REQUIRED'))).toBeVisible();
  await expect(page.getByTestId('equipment-name')).toHaveValue('И');
  await expect(page.getByTestId('equipment-email')).toHaveValue('ivan@example.test');
  await context.close();
});
