import fs from 'node:fs';
import { BASE_URL } from '../../../playwright.config';
import { expectNoAxeViolations } from '../../support/axe';
import { staffBrowser } from '../../support/back-office';
import { LOCALES, localized, t } from '../../support/e2e';
import { clientIp, db, unique } from '../../support/factories';
import { postJson } from '../../support/forms';
import { linkIn, waitForMail } from '../../support/mailbox';
import { expect, test } from '../../support/test';

// Issue 32 in Chromium: the consent documents (every version readable), the requests of the people whose data we
// hold (/your-data: the mailed link, the click, the download, the erasure request, then the staff's one click), and
// the withdrawal link of a lead's acknowledgement. The rules are Vitest's (consent-records, erasure-no-copy).

// Each flow waits for mails behind whatever the other tests queued and signs a staff member in.
test.describe.configure({ timeout: 60_000 });
test.use({ extraHTTPHeaders: async ({}, provide) => provide({ 'x-forwarded-for': clientIp() }) });

const TEXT = { it: 'textIt', ru: 'textRu', en: 'textEn' } as const;

test('each consent document reads in three languages, the version in force and every earlier one at its own address', async ({ page }) => {
  const versions = await db.consentDocument.findMany({ where: { purpose: 'processing' }, orderBy: { version: 'desc' } });
  const [latest, first] = [versions[0]!, versions.at(-1)!];
  for (const locale of LOCALES) {
    await page.goto(localized(locale, '/consent/processing'));
    const title = latest[TEXT[locale]].split('\n')[0]!.replace(/^## /, '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('consent-sha256')).toHaveText(latest.sha256);
    await expect(page.getByTestId('consent-version')).toContainText(String(latest.version));
  }
  await expectNoAxeViolations(page, 'consent document');

  // Version 1 (the forms' earlier sentences) stays readable, says it is no longer in force and links the current one.
  await page.goto(localized('ru', `/consent/processing/${first.version}`));
  await expect(page.getByTestId('consent-sha256')).toHaveText(first.sha256);
  await expect(page.getByTestId('consent-document')).toContainText('Подписываясь, вы соглашаетесь на обработку персональных данных');
  await page.getByRole('link', { name: t('ru', 'Consent.readCurrent') }).click();
  await expect(page).toHaveURL(new RegExp(`${localized('ru', '/consent/processing')}$`));
  expect((await page.goto('/consent/processing/999'))?.status()).toBe(404);
  expect((await page.goto('/en/consent/cookies'))?.status()).toBe(404);
});

test('a visitor downloads what we hold for the address, asks for erasure, and the staff’s one click erases it all', async ({ page, browser }) => {
  const email = `subject-${unique()}@example.test`;
  const sent = await postJson(page.request, '/api/equipment', { name: 'Ivan Petrov', phone: '+7 912 345-67-89', email, locale: 'ru', sourcePage: '/ru/contacts' });
  expect(sent.status()).toBe(201);
  const lead = await db.lead.findFirstOrThrow({ where: { email } });
  await waitForMail(email);

  await page.goto('/ru/your-data');
  await expectNoAxeViolations(page, 'your data');
  await page.getByLabel(t('ru', 'YourData.email'), { exact: true }).fill(email.toUpperCase());
  await page.getByTestId('your-data-submit').click();
  await expect(page.getByTestId('your-data-sent')).toContainText(t('ru', 'YourData.sentTitle'));

  const [, mail] = await waitForMail(email, 2);
  expect(mail!.subject).toBe(t('ru', 'YourDataEmails.subject', { brand: 'Aeris Clima' }));
  const link = linkIn(mail!.text, localized('ru', '/your-data/request'));
  expect(link.startsWith(BASE_URL)).toBe(true);

  // Opening the link shows a button (a mail scanner opening it sees no data); the click opens the data.
  await page.goto(link);
  await expect(page.getByTestId('your-data-held')).toHaveCount(0);
  await page.getByTestId('your-data-open').click();
  await expect(page.getByTestId('your-data-held')).toContainText(email);
  await expectNoAxeViolations(page, 'your data request');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('your-data-json').click()]);
  const held = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as { leads: { number: string; consents: { purpose: string; sha256: string }[] }[] };
  expect(held.leads.map((row) => row.number)).toEqual([lead.number]);
  expect(held.leads[0]!.consents.map((consent) => consent.purpose)).toEqual(['processing']);

  // The erasure needs its box ticked.
  await page.getByTestId('your-data-erase-confirm').check();
  await page.getByTestId('your-data-erase').click();
  await expect(page.getByTestId('your-data-erasure-requested')).toBeVisible();
  const request = await db.dataRequest.findFirstOrThrow({ where: { email, erasureRequestedAt: { not: null } } });
  expect((await db.consentRecord.findFirstOrThrow({ where: { leadId: lead.id } })).withdrawnAt).not.toBeNull();

  const admin = await staffBrowser(browser, 'admin');
  const office = await admin.page();
  await office.goto('/admin/consent/requests');
  const item = office.getByTestId('data-request').filter({ hasText: email });
  await expect(item.getByTestId('data-request-due')).toBeVisible();
  await expectNoAxeViolations(office, 'data requests');
  await item.getByRole('checkbox').check();
  await item.getByRole('button', { name: 'Erase now' }).click();
  await expect(office.getByTestId('data-request-erased')).toHaveText('Erased: 1 request, 0 subscriptions, 3 emails.');
  await expect(office.getByTestId('data-request').filter({ hasText: email })).toHaveCount(0);
  await admin.close();

  expect(await db.lead.count({ where: { email } })).toBe(0);
  expect(await db.outboxMessage.count({ where: { to: email } })).toBe(0);
  expect(await db.dataRequest.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({ email: '', completedAt: expect.any(Date) });
  // The link no longer opens anything.
  await page.goto(link);
  await expect(page.getByTestId('your-data-invalid')).toBeVisible();
});

test('without JavaScript: the address form mails the link; the acknowledgement’s withdrawal link opens an erasure request', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': clientIp() } });
  const page = await context.newPage();
  const email = `withdraw-${unique()}@example.test`;
  expect((await postJson(page.request, '/api/equipment', { name: 'Marco Rossi', phone: '+39 333 123 4567', email, locale: 'en', sourcePage: '/en/contacts' })).status()).toBe(201);
  const [acknowledgement] = await waitForMail(email);

  await page.goto('/en/your-data');
  await page.getByLabel(t('en', 'YourData.email'), { exact: true }).fill(email);
  await page.getByTestId('your-data-submit').click();
  await expect(page.getByTestId('your-data-sent')).toBeVisible();
  await waitForMail(email, 2);

  await page.goto(linkIn(acknowledgement!.text, localized('en', '/your-data/withdraw')));
  await page.getByTestId('your-data-withdraw-submit').click();
  await expect(page.getByTestId('your-data-erasure-requested')).toBeVisible();
  // The withdrawal link lasts as long as the lead: it shows nothing held (a copy takes a fresh link).
  await expect(page.getByTestId('your-data-held')).toHaveCount(0);
  const lead = await db.lead.findFirstOrThrow({ where: { email } });
  expect(await db.dataRequest.findFirstOrThrow({ where: { email, leadNumber: lead.number } })).toMatchObject({ confirmedAt: expect.any(Date), erasureRequestedAt: expect.any(Date) });
  await context.close();
});
