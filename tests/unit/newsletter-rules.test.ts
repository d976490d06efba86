import { describe, expect, it } from 'vitest';
import { CONFIRMATION_RESEND_AFTER_MS } from '@/lib/limits';
import { canConfirm, decideSubscribe, decideUnsubscribe } from '@/lib/newsletter/state';
import { createConfirmationToken, hashToken, isValidUnsubscribeToken, unsubscribeToken, unsubscribeTokenId } from '@/lib/newsletter/tokens';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('confirmation tokens', () => {
  it('are at least 128 random bits and only their SHA-256 is kept', () => {
    const { token, hash } = createConfirmationToken();
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(hashToken(token)).toBe(hash);
    expect(createConfirmationToken().token).not.toBe(token);
  });
});

describe('unsubscribe tokens', () => {
  const secret = 'a-secret-of-at-least-16-chars';
  const confirmedAt = new Date('2026-11-20T10:00:00Z');
  const subscriber = { id: 'sub123', confirmedAt };

  it('name the subscriber they were made for and work for its current confirmation', () => {
    const token = unsubscribeToken('sub123', confirmedAt, secret);
    expect(unsubscribeTokenId(token)).toBe('sub123');
    expect(isValidUnsubscribeToken(token, subscriber, secret)).toBe(true);
  });

  it('are refused when forged, altered or signed with another secret', () => {
    const token = unsubscribeToken('sub123', confirmedAt, secret);
    expect(isValidUnsubscribeToken(token, subscriber, 'another-secret-0123456789')).toBe(false);
    expect(isValidUnsubscribeToken(token.replace('sub123', 'sub124'), { ...subscriber, id: 'sub124' }, secret)).toBe(false);
    expect(isValidUnsubscribeToken(`${token}x`, subscriber, secret)).toBe(false);
    expect(unsubscribeTokenId('sub123')).toBeNull();
    expect(unsubscribeTokenId('')).toBeNull();
  });

  it('stop working once the address subscribes again (a new confirmation, or none yet)', () => {
    const token = unsubscribeToken('sub123', confirmedAt, secret);
    expect(isValidUnsubscribeToken(token, { id: 'sub123', confirmedAt: null }, secret)).toBe(false);
    expect(isValidUnsubscribeToken(token, { id: 'sub123', confirmedAt: new Date('2026-11-22T08:00:00Z') }, secret)).toBe(false);
  });
});

describe('subscription state machine', () => {
  it('mails a new address and an unsubscribed one', () => {
    expect(decideSubscribe(null, now)).toEqual({ action: 'send-confirmation' });
    expect(decideSubscribe({ status: 'unsubscribed', confirmationSentAt: ago(1000) }, now)).toEqual({ action: 'send-confirmation' });
  });

  it('refuses an address already subscribed', () => {
    expect(decideSubscribe({ status: 'subscribed', confirmationSentAt: ago(1000) }, now)).toEqual({
      action: 'reject',
      code: 'EMAIL_ALREADY_SUBSCRIBED',
    });
  });

  it('mails a pending address again only 10 minutes after the last e-mail', () => {
    expect(decideSubscribe({ status: 'pending', confirmationSentAt: ago(CONFIRMATION_RESEND_AFTER_MS - 1000) }, now)).toEqual({
      action: 'reject',
      code: 'EMAIL_PENDING_CONFIRMATION',
    });
    expect(decideSubscribe({ status: 'pending', confirmationSentAt: ago(CONFIRMATION_RESEND_AFTER_MS) }, now)).toEqual({
      action: 'send-confirmation',
    });
  });

  it('confirms only a pending subscriber whose token has not expired', () => {
    const future = new Date(now.getTime() + 1000);
    expect(canConfirm({ status: 'pending', confirmationSentAt: now, confirmTokenExpiresAt: future }, now)).toBe(true);
    expect(canConfirm({ status: 'pending', confirmationSentAt: now, confirmTokenExpiresAt: ago(1) }, now)).toBe(false);
    expect(canConfirm({ status: 'subscribed', confirmationSentAt: now, confirmTokenExpiresAt: future }, now)).toBe(false);
    expect(canConfirm(null, now)).toBe(false);
  });

  it('unsubscribes once', () => {
    expect(decideUnsubscribe({ status: 'subscribed', confirmationSentAt: now })).toEqual({ action: 'unsubscribe' });
    expect(decideUnsubscribe({ status: 'unsubscribed', confirmationSentAt: now })).toEqual({ action: 'reject', code: 'ALREADY_UNSUBSCRIBED' });
  });
});
