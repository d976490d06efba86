import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { BASE_URL } from '../../../playwright.config';
import { t } from '../../support/e2e';
import { clientIp, db, unique } from '../../support/factories';
import { SALES_EMAIL } from '../../support/forms';
import { waitForMail, waitForMailWhere } from '../../support/mailbox';
import { createStaff, signIn } from '../../support/staff';
import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import { formatPrice, priceTotal } from '@/lib/catalogue/price';

// Issue 15, item 7: a dealer collects three products with quantities in the quote list, without JavaScript, and
// sends one request: one lead with three lines, both e-mails listing them, and the back office's CSV with them. On
// the shared server: the dealer's name, company and address are the test's own, and it finds its lead, its
// notification among the sales team's (SALES_EMAIL, the contact address, in Russian) and its CSV row by them.
// Issue 36, item 2: with scripts the list fills in place (the header's counter), quantities save as typed, and the
// confirmation comes first with the lead's number and the total of the priced lines, in both cases.

// A whole visit without scripts, then the back office: more than the default on a busy machine.
test.describe.configure({ timeout: 60_000 });

const adminTexts = JSON.parse(fs.readFileSync('messages/admin/leads/ru.json', 'utf8')) as { types: Record<string, string>; csv: Record<string, string> };

async function addFromCard(page: Page, code: string) {
  await page.goto('/ru/product');
  await page.getByRole('button', { name: t('ru', 'Quote.addLabel', { product: code }) }).click();
  await expect(page).toHaveURL(/\/ru\/quote\?done=added$/);
  await expect(page.getByTestId('quote-notice')).toHaveText(t('ru', 'Quote.notices.added'));
}

