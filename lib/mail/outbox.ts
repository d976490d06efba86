import { randomUUID } from 'node:crypto';
import { now } from '@/lib/clock';
import type { Prisma } from '@/lib/generated/prisma/client';
import { env } from '@/lib/env';

export type OutgoingMail = {
  /** What the message is, for the log and for finding it again: "newsletter-confirmation", "partner-notification"… */
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  /**
   * The lead or subscriber the message belongs to: erasing them removes it
   * (docs/decisions/0006-lead-erasure-and-retention.md).
   */
  leadId?: string;
  subscriberId?: string;
  /** 0 (default): transactional; 1: a campaign's mail, sent after transactional mail and at MAIL_RATE_PER_MINUTE. */
  priority?: number;
  /** The campaign a newsletter mail belongs to (one message per campaign and subscriber: a unique key). */
  campaignId?: string;
};

/** The outbox row of a mail, with its Message-ID (for createMany, when a campaign queues many at once). */
export function outboxRow(mail: OutgoingMail): Prisma.OutboxMessageCreateManyInput {
  // Queued and due now by the application's clock, which the sender's and the acknowledgement limit's rules read.
  const queuedAt = now();
  return {
    createdAt: queuedAt,
    nextAttemptAt: queuedAt,
    kind: mail.kind,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    headers: mail.headers ?? {},
    leadId: mail.leadId,
    subscriberId: mail.subscriberId,
    priority: mail.priority ?? 0,
    campaignId: mail.campaignId,
    // Stable across retries: a receiver (or we, after a crash) can tell a resend from a new message.
    messageId: `<${randomUUID()}@${new URL(env.SITE_URL).hostname}>`,
  };
}

/**
 * Queues an e-mail in the outbox. Call it with the transaction client of the change that causes the
 * e-mail: both are committed together or not at all. The sender loop (lib/mail/sender.ts) delivers it.
 */
export async function enqueueMail(tx: Prisma.TransactionClient, mail: OutgoingMail) {
  return tx.outboxMessage.create({ data: outboxRow(mail) });
}

/** The running sender loop; `stop` is called by the server on shutdown (lib/server/server.mjs). */
type SenderHandle = { wake(): void; stop(graceMs?: number): Promise<void> };

/**
 * Tells this process's sender loop that there is new mail, so it does not wait for its next poll. The
 * loop lives in another module graph (it is started by instrumentation.ts), hence the global handle.
 */
export function wakeSender() {
  (globalThis as { aerisMailSender?: SenderHandle }).aerisMailSender?.wake();
}

export function registerSender(handle: SenderHandle | undefined) {
  (globalThis as { aerisMailSender?: SenderHandle }).aerisMailSender = handle;
}
