import { CONFIRMATION_RESEND_AFTER_MS } from '@/lib/limits';

/**
 * The subscription state machine (SPEC point 4), as pure functions of a subscriber row and the time:
 * pending --confirm--> subscribed --unsubscribe--> unsubscribed --subscribe--> pending.
 */

type SubscriberState = {
  status: string;
  confirmationSentAt: Date | null;
  confirmTokenExpiresAt?: Date | null;
};

export type SubscribeDecision =
  | { action: 'send-confirmation' }
  | { action: 'reject'; code: 'EMAIL_ALREADY_SUBSCRIBED' | 'EMAIL_PENDING_CONFIRMATION' };

export function decideSubscribe(existing: SubscriberState | null, now: Date): SubscribeDecision {
  if (!existing || existing.status === 'unsubscribed') return { action: 'send-confirmation' };
  if (existing.status === 'subscribed') return { action: 'reject', code: 'EMAIL_ALREADY_SUBSCRIBED' };
  const lastSent = existing.confirmationSentAt?.getTime() ?? 0;
  if (now.getTime() - lastSent >= CONFIRMATION_RESEND_AFTER_MS) return { action: 'send-confirmation' };
  return { action: 'reject', code: 'EMAIL_PENDING_CONFIRMATION' };
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

export type UnsubscribeDecision = { action: 'unsubscribe' } | { action: 'reject'; code: 'ALREADY_UNSUBSCRIBED' };

export function decideUnsubscribe(subscriber: SubscriberState): UnsubscribeDecision {
  return subscriber.status === 'unsubscribed' ? { action: 'reject', code: 'ALREADY_UNSUBSCRIBED' } : { action: 'unsubscribe' };
}
