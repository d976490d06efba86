import { parseSubscription } from '@/lib/forms/subscription-schema';
import { apiError, apiResult } from '@/lib/http/api-response';
import { refererPath } from '@/lib/http/client-ip';
import { guardedPost } from '@/lib/http/guards';
import { BODY_LIMITS, FORM_LIMITS } from '@/lib/limits';
import { subscribe } from '@/lib/newsletter/service';

export const dynamic = 'force-dynamic';

/** Newsletter subscription, double opt-in: `{email, locale}` → CONFIRMATION_EMAIL_SENT or an error code. */
export const POST = guardedPost({ endpoint: 'subscribe', maxBytes: BODY_LIMITS.small }, async ({ request, json, ip, userAgent }) => {
  const parsed = parseSubscription(json());
  if (!parsed.ok) return apiError(parsed.code);
  const sourcePage = parsed.data.sourcePage ?? refererPath(request, FORM_LIMITS.sourcePage.max);
  return apiResult(await subscribe({ ...parsed.data, sourcePage, ip, userAgent }));
});
