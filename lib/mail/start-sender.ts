import * as Sentry from '@sentry/nextjs';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { registerSender } from './outbox';
import { MailSender, runSenderLoop } from './sender';
import { createTransport, dkimSettings } from './transport';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Starts this server process's outbox sender (instrumentation.ts; never during `next build`). */
export function startMailSender() {
  const transport = createTransport({
    smtpUrl: env.SMTP_URL,
    mailDir: env.MAIL_DIR,
    dkim: dkimSettings(env.DKIM_DOMAIN, env.DKIM_SELECTOR, env.DKIM_PRIVATE_KEY),
  });
  const sender = new MailSender({
    db,
    transport,
    from: env.MAIL_FROM,
    retryBaseSeconds: env.MAIL_RETRY_BASE_SECONDS,
    campaignRatePerMinute: env.MAIL_RATE_PER_MINUTE,
    retention: { sentMs: env.MAIL_RETENTION_SENT_DAYS * DAY_MS, failedMs: env.MAIL_RETENTION_FAILED_DAYS * DAY_MS },
    onFailed(message, error) {
      console.error(`[mail] gave up on ${message.kind} ${message.messageId} to ${message.to}:`, error);
      Sentry.captureException(error, { tags: { mail: message.kind }, extra: { outboxId: message.id } });
    },
  });
  const loop = runSenderLoop(sender, {
    onError(error) {
      console.error('[mail] sender pass failed:', error);
      Sentry.captureException(error);
    },
  });
  registerSender(loop);
  console.log(`[mail] sender ${sender.id} started: ${transport.describe}`);
  return loop;
}
