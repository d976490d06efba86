import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { startAppServer, type AppServer } from '../support/app-server';
import { createAppDatabase, startAppServerOnFile, type FileAppServer } from '../support/app-server';
import { startSmtpServer, type SmtpTestServer } from '../support/smtp';
import { startHoldingSmtpServer } from '../support/smtp-hold';
import { createStaff, freshTotpCode, signIn, type StaffCredentials } from '../support/staff';

// Newsletter campaigns and the outbox, end to end: a campaign reaches each confirmed subscriber exactly once
// with their own one-click unsubscribe headers, also when the server is killed in the middle of an SMTP
// exchange and started again on the same database; the outbox shows a failed mail and "retry now" sends it.

type Db = AppServer['db'];

async function subscriber(db: Db, email: string, locale: string, status: 'subscribed' | 'unsubscribed' = 'subscribed') {
  return db.subscriber.create({
    data: {
      email,
      status,
      locale,
      confirmedAt: new Date(Date.now() - 86_400_000),
      unsubscribedAt: status === 'unsubscribed' ? new Date() : null,
      consentAt: new Date(),
      consentSourcePage: '/',
      consentIp: '192.0.2.1',
      consentUserAgent: 'e2e',
      consentTextVersion: 'e2e',
    },
  });
}

/** A header as sent (mailparser turns List-Unsubscribe into an object). */
const rawHeader = (mail: { headerLines: ReadonlyArray<{ key: string; line: string }> }, key: string) =>
  mail.headerLines.find((line) => line.key === key)?.line.replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, ' ') ?? '';

/**
 * Signs an admin in and enrols TOTP. (tests/support/staff.ts's enrolTotp clicks `form button[type="submit"]`,
 * which on the enrolment page also matches the shell's sign-out buttons; this picks the enrolment's own forms.)
 */
async function signInAdmin(page: Page, baseUrl: string, admin: StaffCredentials) {
  await page.goto(`${baseUrl}/admin/sign-in`);
  await page.locator('input[name="email"]').fill(admin.email);
  await page.locator('input[name="password"]').fill(admin.password);
  await page.locator('form button[type="submit"]').first().click();
  await page.waitForURL((url) => url.pathname === '/admin/account/two-factor');
  const formWith = (name: string) => page.locator('form', { has: page.locator(`input[name="${name}"]`) });
  await formWith('password').locator('input[name="password"]').fill(admin.password);
  await formWith('password').locator('button[type="submit"]').click();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  await formWith('code').locator('input[name="code"]').fill(await freshTotpCode(secret));
  await formWith('code').locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/admin/account');
}

async function expectNoAxeViolations(page: Page, what: string) {
  expect((await new AxeBuilder({ page }).analyze()).violations, what).toEqual([]);
}

