import { expect, test, type APIRequestContext } from '@playwright/test';
import { startSmtpServer, type SmtpTestServer } from '../support/smtp';
import { startAppServer, type AppServer } from '../support/app-server';
import { LOCALES, localized, t } from '../support/e2e';

// The newsletter end to end: its own production server, a real SMTP server and a real database file.
test.describe.configure({ mode: 'serial' });

const ADMIN = 'newsletter-admin-token-0123456789';
let smtp: SmtpTestServer;
let app: AppServer;
let smtpPort: number;

test.beforeAll(async () => {
  smtp = await startSmtpServer();
  smtpPort = smtp.port;
  app = await startAppServer({
    SMTP_URL: smtp.url,
    MAIL_RETRY_BASE_SECONDS: '1',
    RATE_LIMIT_PER_MINUTE: '1000',
    ADMIN_TOKEN: ADMIN,
  });
});

test.afterAll(async () => {
  await app?.stop();
  await smtp?.close();
});

let counter = 0;
const address = (label: string) => `${label}-${Date.now()}-${counter++}@example.test`;

function subscribe(request: APIRequestContext, body: unknown, headers: Record<string, string> = {}) {
  return request.post(`${app.baseUrl}/api/subscribe`, {
    data: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
    headers: { 'content-type': 'application/json', ...headers },
  });
}

async function expectAnswer(response: Awaited<ReturnType<typeof subscribe>>, status: number, body: Record<string, unknown>) {
  expect(response.status()).toBe(status);
  expect(await response.json()).toEqual(body);
}

/** A header exactly as it was sent (mailparser restructures List-* headers). */
function rawHeader(mail: { headerLines: ReadonlyArray<{ key: string; line: string }> }, name: string) {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line ?? '';
  return line.slice(line.indexOf(':') + 1).replace(/\r?\n\s+/g, ' ').trim();
}

function linkIn(text: string, path: string) {
  const link = text.match(new RegExp(`https?://\\S+${path.replace('/', '\\/')}\\?token=\\S+`))?.[0];
  expect(link, `a ${path} link in:\n${text}`).toBeTruthy();
  return link!;
}

