import 'server-only';
import { z } from 'zod';
import { routing, type Locale, isLocale } from '@/i18n/routing';
import { db } from '@/lib/db';
import { ApiError } from '@/lib/http/api-response';
import { enqueueMail, wakeSender } from '@/lib/mail/outbox';
import { appSecret } from '@/lib/secrets';
import { confirmationEmail, welcomeEmail } from './emails';
import { CONFIRMATION_TOKEN_TTL_MS, canConfirm, decideSubscribe, decideUnsubscribe } from './state';
import { createConfirmationToken, hashToken, unsubscribeToken, verifyUnsubscribeToken } from './tokens';

/** Version of the consent text shown beside the footer form (Footer.newsletterConsent): bump it when that text changes. */
export const NEWSLETTER_CONSENT_VERSION = 'newsletter-2026-11-21';

export type ApiOutcome = { status: number; body: { message: string } | { error: string } };

const emailSchema = z.email().max(254);

/** `{email, locale, sourcePage?}` → a normalised address or the SPEC's error codes. */
export function parseSubscription(body: unknown, referer: string | null) {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const raw = input.email;
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    throw new ApiError(400, 'EMAIL_REQUIRED_FIELD');
  }
  const email = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (!emailSchema.safeParse(email).success) throw new ApiError(400, 'INVALID_EMAIL_FORMAT');
  const locale: Locale = typeof input.locale === 'string' && isLocale(input.locale) ? input.locale : routing.defaultLocale;
  return { email, locale, sourcePage: sourcePage(input.sourcePage, referer) };
}

function sourcePage(given: unknown, referer: string | null) {
  if (typeof given === 'string' && given.startsWith('/')) return given.slice(0, 300);
  try {
    return referer ? new URL(referer).pathname.slice(0, 300) : '';
  } catch {
    return '';
  }
}

type Subscription = ReturnType<typeof parseSubscription> & { ip: string; userAgent: string };

function isUniqueViolation(error: unknown) {
  return (error as { code?: string } | null)?.code === 'P2002';
}

/** SPEC points 3–4: a new, unsubscribed or stale pending address gets a new token and a confirmation e-mail. */
export async function subscribe(input: Subscription): Promise<ApiOutcome> {
  const attempt = () =>
    db.$transaction(async (tx): Promise<ApiOutcome> => {
      const now = new Date();
      const existing = await tx.subscriber.findUnique({ where: { email: input.email } });
      const decision = decideSubscribe(existing, now);
      if (decision.action === 'reject') return { status: decision.status, body: { error: decision.error } };
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
      };
      if (existing) await tx.subscriber.update({ where: { id: existing.id }, data });
      else await tx.subscriber.create({ data: { email: input.email, ...data } });
      await enqueueMail(tx, confirmationEmail(input.email, input.locale, token));
      return { status: 200, body: { message: 'CONFIRMATION_EMAIL_SENT' } };
    });

  let outcome: ApiOutcome;
  try {
    outcome = await attempt();
  } catch (error) {
    // Another request created this address between our read and our insert: decide again on its row.
    if (!isUniqueViolation(error)) throw error;
    outcome = await attempt();
  }
  if (outcome.status === 200) wakeSender();
  return outcome;
}

/** Consumes a confirmation token once; the subscriber gets the welcome e-mail with the unsubscribe link. */
export async function confirm(token: string): Promise<ApiOutcome> {
  const hash = hashToken(token);
  const secret = await appSecret();
  const outcome = await db.$transaction(async (tx): Promise<ApiOutcome> => {
    const now = new Date();
    const subscriber = await tx.subscriber.findUnique({ where: { confirmTokenHash: hash } });
    if (!subscriber || !canConfirm(subscriber, now)) return { status: 400, body: { error: 'INVALID_CONFIRMATION_TOKEN' } };
    const used = await tx.subscriber.updateMany({
      where: { id: subscriber.id, confirmTokenHash: hash, status: 'pending' },
      data: { status: 'subscribed', confirmedAt: now, confirmTokenHash: null, confirmTokenExpiresAt: null },
    });
    if (used.count !== 1) return { status: 400, body: { error: 'INVALID_CONFIRMATION_TOKEN' } };
    const locale = isLocale(subscriber.locale) ? subscriber.locale : routing.defaultLocale;
    await enqueueMail(tx, welcomeEmail(subscriber.email, locale, unsubscribeToken(subscriber.id, secret)));
    return { status: 200, body: { message: 'EMAIL_CONFIRMATION_SUCCESS' } };
  });
  if (outcome.status === 200) wakeSender();
  return outcome;
}

export async function unsubscribe(token: string): Promise<ApiOutcome> {
  const id = verifyUnsubscribeToken(token, await appSecret());
  if (!id) return { status: 400, body: { error: 'INVALID_UNSUBSCRIBE_TOKEN' } };
  return db.$transaction(async (tx): Promise<ApiOutcome> => {
    const subscriber = await tx.subscriber.findUnique({ where: { id } });
    if (!subscriber) return { status: 400, body: { error: 'INVALID_UNSUBSCRIBE_TOKEN' } };
    const decision = decideUnsubscribe(subscriber);
    if (decision.action === 'reject') return { status: decision.status, body: { error: decision.error } };
    const changed = await tx.subscriber.updateMany({
      where: { id, status: { not: 'unsubscribed' } },
      data: { status: 'unsubscribed', unsubscribedAt: new Date(), confirmTokenHash: null, confirmTokenExpiresAt: null },
    });
    if (changed.count !== 1) return { status: 409, body: { error: 'ALREADY_UNSUBSCRIBED' } };
    return { status: 200, body: { message: 'UNSUBSCRIBE_SUCCESS' } };
  });
}

export async function deleteSubscriber(id: string): Promise<ApiOutcome> {
  const deleted = await db.subscriber.deleteMany({ where: { id } });
  return deleted.count === 1
    ? { status: 200, body: { message: 'SUBSCRIBER_DELETE_SUCCESS' } }
    : { status: 404, body: { error: 'SUBSCRIBER_NOT_FOUND' } };
}
