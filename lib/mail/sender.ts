import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import * as clock from '@/lib/clock';
import type { OutboxMessage, Prisma, PrismaClient } from '@/lib/generated/prisma/client';
import { runWorkerLoop } from '@/lib/jobs/loop';
import { backoffSeconds, describeError } from '@/lib/jobs/retry';
import { MAIL_LIMITS } from '@/lib/limits';
import type { MailTransport } from './transport';

/** The outbox's `headers` column (written by lib/mail/outbox.ts): header names and values. */
const mailHeaders = z.record(z.string(), z.string());

export type SenderOptions = {
  db: PrismaClient;
  transport: MailTransport;
  from: string;
  /** The first retry waits this long; each further one twice as long, at most an hour. */
  retryBaseSeconds: number;
  /** A message still undelivered this long after it was queued is given up. */
  maxAgeMs?: number;
  /** How long a claim protects a message from other loops; a crashed loop's claims expire. */
  claimMs?: number;
  batchSize?: number;
  /** Called once per message that is finally given up (log and report it). */
  onFailed?: (message: OutboxMessage, error: unknown) => void;
  /** How long a sent and a given-up message are kept (with their bodies, which may hold links and tokens). */
  retention?: { sentMs: number; failedMs: number };
  /** Campaign mails (priority 1) sent per minute at most, counted in the database across every sender. */
  campaignRatePerMinute?: number;
};

/** Transactional mail (confirmations, lead notifications, password resets) and newsletter campaign mail. */
export const MAIL_PRIORITY = { transactional: 0, campaign: 1 } as const;

const RATE_WINDOW_MS = 60_000;
/** MAIL_RATE_PER_MINUTE's default (lib/env.ts), for senders built without it (tests). */
const DEFAULT_CAMPAIGN_RATE = 60;

/** Seconds to wait after the given number of failed attempts: base, 2×base, 4×base… capped at one hour. */
export function retryDelaySeconds(failedAttempts: number, baseSeconds: number) {
  return backoffSeconds(failedAttempts, baseSeconds, MAIL_LIMITS.maxRetryDelaySeconds);
}

/**
 * A 5xx SMTP answer is the server's final "no" (unknown mailbox, rejected content): retrying cannot help.
 * Connection errors, timeouts and 4xx answers are temporary.
 */
export function isPermanentFailure(error: unknown) {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function dueCondition(now: Date): Prisma.OutboxMessageWhereInput {
  return {
    OR: [
      { status: 'pending', nextAttemptAt: { lte: now } },
      // A claim that outlived its loop (crash, restart): the message is sent again with the same Message-ID.
      { status: 'sending', lockedUntil: { lt: now } },
    ],
  };
}

const transactional: Prisma.OutboxMessageWhereInput = { priority: { not: MAIL_PRIORITY.campaign } };
// A campaign mail waits while its campaign is paused (or still a draft); it is due only while it is sending.
const campaignSending: Prisma.OutboxMessageWhereInput = { priority: MAIL_PRIORITY.campaign, campaign: { is: { status: 'sending' } } };

/**
 * Another sender's transaction got in the way: SQLite busy, or a PostgreSQL serialisation failure (SQLSTATE
 * 40001) or deadlock (40P01), which Prisma reports as P2034 (or, from some paths, only in the message).
 */
export function isBusy(error: unknown) {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === 'P2034' ||
    /SQLITE_BUSY|database is locked|write conflict|could not serialize access|deadlock detected|40001|40P01/i.test(String(message ?? ''))
  );
}

/** Claims due outbox messages one by one (compare-and-set, so two loops never hold the same) and delivers them. */
export class MailSender {
  readonly id = randomUUID();
  private readonly maxAgeMs: number;
  private readonly claimMs: number;
  private readonly batchSize: number;
  private readonly campaignRate: number;

  constructor(private readonly options: SenderOptions) {
    this.maxAgeMs = options.maxAgeMs ?? MAIL_LIMITS.maxMessageAgeMs;
    this.claimMs = options.claimMs ?? MAIL_LIMITS.claimMs;
    this.batchSize = options.batchSize ?? MAIL_LIMITS.batchSize;
    this.campaignRate = options.campaignRatePerMinute ?? DEFAULT_CAMPAIGN_RATE;
  }

