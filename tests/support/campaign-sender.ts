// The outbox sender in a process of its own, built and run as a server runs it (lib/mail/start-sender.ts: a
// MailSender in runSenderLoop), on a database file and an SMTP server the test names:
//   node --import tsx tests/support/campaign-sender.ts <database url> <smtp url>
// tests/unit/admin-campaign-crash.test.ts kills it with SIGKILL in the middle of an SMTP exchange and starts another.
// SIGTERM stops it as a server's shutdown does (its claims handed back).
import { MailSender, runSenderLoop } from '@/lib/mail/sender';
import { createTransport } from '@/lib/mail/transport';
import { createPrismaClient } from '@/lib/prisma-client';

const [databaseUrl, smtpUrl] = process.argv.slice(2);
if (!databaseUrl || !smtpUrl) {
  console.error('usage: campaign-sender.ts <database url> <smtp url>');
  process.exit(2);
}

const db = createPrismaClient(databaseUrl);
const sender = new MailSender({
  db,
  transport: createTransport({ smtpUrl, mailDir: 'var/test/unused-mail' }),
  from: 'Test <no-reply@example.test>',
  retryBaseSeconds: 1,
  campaignRatePerMinute: 100,
});
const loop = runSenderLoop(sender, { maxIdleMs: 200, onError: (error) => console.error('[campaign-sender]', error) });

process.on('SIGTERM', () => {
  void loop
    .stop(1000)
    .then(() => db.$disconnect())
    .finally(() => process.exit(0));
});
