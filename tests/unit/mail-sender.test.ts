import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '@/lib/cli/steps.mjs';
import { enqueueMail } from '@/lib/mail/outbox';
import { MailSender, isPermanentFailure, retryDelaySeconds } from '@/lib/mail/sender';
import { createTransport } from '@/lib/mail/transport';
import { createTestDatabase } from '../support/test-db';
import { startSmtpServer, type SmtpTestServer } from '../support/smtp';

type TestDb = ReturnType<typeof createTestDatabase>;

let testDb: TestDb;
let smtp: SmtpTestServer | undefined;

beforeEach(() => {
  testDb = createTestDatabase();
});
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
  await testDb.cleanup();
});

function queue(to: string, kind = 'test') {
  return testDb.prisma.$transaction((tx) => enqueueMail(tx, { kind, to, subject: `Hello ${to}`, html: '<p>Hi</p>', text: 'Hi' }));
}

function sender(url: string, overrides: Partial<ConstructorParameters<typeof MailSender>[0]> = {}) {
  return new MailSender({
    db: testDb.prisma,
    transport: createTransport({ smtpUrl: url, mailDir: 'var/test/unused-mail' }),
    from: 'Test <no-reply@example.test>',
    retryBaseSeconds: 60,
    ...overrides,
  });
}

/** A port nothing listens on: connecting to it is refused, as when the mail server is down. */
const closedPort = freePort;

describe('retry schedule', () => {
  it('doubles from the base and stops growing at one hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelaySeconds(n, 60))).toEqual([60, 120, 240, 480]);
    expect(retryDelaySeconds(7, 60)).toBe(3600);
    expect(retryDelaySeconds(30, 60)).toBe(3600);
  });

  it('treats only 5xx answers as final', () => {
    expect(isPermanentFailure({ responseCode: 550 })).toBe(true);
    expect(isPermanentFailure({ responseCode: 450 })).toBe(false);
    expect(isPermanentFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }))).toBe(false);
  });
});

describe('outbox sender', () => {
  it('delivers a queued message over SMTP with its stable Message-ID and marks it sent', async () => {
    smtp = await startSmtpServer();
    const queued = await queue('anna@example.test');
    expect(await sender(smtp.url).runOnce()).toBe(1);
    const [mail] = await smtp.waitFor('anna@example.test');
    expect(mail!.messageId).toBe(queued.messageId);
    expect(mail!.subject).toBe('Hello anna@example.test');
    const row = await testDb.prisma.outboxMessage.findUniqueOrThrow({ where: { id: queued.id } });
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lockedBy: null });
  });

  it('keeps a message while the server is down and delivers it once the server is back', async () => {
    const port = await closedPort();
    const queued = await queue('down@example.test');
    const loop = sender(`smtp://127.0.0.1:${port}`, { retryBaseSeconds: 60 });
    await loop.runOnce();
    let row = await testDb.prisma.outboxMessage.findUniqueOrThrow({ where: { id: queued.id } });
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBeTruthy();
    const delay = (row.nextAttemptAt.getTime() - Date.now()) / 1000;
    expect(delay).toBeGreaterThan(50);
    expect(delay).toBeLessThanOrEqual(60);

    // Not due yet: nothing happens.
    expect(await loop.runOnce()).toBe(0);
    // The server comes back on the same port; move the retry time instead of waiting.
    smtp = await startSmtpServer({ port });
    await testDb.prisma.outboxMessage.update({ where: { id: queued.id }, data: { nextAttemptAt: new Date() } });
    expect(await loop.runOnce()).toBe(1);
    await smtp.waitFor('down@example.test');
    row = await testDb.prisma.outboxMessage.findUniqueOrThrow({ where: { id: queued.id } });
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('retries a 4xx answer with a doubled delay', async () => {
    smtp = await startSmtpServer({ rejectRecipient: () => ({ code: 451, message: 'Try later' }) });
    const queued = await queue('busy@example.test');
    const loop = sender(smtp.url, { retryBaseSeconds: 10 });
    for (const expected of [10, 20, 40]) {
      await testDb.prisma.outboxMessage.update({ where: { id: queued.id }, data: { nextAttemptAt: new Date() } });
      await loop.runOnce();
      const row = await testDb.prisma.outboxMessage.findUniqueOrThrow({ where: { id: queued.id } });
      expect(row.status).toBe('pending');
      expect(Math.round((row.nextAttemptAt.getTime() - Date.now()) / 1000)).toBeGreaterThanOrEqual(expected - 2);
      expect(Math.round((row.nextAttemptAt.getTime() - Date.now()) / 1000)).toBeLessThanOrEqual(expected);
    }
  });

  it('gives up at once on a 5xx answer and reports the message', async () => {
    smtp = await startSmtpServer({ rejectRecipient: () => ({ code: 550, message: 'No such user' }) });
    const queued = await queue('nobody@example.test');
    const failed: string[] = [];
    await sender(smtp.url, { onFailed: (message) => failed.push(message.id) }).runOnce();
    const row = await testDb.prisma.outboxMessage.findUniqueOrThrow({ where: { id: queued.id } });
    expect(row.status).toBe('failed');
    expect(row.lastError).toContain('550');
    expect(failed).toEqual([queued.id]);
  });

  it('gives up on a message that has waited three days', async () => {
    const queued = await queue('old@example.test');
    await testDb.prisma.outboxMessage.update({
      where: { id: queued.id },
      data: { createdAt: new Date(Date.now() - 3 * 24 * 3600 * 1000 + 30_000) },
    });
    const failed: string[] = [];
    await sender(`smtp://127.0.0.1:${await closedPort()}`, { onFailed: (message) => failed.push(message.id) }).runOnce();
    const row = await testDb.prisma.outboxMessage.findUniqueOrThrow({ where: { id: queued.id } });
    expect(row.status).toBe('failed');
    expect(failed).toEqual([queued.id]);
  });

  it('never lets two sender loops hold the same message', async () => {
    smtp = await startSmtpServer();
    const addresses = Array.from({ length: 12 }, (_, i) => `pair${i}@example.test`);
    for (const address of addresses) await queue(address);
    const [first, second] = [sender(smtp.url), sender(smtp.url)];
    const handled = await Promise.all([first.runOnce(), second.runOnce()]);
    expect(handled[0] + handled[1]).toBe(12);
    expect(smtp.received).toHaveLength(12);
    for (const address of addresses) expect(smtp.to(address)).toHaveLength(1);
  });

  it('takes over a claim left by a crashed loop and resends with the same Message-ID', async () => {
    smtp = await startSmtpServer();
    const queued = await queue('crash@example.test');
    await testDb.prisma.outboxMessage.update({
      where: { id: queued.id },
      data: { status: 'sending', lockedBy: 'crashed-loop', lockedUntil: new Date(Date.now() + 60_000) },
    });
    const loop = sender(smtp.url);
    expect(await loop.runOnce()).toBe(0);
    await testDb.prisma.outboxMessage.update({ where: { id: queued.id }, data: { lockedUntil: new Date(Date.now() - 1000) } });
    expect(await loop.runOnce()).toBe(1);
    const [mail] = await smtp.waitFor('crash@example.test');
    expect(mail!.messageId).toBe(queued.messageId);
  });
});
