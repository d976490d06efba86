import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A confirmation token: 256 random bits for the e-mail, only its SHA-256 in the database. */
export function createConfirmationToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string) {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function signature(subscriberId: string, secret: string) {
  return createHmac('sha256', secret).update(`unsubscribe:${subscriberId}`).digest('base64url');
}

/** The unsubscribe token every e-mail to a subscriber carries: its id and an HMAC of it. */
export function unsubscribeToken(subscriberId: string, secret: string) {
  return `${subscriberId}.${signature(subscriberId, secret)}`;
}

/** The subscriber id a genuine unsubscribe token names, or null for a forged or malformed one. */
export function verifyUnsubscribeToken(token: string, secret: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const id = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(id, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
