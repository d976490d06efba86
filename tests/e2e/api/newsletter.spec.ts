import type { APIRequestContext, APIResponse } from '@playwright/test';
import { BASE_URL, E2E_ADMIN_TOKEN } from '../../../playwright.config';
import { db, unique } from '../../support/factories';
import { postJson, tokenOf } from '../../support/forms';
import { rawHeader } from '../../support/mail-headers';
import { linkIn, mailTo, waitForMail } from '../../support/mailbox';
import { expect, test } from '../../support/test';

// The newsletter's JSON endpoints on the shared server (its capture SMTP server, its admin token), each test with
// addresses of its own. The flows in Chromium are in tests/e2e/ui/newsletter.spec.ts; a mail server that goes
// away and an unexpected failure are in Vitest (tests/unit/newsletter-mail-outage.test.ts, newsletter-failure.test.ts).

// The crowd tests wait for their mail behind what every other test queued meanwhile on the server's one sender.
test.describe.configure({ timeout: 60_000 });

const address = (label: string) => `${label}-${unique()}@example.test`;

const subscribe = (request: APIRequestContext, body: unknown, headers: Record<string, string> = {}) => postJson(request, '/api/subscribe', body, headers);

async function expectAnswer(response: APIResponse, status: number, body: Record<string, unknown>) {
  expect(response.status()).toBe(status);
  expect(await response.json()).toEqual(body);
}

/** Subscribes `email` and confirms it through the API; answers the welcome e-mail. */
async function subscribed(request: APIRequestContext, email: string, locale: 'it' | 'ru' | 'en') {
  await expectAnswer(await subscribe(request, { email, locale }), 200, { message: 'CONFIRMATION_EMAIL_SENT' });
  const confirmPath = locale === 'it' ? '/confirm' : `/${locale}/confirm`;
  const [confirmation] = await waitForMail(email);
  await expectAnswer(await request.post('/api/confirm', { data: { token: tokenOf(linkIn(confirmation!.text, confirmPath)) } }), 200, { message: 'EMAIL_CONFIRMATION_SUCCESS' });
  const [, welcome] = await waitForMail(email, 2);
  return welcome!;
}

test('an unsubscribe link stops working once the address subscribes again', async ({ request }) => {
  const email = address('again');
  const welcome = await subscribed(request, email, 'en');
  const oldToken = tokenOf(linkIn(welcome.text, '/en/unsubscribe'));
  await expectAnswer(await request.post('/api/unsubscribe', { data: { token: oldToken } }), 200, { message: 'UNSUBSCRIBE_SUCCESS' });
  // Subscribing again (and confirming) makes a new link; the old one names no one any more.
  await subscribe(request, { email, locale: 'en' });
  const [, , again] = await waitForMail(email, 3);
  await request.post('/api/confirm', { data: { token: tokenOf(linkIn(again!.text, '/en/confirm')) } });
  await expectAnswer(await request.post('/api/unsubscribe', { data: { token: oldToken } }), 400, { error: 'INVALID_UNSUBSCRIBE_TOKEN' });
  expect((await db.subscriber.findUniqueOrThrow({ where: { email } })).status).toBe('subscribed');
});

