import 'server-only';
import { routing, isLocale, type Locale } from '@/i18n/routing';
import * as clock from '@/lib/clock';
import { db } from '@/lib/db';
import type { Subscription } from '@/lib/forms/subscription-schema';
import type { DomainResult } from '@/lib/http/codes';
import { CONFIRMATION_TOKEN_TTL_MS } from '@/lib/limits';
import { enqueueMail, wakeSender } from '@/lib/mail/outbox';
import { appSecret } from '@/lib/secrets';
import { confirmationEmail, welcomeEmail } from './emails';
import { canConfirm, decideSubscribe, decideUnsubscribe } from './state';
import { createConfirmationToken, hashToken, isValidUnsubscribeToken, unsubscribeToken, unsubscribeTokenId } from './tokens';
import { searchColumn } from '@/lib/search-key';
import { recordConsents, withdrawConsents } from '@/lib/consent/records';
import { afterErasure, deleteSubscribers } from '@/lib/privacy/scrub';

// The newsletter's operations: each returns a domain result (a code), never an HTTP status; lib/http and the
// form actions decide how a code is answered.

/** Version of the consent text shown beside the footer form (Footer.newsletterConsent): bump it when that text changes. */
export const NEWSLETTER_CONSENT_VERSION = 'newsletter-2026-11-27';

export type SubscribeRequest = Subscription & { sourcePage: string; ip: string; userAgent: string };
export type SubscribeResult = DomainResult<'CONFIRMATION_EMAIL_SENT', 'EMAIL_ALREADY_SUBSCRIBED' | 'EMAIL_PENDING_CONFIRMATION'>;
export type ConfirmResult = DomainResult<'EMAIL_CONFIRMATION_SUCCESS', 'INVALID_CONFIRMATION_TOKEN'>;
export type UnsubscribeResult = DomainResult<'UNSUBSCRIBE_SUCCESS', 'INVALID_UNSUBSCRIBE_TOKEN' | 'ALREADY_UNSUBSCRIBED'>;
export type DeleteSubscriberResult = DomainResult<'SUBSCRIBER_DELETE_SUCCESS', 'SUBSCRIBER_NOT_FOUND'>;

function isUniqueViolation(error: unknown) {
  return (error as { code?: string } | null)?.code === 'P2002';
}

const subscriberLocale = (locale: string): Locale => (isLocale(locale) ? locale : routing.defaultLocale);

/** SPEC points 3–4: a new, unsubscribed or stale pending address gets a new token and a confirmation e-mail. */
export async function subscribe(input: SubscribeRequest): Promise<SubscribeResult> {
  const attempt = () =>
    db.$transaction(async (tx): Promise<SubscribeResult> => {
      const now = clock.now();
      const existing = await tx.subscriber.findUnique({ where: { email: input.email } });
      const decision = decideSubscribe(existing, now);
      if (decision.action === 'reject') return { ok: false, code: decision.code };
      const { token, hash } = createConfirmationToken();
      const data = {
        status: 'pending',
        locale: input.locale,
        confirmTokenHash: hash,
        confirmTokenExpiresAt: new Date(now.getTime() + CONFIRMATION_TOKEN_TTL_MS),
        requestedAt: now,
        confirmationSentAt: now,
        confirmedAt: null,
        consentAt: now,
        consentSourcePage: input.sourcePage,
        consentIp: input.ip,
        consentUserAgent: input.userAgent,
        consentTextVersion: NEWSLETTER_CONSENT_VERSION,
      } as const;
      const subscriber = existing
        ? await tx.subscriber.update({ where: { id: existing.id }, data })
        : await tx.subscriber.create({ data: { email: input.email, search: searchColumn([input.email]), ...data } });
      // The footer form and the lead forms' box both show the newsletter's own consent document.
      await recordConsents(tx, { subscriberId: subscriber.id }, ['newsletter'], { at: now, ip: input.ip, userAgent: input.userAgent, sourcePage: input.sourcePage, locale: input.locale });
      await enqueueMail(tx, confirmationEmail(input.email, input.locale, token));
      return { ok: true, code: 'CONFIRMATION_EMAIL_SENT' };
    });

  let result: SubscribeResult;
  try {
    result = await attempt();
  } catch (error) {
    // Another request created this address between our read and our insert: decide again on its row.
    if (!isUniqueViolation(error)) throw error;
    result = await attempt();
  }
  if (result.ok) wakeSender();
  return result;
}