for (const locale of LOCALES) {
  test(`subscribe, confirm from the e-mail in Chromium, then unsubscribe from the welcome e-mail (${locale})`, async ({ page, request }) => {
    const email = address(`flow-${locale}`);
    await expectAnswer(await subscribe(request, { email: `  ${email.toUpperCase()} `, locale }), 200, { message: 'CONFIRMATION_EMAIL_SENT' });

    const [confirmation] = await smtp.waitFor(email);
    expect(confirmation!.subject).toBe(t(locale, 'Emails.confirmSubject', { brand: 'Aeris Clima' }));
    expect(confirmation!.html).toContain(t(locale, 'Emails.confirmAction'));
    expect(confirmation!.html).not.toMatch(/<img|url\(/);
    const confirmLink = linkIn(confirmation!.text!, localized(locale, '/confirm'));
    expect(confirmLink.startsWith(`${app.baseUrl}${localized(locale, '/confirm')}?token=`)).toBe(true);
    expect(confirmation!.text).toContain(t(locale, 'Emails.confirmHeading'));

    // Opening the link (as a mail scanner would, scripts and all) changes nothing: the button does.
    await page.goto(confirmLink);
    await expect(page.getByTestId('token-action')).toHaveAttribute('data-phase', 'ready');
    await expect(page.getByText(t(locale, 'Confirm.ready'))).toBeVisible();
    expect((await app.db.subscriber.findUniqueOrThrow({ where: { email } })).status).toBe('pending');
    await page.getByTestId('token-submit').click();
    await expect(page.getByTestId('token-action')).toHaveAttribute('data-phase', 'success');
    await expect(page.getByText(t(locale, 'Newsletter.EMAIL_CONFIRMATION_SUCCESS'))).toBeVisible();
    await expect(page.getByRole('link', { name: t(locale, 'Common.backHome') })).toBeVisible();

    // The same link again: the token was used once.
    await page.reload();
    await page.getByTestId('token-submit').click();
    await expect(page.getByText(t(locale, 'Newsletter.INVALID_CONFIRMATION_TOKEN'))).toBeVisible();

    const mails = await smtp.waitFor(email, 2);
    const welcome = mails[1]!;
    expect(welcome.subject).toBe(t(locale, 'Emails.welcomeSubject', { brand: 'Aeris Clima' }));
    const unsubscribeLink = linkIn(welcome.text!, localized(locale, '/unsubscribe'));
    const listUnsubscribe = rawHeader(welcome, 'List-Unsubscribe');
    expect(listUnsubscribe).toMatch(new RegExp(`^<${app.baseUrl}/api/unsubscribe\\?token=[^>]+>$`));
    expect(rawHeader(welcome, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    await expectAnswer(await subscribe(request, { email, locale }), 409, { error: 'EMAIL_ALREADY_SUBSCRIBED' });

    await page.goto(unsubscribeLink);
    await expect(page.getByTestId('token-action')).toHaveAttribute('data-phase', 'ready');
    expect((await app.db.subscriber.findUniqueOrThrow({ where: { email } })).status).toBe('subscribed');
    await page.getByTestId('token-submit').click();
    await expect(page.getByTestId('token-action')).toHaveAttribute('data-phase', 'success');
    await expect(page.getByText(t(locale, 'Newsletter.UNSUBSCRIBE_SUCCESS'))).toBeVisible();
    await expect(page.getByText(t(locale, 'Unsubscribe.resubscribe'))).toBeVisible();
    await page.reload();
    await page.getByTestId('token-submit').click();
    await expect(page.getByText(t(locale, 'Newsletter.ALREADY_UNSUBSCRIBED'))).toBeVisible();

    const row = await app.db.subscriber.findUniqueOrThrow({ where: { email } });
    expect(row).toMatchObject({ status: 'unsubscribed', locale, consentTextVersion: expect.any(String) });
    expect(row.confirmedAt).toBeInstanceOf(Date);
    expect(row.unsubscribedAt).toBeInstanceOf(Date);
  });
}

test('confirm and unsubscribe work without JavaScript, by the button only', async ({ browser, request }) => {
  const email = address('nojs');
  await subscribe(request, { email, locale: 'ru' });
  const [confirmation] = await smtp.waitFor(email);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(linkIn(confirmation!.text!, '/ru/confirm'));
  expect((await app.db.subscriber.findUniqueOrThrow({ where: { email } })).status).toBe('pending');
  await page.getByTestId('token-submit').click();
  await expect(page.getByText(t('ru', 'Newsletter.EMAIL_CONFIRMATION_SUCCESS'))).toBeVisible();
  const [, welcome] = await smtp.waitFor(email, 2);
  await page.goto(linkIn(welcome!.text!, '/ru/unsubscribe'));
  await page.getByTestId('token-submit').click();
  await expect(page.getByText(t('ru', 'Newsletter.UNSUBSCRIBE_SUCCESS'))).toBeVisible();
  expect((await app.db.subscriber.findUniqueOrThrow({ where: { email } })).status).toBe('unsubscribed');
  await context.close();
});

test('an unsubscribe link stops working once the address subscribes again', async ({ request }) => {
  const email = address('again');
  await subscribe(request, { email, locale: 'en' });
  const [first] = await smtp.waitFor(email);
  await request.post(`${app.baseUrl}/api/confirm`, { data: { token: new URL(linkIn(first!.text!, '/en/confirm')).searchParams.get('token') } });
  const [, welcome] = await smtp.waitFor(email, 2);
  const oldToken = new URL(linkIn(welcome!.text!, '/en/unsubscribe')).searchParams.get('token');
  await expectAnswer(await request.post(`${app.baseUrl}/api/unsubscribe`, { data: { token: oldToken } }), 200, { message: 'UNSUBSCRIBE_SUCCESS' });
  // Subscribing again (and confirming) makes a new link; the old one names no one any more.
  await subscribe(request, { email, locale: 'en' });
  const [, , again] = await smtp.waitFor(email, 3);
  await request.post(`${app.baseUrl}/api/confirm`, { data: { token: new URL(linkIn(again!.text!, '/en/confirm')).searchParams.get('token') } });
  await expectAnswer(await request.post(`${app.baseUrl}/api/unsubscribe`, { data: { token: oldToken } }), 400, { error: 'INVALID_UNSUBSCRIBE_TOKEN' });
  expect((await app.db.subscriber.findUniqueOrThrow({ where: { email } })).status).toBe('subscribed');
});

test('the one-click unsubscribe POST from a mail provider unsubscribes', async ({ request }) => {
  const email = address('oneclick');
  await subscribe(request, { email, locale: 'en' });
  const [confirmation] = await smtp.waitFor(email);
  const token = new URL(linkIn(confirmation!.text!, '/en/confirm')).searchParams.get('token');
  await expectAnswer(await request.post(`${app.baseUrl}/api/confirm`, { data: { token } }), 200, { message: 'EMAIL_CONFIRMATION_SUCCESS' });
  const [, welcome] = await smtp.waitFor(email, 2);
  const oneClick = rawHeader(welcome!, 'List-Unsubscribe').slice(1, -1);

  const response = await request.post(oneClick, {
    headers: { origin: 'https://mail.provider.example', 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  await expectAnswer(response, 200, { message: 'UNSUBSCRIBE_SUCCESS' });
  expect((await app.db.subscriber.findUniqueOrThrow({ where: { email } })).status).toBe('unsubscribed');
  // RFC 8058: anything but the exact one-click body is refused, and so is a JSON body from another origin.
  for (const data of ['', 'List-Unsubscribe=Yes', 'unsubscribe=1']) {
    const wrong = await request.post(oneClick, { headers: { origin: 'https://mail.provider.example', 'content-type': 'application/x-www-form-urlencoded' }, data });
    expect(wrong.status(), data).toBe(400);
  }
  const json = await request.post(oneClick, { headers: { origin: 'https://mail.provider.example', 'content-type': 'application/json' }, data: '{}' });
  expect(json.status()).toBe(403);
  await expectAnswer(await request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } }), 409, { error: 'ALREADY_UNSUBSCRIBED' });
});

test('subscribe answers every code of the contract', async ({ request }) => {
  await expectAnswer(await subscribe(request, {}), 400, { error: 'EMAIL_REQUIRED_FIELD' });
  await expectAnswer(await subscribe(request, { email: '   ' }), 400, { error: 'EMAIL_REQUIRED_FIELD' });
  await expectAnswer(await subscribe(request, { email: 'not-an-address' }), 400, { error: 'INVALID_EMAIL_FORMAT' });
  await expectAnswer(await subscribe(request, { email: 42 }), 400, { error: 'INVALID_EMAIL_FORMAT' });
  await expectAnswer(await subscribe(request, '{"email": "broken'), 400, { error: 'INVALID_JSON' });
  await expectAnswer(await subscribe(request, { email: address('big'), padding: 'x'.repeat(11 * 1024) }), 413, { error: 'PAYLOAD_TOO_LARGE' });
  await expectAnswer(await subscribe(request, { email: address('cors') }, { origin: 'https://evil.example' }), 403, {
    error: 'ACCESS_DENIED_NO_CORS',
  });
  await expectAnswer(await subscribe(request, { email: address('null-origin') }, { origin: 'null' }), 403, { error: 'ACCESS_DENIED_NO_CORS' });
  // The site's own origin (SITE_URL, here the same host) is welcome.
  await expectAnswer(await subscribe(request, { email: address('own'), locale: 'it' }, { origin: app.baseUrl }), 200, {
    message: 'CONFIRMATION_EMAIL_SENT',
  });
  expect(await app.db.subscriber.count({ where: { email: { contains: 'cors' } } })).toBe(0);

  // Pending and mailed less than 10 minutes ago: nothing is sent.
  const pending = address('pending');
  await expectAnswer(await subscribe(request, { email: pending, locale: 'ru' }), 200, { message: 'CONFIRMATION_EMAIL_SENT' });
  await smtp.waitFor(pending);
  await expectAnswer(await subscribe(request, { email: pending, locale: 'ru' }), 409, { error: 'EMAIL_PENDING_CONFIRMATION' });
  const first = await app.db.subscriber.findUniqueOrThrow({ where: { email: pending } });

  // Ten minutes later (moved, not waited): a new token and a new e-mail.
  await app.db.subscriber.update({ where: { email: pending }, data: { confirmationSentAt: new Date(Date.now() - 10 * 60 * 1000) } });
  await expectAnswer(await subscribe(request, { email: pending, locale: 'ru' }), 200, { message: 'CONFIRMATION_EMAIL_SENT' });
  const [oldMail, newMail] = await smtp.waitFor(pending, 2);
  const second = await app.db.subscriber.findUniqueOrThrow({ where: { email: pending } });
  expect(second.confirmTokenHash).not.toBe(first.confirmTokenHash);
  const oldToken = new URL(linkIn(oldMail!.text!, '/ru/confirm')).searchParams.get('token');
  const newToken = new URL(linkIn(newMail!.text!, '/ru/confirm')).searchParams.get('token');
  await expectAnswer(await request.post(`${app.baseUrl}/api/confirm`, { data: { token: oldToken } }), 400, {
    error: 'INVALID_CONFIRMATION_TOKEN',
  });

  // An expired token is refused.
  await app.db.subscriber.update({ where: { email: pending }, data: { confirmTokenExpiresAt: new Date(Date.now() - 1000) } });
  await expectAnswer(await request.post(`${app.baseUrl}/api/confirm`, { data: { token: newToken } }), 400, {
    error: 'INVALID_CONFIRMATION_TOKEN',
  });
  await expectAnswer(await request.post(`${app.baseUrl}/api/confirm`, { data: {} }), 400, { error: 'CONFIRMATION_TOKEN_MISSING' });
  await expectAnswer(await request.post(`${app.baseUrl}/api/confirm`, { data: { token: 'unknown' } }), 400, {
    error: 'INVALID_CONFIRMATION_TOKEN',
  });
  await expectAnswer(await request.post(`${app.baseUrl}/api/unsubscribe`, { data: {} }), 400, { error: 'UNSUBSCRIBE_TOKEN_MISSING' });
  await expectAnswer(await request.post(`${app.baseUrl}/api/unsubscribe`, { data: { token: `${second.id}.forged` } }), 400, {
    error: 'INVALID_UNSUBSCRIBE_TOKEN',
  });
});

test('deleting a subscriber needs the admin token', async ({ request }) => {
  const email = address('delete');
  await subscribe(request, { email });
  const { id } = await app.db.subscriber.findUniqueOrThrow({ where: { email } });
  const auth = { authorization: `Bearer ${ADMIN}` };
  await expectAnswer(await request.delete(`${app.baseUrl}/api/subscribers/${id}`), 401, { error: 'UNAUTHORIZED' });
  await expectAnswer(await request.delete(`${app.baseUrl}/api/subscribers/${id}`, { headers: { authorization: 'Bearer wrong-token-0123456789' } }), 401, {
    error: 'UNAUTHORIZED',
  });
  await expectAnswer(await request.delete(`${app.baseUrl}/api/subscribers`, { headers: auth }), 400, { error: 'SUBSCRIBER_ID_REQUIRED' });
  await expectAnswer(await request.delete(`${app.baseUrl}/api/subscribers/${id}`, { headers: auth }), 200, { message: 'SUBSCRIBER_DELETE_SUCCESS' });
  await expectAnswer(await request.delete(`${app.baseUrl}/api/subscribers/${id}`, { headers: auth }), 404, { error: 'SUBSCRIBER_NOT_FOUND' });
  expect(await app.db.subscriber.count({ where: { email } })).toBe(0);
});

test('the admin token must come as a Bearer token; a bare token is refused', async ({ request }) => {
  const response = await request.delete(`${app.baseUrl}/api/subscribers/nobody`, { headers: { authorization: ADMIN } });
  expect(response.status()).toBe(401);
});

test('erasing a subscriber leaves no copy of the address: every e-mail to it goes, pending ones cancelled', async ({ request }) => {
  const email = address('erase');
  await subscribe(request, { email, locale: 'it' });
  const [confirmation] = await smtp.waitFor(email);
  await request.post(`${app.baseUrl}/api/confirm`, { data: { token: new URL(linkIn(confirmation!.text!, '/confirm')).searchParams.get('token') } });
  await smtp.waitFor(email, 2);
  const { id } = await app.db.subscriber.findUniqueOrThrow({ where: { email } });
  // One more e-mail waiting to be sent, far in the future.
  await app.db.outboxMessage.create({
    data: { messageId: `<erase-${Date.now()}@test>`, kind: 'test', to: email, subject: 's', html: 'h', text: 't', nextAttemptAt: new Date(Date.now() + 86_400_000) },
  });
  expect(await app.db.outboxMessage.count({ where: { to: email } })).toBe(3);
  await expectAnswer(await request.delete(`${app.baseUrl}/api/subscribers/${id}`, { headers: { authorization: `Bearer ${ADMIN}` } }), 200, {
    message: 'SUBSCRIBER_DELETE_SUCCESS',
  });
  expect(await app.db.outboxMessage.count({ where: { to: email } })).toBe(0);
  const rows = await app.db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*) AS n FROM OutboxMessage WHERE html LIKE ? OR "to" LIKE ?`, `%${email}%`, `%${email}%`);
  expect(Number(rows[0]!.n)).toBe(0);
});

test('50 addresses at once give 50 subscribers and 50 e-mails', async ({ request }) => {
  const emails = Array.from({ length: 50 }, (_, i) => address(`crowd${i}`));
  const responses = await Promise.all(emails.map((email) => subscribe(request, { email, locale: 'en' })));
  expect(responses.map((response) => response.status())).toEqual(emails.map(() => 200));
  expect(await app.db.subscriber.count({ where: { email: { in: emails } } })).toBe(50);
  for (const email of emails) await smtp.waitFor(email);
  await expect.poll(() => app.db.outboxMessage.count({ where: { to: { in: emails }, status: 'sent' } })).toBe(50);
  for (const email of emails) expect(smtp.to(email)).toHaveLength(1);
});

test('20 concurrent requests for one address give one subscriber and one e-mail', async ({ request }) => {
  const email = address('race');
  const responses = await Promise.all(Array.from({ length: 20 }, () => subscribe(request, { email, locale: 'it' })));
  const statuses = responses.map((response) => response.status()).sort();
  expect(statuses).toEqual([200, ...Array(19).fill(409)]);
  for (const response of responses.filter((r) => r.status() === 409)) {
    expect(await response.json()).toEqual({ error: 'EMAIL_PENDING_CONFIRMATION' });
  }
  expect(await app.db.subscriber.count({ where: { email } })).toBe(1);
  expect(await app.db.outboxMessage.count({ where: { to: email } })).toBe(1);
  await smtp.waitFor(email);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(smtp.to(email)).toHaveLength(1);
});

test('with the mail server down at subscribe time, the e-mail arrives after it comes back', async ({ request }) => {
  await smtp.close();
  const email = address('outage');
  await expectAnswer(await subscribe(request, { email, locale: 'ru' }), 200, { message: 'CONFIRMATION_EMAIL_SENT' });
  await expect
    .poll(async () => (await app.db.outboxMessage.findFirst({ where: { to: email } }))?.attempts ?? 0, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(1);
  const waiting = await app.db.outboxMessage.findFirstOrThrow({ where: { to: email } });
  expect(waiting.status).toBe('pending');
  expect(waiting.lastError).toBeTruthy();

  smtp = await startSmtpServer({ port: smtpPort });
  const [mail] = await smtp.waitFor(email, 1, 20_000);
  expect(mail!.messageId).toBe(waiting.messageId);
  await expect.poll(async () => (await app.db.outboxMessage.findFirstOrThrow({ where: { to: email } })).status).toBe('sent');
});

test('an unexpected failure answers 500 without internals and is logged', async ({ request }) => {
  // Break the database under the running server: the last test of this file.
  await app.db.$executeRawUnsafe('DROP TABLE "Subscriber"');
  const response = await subscribe(request, { email: address('broken'), locale: 'it' });
  await expectAnswer(response, 500, { error: 'INTERNAL_SERVER_ERROR' });
  expect(app.output.join('')).toContain('[api] subscribe failed');
});