  /**
   * Delivers what is due now; answers how many messages it handled. Transactional mail goes first, and again
   * before every campaign mail; campaign mail only within the rate per minute, which every sender counts
   * in the database.
   */
  async runOnce(): Promise<number> {
    let handled = await this.sendTransactional();
    const candidates = await this.options.db.outboxMessage.findMany({
      where: { AND: [dueCondition(clock.now()), campaignSending] },
      orderBy: { nextAttemptAt: 'asc' },
      take: this.batchSize,
      select: { id: true },
    });
    for (const { id } of candidates) {
      handled += await this.sendTransactional();
      const claim = await this.claimCampaignMail(id);
      if (claim === 'throttled') break;
      if (claim === 'claimed') {
        const message = await this.options.db.outboxMessage.findUniqueOrThrow({ where: { id } });
        await this.deliver(message);
      }
      if (claim !== 'lost') handled += 1;
    }
    await this.finishCampaigns();
    return handled;
  }

  private async sendTransactional(): Promise<number> {
    const { db } = this.options;
    const now = clock.now();
    const candidates = await db.outboxMessage.findMany({
      where: { AND: [dueCondition(now), transactional] },
      orderBy: { nextAttemptAt: 'asc' },
      take: this.batchSize,
      select: { id: true },
    });
    let handled = 0;
    for (const { id } of candidates) {
      const claimed = await db.outboxMessage.updateMany({
        where: { AND: [{ id }, dueCondition(now), transactional] },
        data: { status: 'sending', lockedBy: this.id, lockedUntil: new Date(clock.nowMs() + this.claimMs) },
      });
      if (claimed.count !== 1) continue;
      const message = await db.outboxMessage.findUniqueOrThrow({ where: { id } });
      await this.deliver(message);
      handled += 1;
    }
    return handled;
  }

  /** Campaign mails sent in the last minute and claimed now (by any sender); campaign mail may go while below the rate. */
  private campaignMailsInWindow(client: Prisma.TransactionClient, now: Date) {
    return client.outboxMessage.count({
      where: {
        priority: MAIL_PRIORITY.campaign,
        OR: [
          { status: 'sent', sentAt: { gt: new Date(now.getTime() - RATE_WINDOW_MS) } },
          { status: 'sending', lockedUntil: { gte: now } },
        ],
      },
    });
  }

  /**
   * Claims one campaign mail if the rate allows: counting and claiming in one serialisable transaction, so two
   * senders (two servers on one database) cannot both take the last place. SQLite's transactions always are;
   * PostgreSQL's default (read committed) would let both count the same mails, hence the explicit level. A mail
   * whose subscriber has left meanwhile is cancelled instead of claimed.
   */
  private async claimCampaignMail(id: string): Promise<'claimed' | 'cancelled' | 'lost' | 'throttled'> {
    const { db } = this.options;
    try {
      return await db.$transaction(async (tx) => {
        const now = clock.now();
        if ((await this.campaignMailsInWindow(tx, now)) >= this.campaignRate) return 'throttled';
        const message = await tx.outboxMessage.findFirst({
          where: { AND: [{ id }, dueCondition(now), campaignSending] },
          select: { subscriber: { select: { status: true } }, subscriberId: true },
        });
        if (!message) return 'lost';
        if (message.subscriberId && message.subscriber?.status !== 'subscribed') {
          await tx.outboxMessage.update({
            where: { id },
            data: { status: 'cancelled', lockedBy: null, lockedUntil: null, lastError: 'unsubscribed before sending' },
          });
          return 'cancelled';
        }
        // Conditional like the transactional claim, so a message is never claimed twice even if the isolation
        // level were weaker than asked.
        const claimed = await tx.outboxMessage.updateMany({
          where: { AND: [{ id }, dueCondition(now)] },
          data: { status: 'sending', lockedBy: this.id, lockedUntil: new Date(now.getTime() + this.claimMs) },
        });
        return claimed.count === 1 ? 'claimed' : 'lost';
      }, { isolationLevel: 'Serializable' });
    } catch (error) {
      // Another server wrote between our count and our claim (SQLite busy, PostgreSQL serialisation failure):
      // leave it to the next pass.
      if (isBusy(error)) return 'throttled';
      throw error;
    }
  }

  /** A sending campaign with nothing left to send (or to retry) is done. */
  private async finishCampaigns() {
    await this.options.db.campaign.updateMany({
      where: { status: 'sending', messages: { none: { status: { in: ['pending', 'sending'] } } } },
      data: { status: 'done' },
    });
  }

  /** Hands back the messages this sender claimed and has not delivered (a server shutting down). */
  async releaseClaims(): Promise<number> {
    const released = await this.options.db.outboxMessage.updateMany({
      where: { lockedBy: this.id, status: 'sending' },
      data: { status: 'pending', lockedBy: null, lockedUntil: null },
    });
    return released.count;
  }

