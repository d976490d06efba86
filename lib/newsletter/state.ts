/**
 * The subscription state machine (SPEC point 4), as pure functions of a subscriber row and the time:
 * pending --confirm--> subscribed --unsubscribe--> unsubscribed --subscribe--> pending.
 */

export type SubscriberStatus = 'pending' | 'subscribed' | 'unsubscribed';

export const CONFIRMATION_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;
/** A pending address is mailed again only when its last confirmation e-mail is at least this old. */
export const CONFIRMATION_RESEND_AFTER_MS = 10 * 60 * 1000;

type SubscriberState = {
  status: string;
  confirmationSentAt: Date | null;
  confirmTokenExpiresAt?: Date | null;
};

export type SubscribeDecision =
  | { action: 'send-confirmation' }
  | { action: 'reject'; status: 409; error: 'EMAIL_ALREADY_SUBSCRIBED' | 'EMAIL_PENDING_CONFIRMATION' };

export function decideSubscribe(existing: SubscriberState | null, now: Date): SubscribeDecision {
  if (!existing || existing.status === 'unsubscribed') return { action: 'send-confirmation' };
  if (existing.status === 'subscribed') return { action: 'reject', status: 409, error: 'EMAIL_ALREADY_SUBSCRIBED' };
  const lastSent = existing.confirmationSentAt?.getTime() ?? 0;
  if (now.getTime() - lastSent >= CONFIRMATION_RESEND_AFTER_MS) return { action: 'send-confirmation' };
  return { action: 'reject', status: 409, error: 'EMAIL_PENDING_CONFIRMATION' };
}

/** A confirmation token is good once, while its subscriber is pending and before it expires. */
export function canConfirm(subscriber: SubscriberState | null, now: Date): boolean {
  return (
    subscriber !== null &&
    subscriber.status === 'pending' &&
    subscriber.confirmTokenExpiresAt != null &&
    subscriber.confirmTokenExpiresAt.getTime() > now.getTime()
  );
}

export type UnsubscribeDecision = { action: 'unsubscribe' } | { action: 'reject'; status: 409; error: 'ALREADY_UNSUBSCRIBED' };

export function decideUnsubscribe(subscriber: SubscriberState): UnsubscribeDecision {
  return subscriber.status === 'unsubscribed'
    ? { action: 'reject', status: 409, error: 'ALREADY_UNSUBSCRIBED' }
    : { action: 'unsubscribe' };
}