test('the one-click unsubscribe POST from a mail provider unsubscribes', async ({ request }) => {
  const email = address('oneclick');
  const welcome = await subscribed(request, email, 'en');
  const oneClick = rawHeader(welcome, 'List-Unsubscribe').slice(1, -1);
  expect(oneClick.startsWith(`${BASE_URL}/api/unsubscribe?token=`)).toBe(true);

  const response = await request.post(oneClick, {
    headers: { origin: 'https://mail.provider.example', 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  await expectAnswer(response, 200, { message: 'UNSUBSCRIBE_SUCCESS' });
  expect((await db.subscriber.findUniqueOrThrow({ where: { email } })).status).toBe('unsubscribed');
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
  const big = address('big');
  await expectAnswer(await subscribe(request, { email: big, padding: 'x'.repeat(11 * 1024) }), 413, { error: 'PAYLOAD_TOO_LARGE' });
  const foreign = address('cors');
  await expectAnswer(await subscribe(request, { email: foreign }, { origin: 'https://evil.example' }), 403, { error: 'ACCESS_DENIED_NO_CORS' });
  const nullOrigin = address('null-origin');
  await expectAnswer(await subscribe(request, { email: nullOrigin }, { origin: 'null' }), 403, { error: 'ACCESS_DENIED_NO_CORS' });
  // The site's own origin (SITE_URL, here the same host) is welcome.
  await expectAnswer(await subscribe(request, { email: address('own'), locale: 'it' }, { origin: BASE_URL }), 200, { message: 'CONFIRMATION_EMAIL_SENT' });
  expect(await db.subscriber.count({ where: { email: { in: [big, foreign, nullOrigin] } } })).toBe(0);

  // Pending and mailed less than 10 minutes ago: nothing is sent.
  const pending = address('pending');
  await expectAnswer(await subscribe(request, { email: pending, locale: 'ru' }), 200, { message: 'CONFIRMATION_EMAIL_SENT' });
  await waitForMail(pending);
  await expectAnswer(await subscribe(request, { email: pending, locale: 'ru' }), 409, { error: 'EMAIL_PENDING_CONFIRMATION' });
  const first = await db.subscriber.findUniqueOrThrow({ where: { email: pending } });

  // Ten minutes later (moved, not waited): a new token and a new e-mail.
  await db.subscriber.update({ where: { email: pending }, data: { confirmationSentAt: new Date(Date.now() - 10 * 60 * 1000) } });
  await expectAnswer(await subscribe(request, { email: pending, locale: 'ru' }), 200, { message: 'CONFIRMATION_EMAIL_SENT' });
  const [oldMail, newMail] = await waitForMail(pending, 2);
  const second = await db.subscriber.findUniqueOrThrow({ where: { email: pending } });
  expect(second.confirmTokenHash).not.toBe(first.confirmTokenHash);
  const oldToken = tokenOf(linkIn(oldMail!.text, '/ru/confirm'));
  const newToken = tokenOf(linkIn(newMail!.text, '/ru/confirm'));
  await expectAnswer(await request.post('/api/confirm', { data: { token: oldToken } }), 400, { error: 'INVALID_CONFIRMATION_TOKEN' });

  // An expired token is refused (expired by its row: data, not time).
  await db.subscriber.update({ where: { email: pending }, data: { confirmTokenExpiresAt: new Date(Date.now() - 1000) } });
  await expectAnswer(await request.post('/api/confirm', { data: { token: newToken } }), 400, { error: 'INVALID_CONFIRMATION_TOKEN' });
  await expectAnswer(await request.post('/api/confirm', { data: {} }), 400, { error: 'CONFIRMATION_TOKEN_MISSING' });
  await expectAnswer(await request.post('/api/confirm', { data: { token: 'unknown' } }), 400, { error: 'INVALID_CONFIRMATION_TOKEN' });
  await expectAnswer(await request.post('/api/unsubscribe', { data: {} }), 400, { error: 'UNSUBSCRIBE_TOKEN_MISSING' });
  await expectAnswer(await request.post('/api/unsubscribe', { data: { token: `${second.id}.forged` } }), 400, { error: 'INVALID_UNSUBSCRIBE_TOKEN' });
});

test('deleting a subscriber needs the admin token', async ({ request }) => {
  const email = address('delete');
  await subscribe(request, { email });
  const { id } = await db.subscriber.findUniqueOrThrow({ where: { email } });
  const auth = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
  await expectAnswer(await request.delete(`/api/subscribers/${id}`), 401, { error: 'UNAUTHORIZED' });
  await expectAnswer(await request.delete(`/api/subscribers/${id}`, { headers: { authorization: 'Bearer wrong-token-0123456789' } }), 401, { error: 'UNAUTHORIZED' });
  await expectAnswer(await request.delete('/api/subscribers', { headers: auth }), 400, { error: 'SUBSCRIBER_ID_REQUIRED' });
  await expectAnswer(await request.delete(`/api/subscribers/${id}`, { headers: auth }), 200, { message: 'SUBSCRIBER_DELETE_SUCCESS' });
  await expectAnswer(await request.delete(`/api/subscribers/${id}`, { headers: auth }), 404, { error: 'SUBSCRIBER_NOT_FOUND' });
  expect(await db.subscriber.count({ where: { email } })).toBe(0);
});

test('the admin token must come as a Bearer token; a bare token is refused', async ({ request }) => {
  const email = address('bare');
  await subscribe(request, { email });
  const { id } = await db.subscriber.findUniqueOrThrow({ where: { email } });
  const response = await request.delete(`/api/subscribers/${id}`, { headers: { authorization: E2E_ADMIN_TOKEN } });
  expect(response.status()).toBe(401);
  expect(await db.subscriber.count({ where: { email } })).toBe(1);
});

test('erasing a subscriber leaves no copy of the address: every e-mail to it goes, pending ones cancelled', async ({ request }) => {
  const email = address('erase');
  await subscribed(request, email, 'it');
  const { id } = await db.subscriber.findUniqueOrThrow({ where: { email } });
  // One more e-mail waiting to be sent, far in the future.
  await db.outboxMessage.create({
    data: { messageId: `<erase-${unique()}@test>`, kind: 'test', to: email, subject: 's', html: 'h', text: 't', nextAttemptAt: new Date(Date.now() + 86_400_000) },
  });
  expect(await db.outboxMessage.count({ where: { to: email } })).toBe(3);
  await expectAnswer(await request.delete(`/api/subscribers/${id}`, { headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } }), 200, {
    message: 'SUBSCRIBER_DELETE_SUCCESS',
  });
  expect(await db.outboxMessage.count({ where: { to: email } })).toBe(0);
  const rows = await db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*) AS n FROM OutboxMessage WHERE html LIKE ? OR "to" LIKE ?`, `%${email}%`, `%${email}%`);
  expect(Number(rows[0]!.n)).toBe(0);
});

test('50 addresses at once give 50 subscribers and 50 e-mails', async ({ request }) => {
  const token = unique();
  const emails = Array.from({ length: 50 }, (_, i) => `crowd${i}-${token}@example.test`);
  const responses = await Promise.all(emails.map((email) => subscribe(request, { email, locale: 'en' })));
  expect(responses.map((response) => response.status())).toEqual(emails.map(() => 200));
  expect(await db.subscriber.count({ where: { email: { in: emails } } })).toBe(50);
  // One after the other: the first waits while the server's one sender delivers the crowd's 50 mails behind
  // whatever the other tests queued, the others are there by then.
  for (const email of emails) await waitForMail(email, 1, 40_000);
  await expect.poll(() => db.outboxMessage.count({ where: { to: { in: emails }, status: 'sent' } })).toBe(50);
  for (const email of emails) expect(await mailTo(email)).toHaveLength(1);
});

test('20 concurrent requests for one address give one subscriber and one e-mail', async ({ request }) => {
  const email = address('race');
  const responses = await Promise.all(Array.from({ length: 20 }, () => subscribe(request, { email, locale: 'it' })));
  const statuses = responses.map((response) => response.status()).sort();
  expect(statuses).toEqual([200, ...Array(19).fill(409)]);
  for (const response of responses.filter((r) => r.status() === 409)) {
    expect(await response.json()).toEqual({ error: 'EMAIL_PENDING_CONFIRMATION' });
  }
  expect(await db.subscriber.count({ where: { email } })).toBe(1);
  expect(await db.outboxMessage.count({ where: { to: email } })).toBe(1);
  await waitForMail(email, 1, 40_000);
  // An observation window: a second e-mail, if one were queued or sent twice, would arrive within it.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(await mailTo(email)).toHaveLength(1);
});
