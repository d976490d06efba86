import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A confirmation token: 256 random bits for the e-mail, only its SHA-256 in the database. */
export function createConfirmationToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string) {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * The signature binds the subscriber to the confirmation the e-mail was sent after: when the address
 * subscribes again, its new confirmation time makes every older link stop working.
 */
function signature(subscriberId: string, confirmedAt: Date, secret: string) {
  return createHmac('sha256', secret).update(`unsubscribe:${subscriberId}:${confirmedAt.getTime()}`).digest('base64url');
}

/** The unsubscribe token every e-mail to a confirmed subscriber carries: its id and an HMAC of it. */
export function unsubscribeToken(subscriberId: string, confirmedAt: Date, secret: string) {
  return `${subscriberId}.${signature(subscriberId, confirmedAt, secret)}`;
}

/** The subscriber id a token names (not yet proven genuine), or null for a malformed one. */
export function unsubscribeTokenId(token: string): string | null {
  const dot = token.lastIndexOf('.');
  return dot > 0 ? token.slice(0, dot) : null;
}

/** True when `token` was made for this subscriber's current confirmation. */
export function isValidUnsubscribeToken(token: string, subscriber: { id: string; confirmedAt: Date | null }, secret: string): boolean {
  if (!subscriber.confirmedAt || unsubscribeTokenId(token) !== subscriber.id) return false;
  const given = Buffer.from(token.slice(token.lastIndexOf('.') + 1));
  const expected = Buffer.from(signature(subscriber.id, subscriber.confirmedAt, secret));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