async function composeCampaign(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/admin/campaigns`);
  await expectNoAxeViolations(page, 'campaign list');
  await page.goto(`${baseUrl}/admin/campaigns/new`);
  await expectNoAxeViolations(page, 'new campaign');
  await page.locator('input[name="name"]').fill('Autumn news');
  for (const [locale, subject] of [
    ['it', 'Novità d’autunno'],
    ['ru', 'Осенние новости'],
    ['en', 'Autumn news'],
  ] as const) {
    await page.locator(`input[name="subject_${locale}"]`).fill(subject);
    await page.locator(`textarea[name="body_${locale}"]`).fill(`${subject}: **new** units.\n\n<b>raw</b> [site](https://example.test/)`);
  }
  await page.locator('form[aria-label] button[type="submit"]').click();
  await page.waitForURL(/\/admin\/campaigns\/[^/]+\?created=1$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  // The preview shows the Markdown rendered, and raw HTML as text.
  await expect(page.getByTestId('preview-ru')).toContainText('Осенние новости: new units.');
  await expect(page.getByTestId('preview-it')).toContainText('<b>raw</b>');
  await expectNoAxeViolations(page, 'campaign editor');
  return id;
}

test.describe('newsletter campaign', () => {
  test.setTimeout(180_000);
  let smtp: Awaited<ReturnType<typeof startHoldingSmtpServer>>;
  let database: ReturnType<typeof createAppDatabase>;
  const servers: FileAppServer[] = [];

  test.beforeAll(async () => {
    smtp = await startHoldingSmtpServer();
    database = createAppDatabase();
  });
  test.afterAll(async () => {
    for (const server of servers) await server.stop();
    await smtp.close();
    database.remove();
  });

  test('reaches 3 confirmed subscribers once each, with their own unsubscribe headers, across a kill in mid-SMTP', async ({ page }) => {
    const settings = { SMTP_URL: smtp.url, MAIL_RATE_PER_MINUTE: '100', MAIL_RETRY_BASE_SECONDS: '1' };
    const first = await startAppServerOnFile(database.url, settings);
    servers.push(first);
    const readers = [
      await subscriber(first.db, 'anna@example.test', 'it'),
      await subscriber(first.db, 'boris@example.test', 'ru'),
      await subscriber(first.db, 'clare@example.test', 'en'),
    ];
    await subscriber(first.db, 'left@example.test', 'it', 'unsubscribed');
    const editor = await createStaff(first.db, 'editor');
    await signIn(page, first.baseUrl, editor);
    const id = await composeCampaign(page, first.baseUrl);

    // The second message's DATA is never acknowledged: the server is killed while it waits for the answer.
    smtp.holdMessage(2);
    const send = page.getByTestId('campaign-send-form');
    await send.locator('input[name="confirm"]').check();
    await send.locator('button[type="submit"]').click();
    await expect(page.getByTestId('campaign-status')).toHaveText(/.+/);
    await smtp.waitUntil(() => smtp.received.length === 1 && smtp.held.length === 1);
    await first.signal('SIGKILL');
    smtp.holdMessage(null);

    // The killed server's claim would expire after its claim period: move it instead of waiting.
    const claimed = await first.db.outboxMessage.updateMany({ where: { campaignId: id, status: 'sending' }, data: { lockedUntil: new Date(Date.now() - 1000) } });
    expect(claimed.count).toBe(1);
    const second = await startAppServerOnFile(database.url, settings);
    servers.push(second);
    await smtp.waitUntil(() => readers.every((reader) => smtp.to(reader.email).length > 0));

    const all = [...smtp.received, ...smtp.held];
    expect(new Set(all.map((mail) => mail.messageId)).size).toBe(3);
    expect(smtp.to('left@example.test')).toHaveLength(0);
    for (const reader of readers) {
      const mails = all.filter((mail) => mail.envelopeTo.includes(reader.email));
      // At least once, and a repeat carries the same Message-ID (the held one may come twice).
      expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(1);
      const header = rawHeader(mails[0]!, 'list-unsubscribe');
      const token = decodeURIComponent(/token=([^>]+)>/.exec(header)?.[1] ?? '');
      expect(token.startsWith(`${reader.id}.`)).toBe(true);
      expect(rawHeader(mails[0]!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(mails[0]!.text).toContain(encodeURIComponent(token));
    }
    // Only the message that was in the middle of its exchange may have come twice.
    expect(smtp.received.length).toBeLessThanOrEqual(4);

    await expect.poll(async () => (await second.db.campaign.findUniqueOrThrow({ where: { id } })).status).toBe('done');
    const rows = await second.db.outboxMessage.findMany({ where: { campaignId: id } });
    expect(rows.map((row) => row.status).sort()).toEqual(['sent', 'sent', 'sent']);
    const audit = await second.db.auditLog.findMany({ where: { entityId: id }, orderBy: { at: 'asc' } });
    expect(audit.map((entry) => entry.action)).toEqual(['campaign.create', 'campaign.send']);
  });
});

test.describe('outbox', () => {
  let app: AppServer;
  let smtp: SmtpTestServer;

  test.beforeAll(async () => {
    // A server of its own: startAppServer waits up to 60 s for it, more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    smtp = await startSmtpServer();
    app = await startAppServer({ SMTP_URL: smtp.url });
  });
  test.afterAll(async () => {
    await app?.stop();
    await smtp?.close();
  });

  test('lists a failed message with its error, and "retry now" sends it with its Message-ID', async ({ page }) => {
    test.setTimeout(90_000);
    const failed = await app.db.outboxMessage.create({
      data: {
        messageId: '<retry-e2e@example.test>',
        kind: 'lead-notification',
        to: 'sales@example.test',
        subject: 'Private subject with personal data',
        html: '<p>secret body</p>',
        text: 'secret body',
        status: 'failed',
        attempts: 3,
        lastError: 'EENVELOPE 550 Mailbox unavailable',
        failedAt: new Date(),
      },
    });
    const admin = await createStaff(app.db, 'admin');
    await signInAdmin(page, app.baseUrl, admin);
    await page.goto(`${app.baseUrl}/admin/outbox?status=failed`);
    const row = page.getByTestId('outbox-row').filter({ hasText: 'sales@example.test' });
    await expect(row.getByTestId('outbox-error')).toHaveText('EENVELOPE 550 Mailbox unavailable');
    // Bodies are never shown, nor the subjects of mails other than staff ones.
    await expect(page.locator('body')).not.toContainText('Private subject');
    await expect(page.locator('body')).not.toContainText('secret body');
    await expectNoAxeViolations(page, 'outbox');

    await row.getByRole('button').click();
    await page.waitForURL(/result=retried/);
    const [mail] = await smtp.waitFor('sales@example.test');
    expect(mail!.messageId).toBe(failed.messageId);
    await expect.poll(async () => (await app.db.outboxMessage.findUniqueOrThrow({ where: { id: failed.id } })).status).toBe('sent');
    const after = await app.db.outboxMessage.findUniqueOrThrow({ where: { id: failed.id } });
    expect(after.attempts).toBe(4);
    expect(await app.db.auditLog.count({ where: { action: 'outbox.retry', entityId: failed.id } })).toBe(1);
  });
});