  /** Deletes sent and given-up messages older than their retention period; answers how many. */
  async purgeExpired(now = clock.now()): Promise<number> {
    const { retention } = this.options;
    if (!retention) return 0;
    const purged = await this.options.db.outboxMessage.deleteMany({
      where: {
        OR: [
          { status: 'sent', sentAt: { lt: new Date(now.getTime() - retention.sentMs) } },
          { status: 'failed', failedAt: { lt: new Date(now.getTime() - retention.failedMs) } },
        ],
      },
    });
    return purged.count;
  }

  /**
   * When the next message becomes due (or a claim expires), or null when nothing waits. Mail of a paused
   * campaign waits for its resume (which wakes the sender); throttled campaign mail for a place in the window.
   */
  async nextDueAt(): Promise<Date | null> {
    const { db } = this.options;
    const now = clock.now();
    const [pending, campaign, claimed, inWindow] = await Promise.all([
      db.outboxMessage.findFirst({ where: { status: 'pending', ...transactional }, orderBy: { nextAttemptAt: 'asc' }, select: { nextAttemptAt: true } }),
      db.outboxMessage.findFirst({ where: { status: 'pending', ...campaignSending }, orderBy: { nextAttemptAt: 'asc' }, select: { nextAttemptAt: true } }),
      db.outboxMessage.findFirst({ where: { status: 'sending' }, orderBy: { lockedUntil: 'asc' }, select: { lockedUntil: true } }),
      this.campaignMailsInWindow(db, now),
    ]);
    let campaignAt = campaign?.nextAttemptAt;
    if (campaignAt && inWindow >= this.campaignRate) {
      const oldest = await db.outboxMessage.findFirst({
        where: { priority: MAIL_PRIORITY.campaign, status: 'sent', sentAt: { gt: new Date(now.getTime() - RATE_WINDOW_MS) } },
        orderBy: { sentAt: 'asc' },
        select: { sentAt: true },
      });
      const freed = oldest?.sentAt ? oldest.sentAt.getTime() + RATE_WINDOW_MS : now.getTime() + 1000;
      campaignAt = new Date(Math.max(campaignAt.getTime(), freed));
    }
    const times = [pending?.nextAttemptAt, campaignAt, claimed?.lockedUntil].filter((time): time is Date => time instanceof Date);
    return times.length ? new Date(Math.min(...times.map((time) => time.getTime()))) : null;
  }

  private async deliver(message: OutboxMessage) {
    const { db, transport, from, retryBaseSeconds, onFailed } = this.options;
    const mine = { id: message.id, lockedBy: this.id };
    const attempts = message.attempts + 1;
    try {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: mailHeaders.parse(message.headers),
        messageId: message.messageId,
      });
      await db.outboxMessage.updateMany({
        where: mine,
        data: { status: 'sent', sentAt: clock.now(), attempts, lockedBy: null, lockedUntil: null, lastError: null },
      });
    } catch (error) {
      const nextAttemptAt = new Date(clock.nowMs() + retryDelaySeconds(attempts, retryBaseSeconds) * 1000);
      const tooOld = nextAttemptAt.getTime() - message.createdAt.getTime() > this.maxAgeMs;
      if (isPermanentFailure(error) || tooOld) {
        await db.outboxMessage.updateMany({
          where: mine,
          data: { status: 'failed', failedAt: clock.now(), attempts, lastError: describeError(error), lockedBy: null, lockedUntil: null },
        });
        onFailed?.(message, error);
        return;
      }
      await db.outboxMessage.updateMany({
        where: mine,
        data: { status: 'pending', nextAttemptAt, attempts, lastError: describeError(error), lockedBy: null, lockedUntil: null },
      });
    }
  }
}

/**
 * Runs a sender until stopped (lib/jobs/loop.ts): after each pass it sleeps until the next message is due, and
 * `wake()` starts a pass at once (called after new mail is queued). Expired mail is purged once an hour;
 * `stop()` (a server shutting down) waits for the delivery under way at most `graceMs` (a mail server that
 * hangs must not hold up the shutdown), then hands back this sender's claims: the message is sent again by the
 * next start, with the same Message-ID.
 */
export function runSenderLoop(sender: MailSender, options: { maxIdleMs?: number; purgeEveryMs?: number; onError?: (error: unknown) => void } = {}) {
  const purgeEveryMs = options.purgeEveryMs ?? 60 * 60 * 1000;
  let lastPurge = 0;
  return runWorkerLoop(
    {
      runOnce: () => sender.runOnce(),
      nextDueAt: () => sender.nextDueAt(),
      async afterPass() {
        if (clock.nowMs() - lastPurge < purgeEveryMs) return;
        lastPurge = clock.nowMs();
        await sender.purgeExpired();
      },
      release: () => sender.releaseClaims(),
    },
    options,
  );
}
