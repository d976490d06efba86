import { BASE_URL } from '../../../playwright.config';
import { LOCALES, localized, t } from '../../support/e2e';
import { db, unique } from '../../support/factories';
import { postJson } from '../../support/forms';
import { rawHeader } from '../../support/mail-headers';
import { linkIn, waitForMail } from '../../support/mailbox';
import { expect, test } from '../../support/test';

// The newsletter's links from its e-mails, opened in Chromium on the shared server, with addresses of the test's
// own. The JSON endpoints are tested without a browser in tests/e2e/api/newsletter.spec.ts.

// Each flow loads five pages and waits for two mails behind whatever the other tests queued: near the default
// 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

const address = (label: string) => `${label}-${unique()}@example.test`;

for (const locale of LOCALES) {
  test(`subscribe, confirm from the e-mail in Chromium, then unsubscribe from the welcome e-mail (${locale})`, async ({ page, request }) => {
    const email = address(`flow-${locale}`);
    const subscribed = await postJson(request, '/api/subscribe', { email: `  ${email.toUpperCase()} `, locale });
    expect(subscribed.status()).toBe(200);
    expect(await subscribed.json()).toEqual({ message: 'CONFIRMATION_EMAIL_SENT' });

    const [confirmation] = await waitForMail(email);
    expect(confirmation!.subject).toBe(t(locale, 'Emails.confirmSubject', { brand: 'Aeris Clima' }));
    expect(confirmation!.html).toContain(t(locale, 'Emails.confirmAction'));
    expect(confirmation!.html).not.toMatch(/<img|url\(/);
    const confirmLink = linkIn(confirmation!.text, localized(locale, '/confirm'));
    expect(confirmLink.startsWith(`${BASE_URL}${localized(locale, '/confirm')}?token=`)).toBe(true);
    expect(confirmation!.text).toContain(t(locale, 'Emails.confirmHeading'));

    // Opening the link (as a mail scanner would, scripts and all) changes nothing: the button does.
    await page.goto(confirmLink);
    await expect(page.getByTestId('token-action')).toHaveAttribute('data-phase', 'ready');
    await expect(page.getByText(t(locale, 'Confirm.ready'))).toBeVisible();
    expect((await db.subscriber.findUniqueOrThrow({ where: { email } })).status).toBe('pending');
    await page.getByTestId('token-submit').click();
    await expect(page.getByTestId('token-action')).toHaveAttribute('data-phase', 'success');
    await expect(page.getByText(t(locale, 'Newsletter.EMAIL_CONFIRMATION_SUCCESS'))).toBeVisible();
    await expect(page.getByRole('link', { name: t(locale, 'Common.backHome') })).toBeVisible();

    // The same link again: the token was used once.
    await page.reload();
    await page.getByTestId('token-submit').click();
    await expect(page.getByText(t(locale, 'Newsletter.INVALID_CONFIRMATION_TOKEN'))).toBeVisible();

    const mails = await waitForMail(email, 2);
    const welcome = mails[1]!;
    expect(welcome.subject).toBe(t(locale, 'Emails.welcomeSubject', { brand: 'Aeris Clima' }));
    const unsubscribeLink = linkIn(welcome.text, localized(locale, '/unsubscribe'));
    expect(rawHeader(welcome, 'List-Unsubscribe')).toMatch(new RegExp(`^<${BASE_URL}/api/unsubscribe\\?token=[^>]+>$`));
    expect(rawHeader(welcome, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    const again = await postJson(request, '/api/subscribe', { email, locale });
    expect(again.status()).toBe(409);
    expect(await again.json()).toEqual({ error: 'EMAIL_ALREADY_SUBSCRIBED' });

    await page.goto(unsubscribeLink);
    await expect(page.getByTestId('token-action')).toHaveAttribute('data-phase', 'ready');
    expect((await db.subscriber.findUniqueOrThrow({ where: { email } })).status).toBe('subscribed');
    await page.getByTestId('token-submit').click();
    await expect(page.getByTestId('token-action')).toHaveAttribute('data-phase', 'success');
    await expect(page.getByText(t(locale, 'Newsletter.UNSUBSCRIBE_SUCCESS'))).toBeVisible();
    await expect(page.getByText(t(locale, 'Unsubscribe.resubscribe'))).toBeVisible();
    await page.reload();
    await page.getByTestId('token-submit').click();
    await expect(page.getByText(t(locale, 'Newsletter.ALREADY_UNSUBSCRIBED'))).toBeVisible();

    const row = await db.subscriber.findUniqueOrThrow({ where: { email } });
    expect(row).toMatchObject({ status: 'unsubscribed', locale, consentTextVersion: expect.any(String) });
    expect(row.confirmedAt).toBeInstanceOf(Date);
    expect(row.unsubscribedAt).toBeInstanceOf(Date);
  });
}

test('confirm and unsubscribe work without JavaScript, by the button only', async ({ browser, request }) => {
  const email = address('nojs');
  expect((await postJson(request, '/api/subscribe', { email, locale: 'ru' })).status()).toBe(200);
  const [confirmation] = await waitForMail(email);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(linkIn(confirmation!.text, '/ru/confirm'));
  expect((await db.subscriber.findUniqueOrThrow({ where: { email } })).status).toBe('pending');
  await page.getByTestId('token-submit').click();
  await expect(page.getByText(t('ru', 'Newsletter.EMAIL_CONFIRMATION_SUCCESS'))).toBeVisible();
  const [, welcome] = await waitForMail(email, 2);
  await page.goto(linkIn(welcome!.text, '/ru/unsubscribe'));
  await page.getByTestId('token-submit').click();
  await expect(page.getByText(t('ru', 'Newsletter.UNSUBSCRIBE_SUCCESS'))).toBeVisible();
  expect((await db.subscriber.findUniqueOrThrow({ where: { email } })).status).toBe('unsubscribed');
  await context.close();
});