test('a quote list of three products sent without JavaScript arrives as one lead with three lines, in both e-mails and in the CSV', async ({ browser }) => {
  const token = unique();
  const name = `Иван Петров ${token}`;
  const company = `ООО «Климат-Сервис» ${token}`;
  const email = `ivan-${token}@klimat.example`;
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ru-RU' });
  const page = await context.newPage();

  // Two products from the list's cards, the third from its page with a quantity.
  await addFromCard(page, 'WS-25R32');
  await addFromCard(page, 'WS-35R32');
  await page.goto('/ru/product/fcu-200');
  const own = page.getByTestId('add-to-quote').first();
  await own.getByLabel(t('ru', 'Quote.quantity')).fill('10');
  await own.getByRole('button', { name: t('ru', 'Quote.add') }).click();
  await expect(page.getByTestId('quote-line')).toHaveCount(3);

  // Adding a listed product again adds to its quantity; quantities are changed with "Update".
  await addFromCard(page, 'WS-35R32');
  await expect(page.getByTestId('quote-line')).toHaveCount(3);
  await expect(page.locator('input[name="qty:ws-35r32"]')).toHaveValue('2');
  await page.locator('input[name="qty:ws-25r32"]').fill('3');
  await page.getByRole('button', { name: t('ru', 'Quote.update') }).click();
  await expect(page.getByTestId('quote-notice')).toHaveText(t('ru', 'Quote.notices.updated'));
  await expect(page.locator('input[name="qty:ws-25r32"]')).toHaveValue('3');

  // A bad submission changes nothing and keeps what was typed.
  await page.getByTestId('quote-name').fill(name);
  await page.getByTestId('quote-submit').click();
  await expect(page.getByText(t('ru', 'QuoteForm.errors.companyName.REQUIRED'))).toBeVisible();
  await expect(page.getByTestId('quote-name')).toHaveValue(name);
  expect(await db.lead.count({ where: { type: 'quote', name } })).toBe(0);

  await page.getByTestId('quote-company').fill(company);
  await page.getByTestId('quote-city').fill('Казань');
  await page.getByTestId('quote-phone').fill('+7 912 345-67-89');
  await page.getByTestId('quote-email').fill(email);
  await page.getByTestId('quote-comment').fill('Поставка до конца месяца');
  // The optional boxes start unticked; the visitor asks for a dealer (the transfer consent), not the newsletter.
  await expect(page.getByTestId('quote-newsletter')).not.toBeChecked();
  await expect(page.getByTestId('quote-dealer-contact')).not.toBeChecked();
  await page.getByTestId('quote-dealer-contact').check();
  await page.getByTestId('quote-agreement').check();
  await page.getByTestId('quote-submit').click();
  await expect(page.getByTestId('quote-success')).toBeVisible();
  const leads = await db.lead.findMany({ where: { type: 'quote', email }, include: { lines: { orderBy: { position: 'asc' } } } });
  expect(leads).toHaveLength(1);
  const lead = leads[0]!;
  // The confirmation first and alone: the number, the total of the priced lines; no "the list is empty" above it.
  const total = await pricedTotal([['ws-25r32', 3], ['ws-35r32', 2], ['fcu-200', 10]]);
  await expect(page.getByTestId('quote-number')).toHaveText(t('ru', 'QuoteForm.sentNumber', { number: lead.number }));
  await expect(page.getByTestId('quote-success')).toContainText(t('ru', 'QuoteForm.sentTotal', { total }));
  await expect(page.getByTestId('quote-empty')).toHaveCount(0);
  await expect(page.getByTestId('quote-form')).toHaveCount(0);
  // The list is emptied once it is sent.
  await page.goto('/ru/quote');
  await expect(page.getByTestId('quote-empty')).toBeVisible();
  await context.close();

  expect(lead).toMatchObject({ name, companyName: company, city: 'Казань', phone: '+79123456789', email, comment: 'Поставка до конца месяца', locale: 'ru', status: 'new' });
  expect(lead.lines.map((line) => [line.modelCode, line.quantity])).toEqual([['WS-25R32', 3], ['WS-35R32', 2], ['FCU 200', 10]]);
  const consents = await db.consentRecord.findMany({ where: { leadId: lead.id }, orderBy: { purpose: 'asc' } });
  expect(consents.map((consent) => [consent.purpose, consent.locale])).toEqual([['processing', 'ru'], ['transfer', 'ru']]);
  expect(await db.subscriber.count({ where: { email } })).toBe(0);

  // Without scripts, the lead's source is the quote page it was sent from.
  expect(lead.landingPage).toMatch(/^\/ru\/quote/);
  const subject = `${t('ru', 'LeadEmails.quoteNotificationSubject')} № ${lead.number}: ${company}`;
  const [notification] = await waitForMailWhere(SALES_EMAIL, (mail) => mail.subject === subject);
  const [acknowledgement] = await waitForMail(email);
  expect(acknowledgement!.subject).toContain(`№ ${lead.number}`);
  expect(acknowledgement!.text).toContain(`${t('ru', 'LeadEmails.fields.number')}: ${lead.number}`);
  expect(acknowledgement!.text).toContain(`${t('ru', 'LeadEmails.pricedTotal')}: ${total}`);
  for (const [mail, pieces] of [[notification!, 'шт.'], [acknowledgement!, 'шт.']] as const) {
    for (const [code, quantity] of [['WS-25R32', 3], ['WS-35R32', 2], ['FCU 200', 10]] as const) {
      // A text row is "label: value": "WS-25R32 – <name>: 3 шт."
      expect(mail.text!.split('\n').some((row) => row.startsWith(`${code} – `) && row.endsWith(`: ${quantity} ${pieces}`)), `${code} in ${mail.subject}`).toBe(true);
    }
  }
  expect(notification!.text).toContain('Казань');
  expect(notification!.replyTo?.text).toContain(email);

  // The back office: the inbox's CSV holds the lead with its lines.
  const sales = await createStaff(db, 'sales', { locale: 'ru' });
  // A client address of its own: sign-in attempts are counted per address.
  const staffContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientIp() } });
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, BASE_URL, sales);
  await staffPage.goto(`/admin/leads/${lead.id}`);
  await expect(staffPage.getByTestId('lead-lines').locator('tbody tr')).toHaveCount(3);
  // The list filtered to this dealer's address: other tests' quote requests are not this test's business.
  await staffPage.goto(`/admin/leads?type=quote&q=${encodeURIComponent(email)}`);
  const [download] = await Promise.all([staffPage.waitForEvent('download'), staffPage.getByTestId('leads-export').click()]);
  const [header, ...rows] = parse(fs.readFileSync((await download.path())!), { bom: true, delimiter: ';' }) as string[][];
  expect(rows).toHaveLength(1);
  const cell = (key: string) => rows[0]![header!.indexOf(adminTexts.csv[key]!)];
  expect(cell('email')).toBe(email);
  expect(cell('type')).toBe(adminTexts.types.quote);
  expect(cell('lines')).toBe('WS-25R32 × 3; WS-35R32 × 2; FCU 200 × 10');
  expect(cell('city')).toBe('Казань');
  await staffContext.close();
});

