import * as z from 'zod/mini';
import { FORM_LIMITS } from '@/lib/limits';
import { isPlainObject, localeField } from './fields';
import { isDeliverableAddress } from './address';

// The newsletter subscription `{email, locale, sourcePage?}`, as POST /api/subscribe and the footer form's
// action read it. Its failures are the specification's codes (SPEC point 8), not field codes.

export const subscriptionSchema = z.object({
  email: z.pipe(
    z.pipe(
      z.unknown(),
      z.transform((value) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    ),
    z.string({ error: (issue) => (issue.input == null ? 'EMAIL_REQUIRED_FIELD' : 'INVALID_EMAIL_FORMAT') }).check(
      z.minLength(1, 'EMAIL_REQUIRED_FIELD'),
      z.maxLength(FORM_LIMITS.email.max, 'INVALID_EMAIL_FORMAT'),
      z.refine(isDeliverableAddress, 'INVALID_EMAIL_FORMAT'),
    ),
  ),
  locale: localeField,
  /** The page the form was sent from; null when not given (the caller may know it another way). */
  sourcePage: z.pipe(
    z.optional(z.unknown()),
    z.transform((value) => (typeof value === 'string' && value.startsWith('/') ? value.slice(0, FORM_LIMITS.sourcePage.max) : null)),
  ),
});

export type Subscription = z.output<typeof subscriptionSchema>;
export type SubscriptionError = 'EMAIL_REQUIRED_FIELD' | 'INVALID_EMAIL_FORMAT';

/** A request body as a subscription, or the code that tells the visitor what is wrong with the address. */
export function parseSubscription(body: unknown): { ok: true; data: Subscription } | { ok: false; code: SubscriptionError } {
  const result = subscriptionSchema.safeParse(isPlainObject(body) ? body : {});
  if (result.success) return { ok: true, data: result.data };
  const message = result.error.issues[0]?.message;
  return { ok: false, code: message === 'EMAIL_REQUIRED_FIELD' ? 'EMAIL_REQUIRED_FIELD' : 'INVALID_EMAIL_FORMAT' };
}
