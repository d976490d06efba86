import { afterAll, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/subscribe/route';
import { freePort } from '@/lib/cli/steps.mjs';
import { cleanup, db } from '../support/app-db';
import { registerSender } from '@/lib/mail/outbox';
import { MailSender, runSenderLoop } from '@/lib/mail/sender';
import { createTransport } from '@/lib/mail/transport';
import { startSmtpServer, type SmtpTestServer } from '../support/smtp';

// A subscription while the mail server is down, through the route and the sender loop as the server wires them
// (lib/mail/start-sender.ts), with a real SMTP server that comes up later on the port the loop sends to: moved here
// from the end-to-end newsletter tests, whose shared server keeps one capture SMTP server up.
vi.mock('@/lib/db', () => import('../support/app-db'));

let smtp: SmtpTestServer | undefined;
afterAll(async () => {
  await smtp?.close();
  await cleanup();
});

describe('the confirmation e-mail', () => {
  it('with the mail server down at subscribe time, the e-mail arrives after it comes back', async () => {
    // A port nothing listens on yet: connecting to it is refused, as when the mail server is down.
    const port = await freePort();
    const sender = new MailSender({
      db,
      transport: createTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, mailDir: 'var/test/unused-mail' }),
      from: 'Test <no-reply@example.test>',
      // The shared e2e server's MAIL_RETRY_BASE_SECONDS: retries after 1 s, 2 s, 4 s…
      retryBaseSeconds: 1,
    });
    const loop = runSenderLoop(sender);
    registerSender(loop);
    try {
      const email = 'outage@example.test';
      const response = await POST(
        new Request('http://localhost/api/subscribe', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-aeris-client-ip': '192.0.2.30' },
          body: JSON.stringify({ email, locale: 'ru' }),
        }),
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ message: 'CONFIRMATION_EMAIL_SENT' });

      // The route woke the loop: its first attempt failed and the message waits for the next one.
      await vi.waitFor(async () => expect((await db.outboxMessage.findFirst({ where: { to: email } }))?.attempts ?? 0).toBeGreaterThanOrEqual(1), { timeout: 10_000, interval: 100 });
      const waiting = await db.outboxMessage.findFirstOrThrow({ where: { to: email } });
      expect(waiting.status).toBe('pending');
      expect(waiting.lastError).toBeTruthy();

      // The mail server comes back where the loop sends: the loop's own retry delivers, with the same Message-ID.
      smtp = await startSmtpServer({ port });
      const [mail] = await smtp.waitFor(email, 1, 20_000);
      expect(mail!.messageId).toBe(waiting.messageId);
      await vi.waitFor(async () => expect((await db.outboxMessage.findFirstOrThrow({ where: { to: email } })).status).toBe('sent'), { timeout: 5_000, interval: 100 });
    } finally {
      registerSender(undefined);
      await loop.stop();
    }
  });
});