/** The list price of `lines` in Russian, from the catalogue as the test server has it. */
async function pricedTotal(lines: [string, number][]) {
  const products = await db.product.findMany({ where: { slug: { in: lines.map(([slug]) => slug) } }, select: { slug: true, priceAmount: true, priceCurrency: true } });
  const items = lines.map(([slug, quantity]) => {
    const product = products.find((row) => row.slug === slug)!;
    return { quantity, price: product.priceAmount === null ? null : { amount: product.priceAmount.toFixed(2), currency: product.priceCurrency! } };
  });
  return formatPrice(priceTotal(items).total!, 'ru');
}

test.describe('with JavaScript on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('"Add to quote" stays on the page and counts in the header; quantities save as typed; the page is noindex, never cached, accessible', async ({ page }) => {
    await page.goto('/ru/product');
    const counter = page.getByTestId('quote-counter');
    await expect(counter).toHaveAccessibleName(t('ru', 'Quote.counter'));
    for (const [index, code] of ['WS-25R32', 'WS-35R32'].entries()) {
      const card = page.getByTestId('product-card').filter({ hasText: code });
      await card.getByRole('button', { name: t('ru', 'Quote.addLabel', { product: code }) }).click();
      await expect(card.getByTestId('quote-added')).toContainText(t('ru', 'Quote.addedInline'));
      await expect(page.getByTestId('quote-count')).toHaveText(`: ${index + 1}`);
    }
    // The number is read out after the label ("Запрос цены: 2"; the browser may put a space before the colon).
    await expect(counter).toHaveAccessibleName(new RegExp(`^${t('ru', 'Quote.counter')} ?: 2$`));
    await expect(page).toHaveURL(/\/ru\/product$/);

    await counter.click();
    await expect(page).toHaveURL(/\/ru\/quote$/);
    await expect(page.getByTestId('quote-line')).toHaveCount(2);
    // No "Update" button with scripts: a quantity is saved once typed, and the total follows.
    await expect(page.getByRole('button', { name: t('ru', 'Quote.update') })).toBeHidden();
    await page.locator('input[name="qty:ws-25r32"]').fill('4');
    await expect(page.getByTestId('quote-saved')).toHaveText(t('ru', 'Quote.saved'));
    const total = await pricedTotal([['ws-25r32', 4], ['ws-35r32', 1]]);
    await expect(page.getByTestId('quote-total')).toContainText(total);
    await page.reload();
    await expect(page.locator('input[name="qty:ws-25r32"]')).toHaveValue('4');
    await expect(page.getByTestId('quote-count')).toHaveText(': 2');

    const response = await page.request.get('/ru/quote');
    expect(response.headers()['cache-control']).toMatch(/no-store/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page);
    // A foreign site cannot change the list.
    const foreign = await page.request.post('/quote/lines', { form: { intent: 'clear' }, headers: { Origin: 'https://evil.example' } });
    expect(foreign.status()).toBe(403);
    // Nor can an oversized post (read within 10 kB): it changes nothing.
    const oversized = await page.request.post('/ru/quote/lines', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, data: `intent=clear&pad=${'x'.repeat(20_000)}`, maxRedirects: 0 });
    expect(oversized.status()).toBe(303);
    expect(oversized.headers().location).toBe('/ru/quote');
    await page.reload();
    await expect(page.getByTestId('quote-line')).toHaveCount(2);

    // Sent with scripts: the confirmation takes the place of the list and the form, number first; the counter empties.
    const email = `phone-${unique()}@klimat.example`;
    await page.getByTestId('quote-name').fill('Пётр Смирнов');
    await page.getByTestId('quote-company').fill('ИП Смирнов');
    await page.getByTestId('quote-city').fill('Самара');
    await page.getByTestId('quote-phone').fill('+7 912 000-11-22');
    await page.getByTestId('quote-email').fill(email);
    await page.getByTestId('quote-agreement').check();
    await page.getByTestId('quote-submit').click();
    await expect(page.getByTestId('quote-success')).toBeVisible();
    const lead = await db.lead.findFirstOrThrow({ where: { type: 'quote', email } });
    await expect(page.getByTestId('quote-number')).toHaveText(t('ru', 'QuoteForm.sentNumber', { number: lead.number }));
    await expect(page.getByTestId('quote-success')).toContainText(t('ru', 'QuoteForm.sentTotal', { total }));
    await expect(page.getByTestId('quote-lines')).toHaveCount(0);
    await expect(page.getByTestId('quote-form')).toHaveCount(0);
    await expect(page.getByTestId('quote-count')).toHaveCount(0);
    await expect(page).toHaveURL(/\/ru\/quote$/);
  });
});