/** Consumes a confirmation token once; the subscriber gets the welcome e-mail with the unsubscribe link. */
export async function confirm(token: string): Promise<ConfirmResult> {
  const hash = hashToken(token);
  const secret = await appSecret();
  const result = await db.$transaction(async (tx): Promise<ConfirmResult> => {
    const now = clock.now();
    const subscriber = await tx.subscriber.findUnique({ where: { confirmTokenHash: hash } });
    if (!subscriber || !canConfirm(subscriber, now)) return { ok: false, code: 'INVALID_CONFIRMATION_TOKEN' };
    const used = await tx.subscriber.updateMany({
      where: { id: subscriber.id, confirmTokenHash: hash, status: 'pending' },
      data: { status: 'subscribed', confirmedAt: now, confirmTokenHash: null, confirmTokenExpiresAt: null },
    });
    if (used.count !== 1) return { ok: false, code: 'INVALID_CONFIRMATION_TOKEN' };
    await enqueueMail(tx, welcomeEmail(subscriber.email, subscriberLocale(subscriber.locale), unsubscribeToken(subscriber.id, now, secret)));
    return { ok: true, code: 'EMAIL_CONFIRMATION_SUCCESS' };
  });
  if (result.ok) wakeSender();
  return result;
}

export async function unsubscribe(token: string): Promise<UnsubscribeResult> {
  const id = unsubscribeTokenId(token);
  if (!id) return { ok: false, code: 'INVALID_UNSUBSCRIBE_TOKEN' };
  const secret = await appSecret();
  return db.$transaction(async (tx): Promise<UnsubscribeResult> => {
    const subscriber = await tx.subscriber.findUnique({ where: { id } });
    if (!subscriber || !isValidUnsubscribeToken(token, subscriber, secret)) return { ok: false, code: 'INVALID_UNSUBSCRIBE_TOKEN' };
    const decision = decideUnsubscribe(subscriber);
    if (decision.action === 'reject') return { ok: false, code: decision.code };
    const changed = await tx.subscriber.updateMany({
      where: { id, status: { not: 'unsubscribed' } },
      data: { status: 'unsubscribed', unsubscribedAt: clock.now(), confirmTokenHash: null, confirmTokenExpiresAt: null },
    });
    if (changed.count !== 1) return { ok: false, code: 'ALREADY_UNSUBSCRIBED' };
    // The subscription's consents (its own document, or the processing sentence of earlier sign-ups), and the
    // newsletter box of any lead sent with the address: the newsletter stops, and every record says so.
    const at = clock.now();
    await withdrawConsents(tx, { subscriberId: id }, ['newsletter', 'processing'], at);
    await tx.consentRecord.updateMany({ where: { purpose: 'newsletter', withdrawnAt: null, lead: { is: { email: subscriber.email } } }, data: { withdrawnAt: at } });
    return { ok: true, code: 'UNSUBSCRIBE_SUCCESS' };
  });
}

/**
 * Erases a subscriber: the row with its consent records and its own e-mails in the outbox (pending ones are cancelled
 * with it; sent ones hold its links and tokens), then their files and the WAL's copies (lib/privacy/scrub.ts).
 */
export async function deleteSubscriber(id: string): Promise<DeleteSubscriberResult> {
  const result = await db.$transaction(async (tx) => {
    const subscriber = await tx.subscriber.findUnique({ where: { id }, select: { id: true, email: true } });
    if (!subscriber) return { answer: { ok: false, code: 'SUBSCRIBER_NOT_FOUND' } as DeleteSubscriberResult, traces: null };
    return { answer: { ok: true, code: 'SUBSCRIBER_DELETE_SUCCESS' } as DeleteSubscriberResult, traces: await deleteSubscribers(tx, [subscriber]) };
  });
  // The mail files and the WAL's copies go too (lib/privacy/scrub.ts).
  if (result.traces) await afterErasure(db, result.traces);
  return result.answer;
}
