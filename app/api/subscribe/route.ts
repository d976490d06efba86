import { guardedPost } from '@/lib/http/guards';
import { parseSubscription, subscribe } from '@/lib/newsletter/service';

export const dynamic = 'force-dynamic';

/** Newsletter subscription, double opt-in: `{email, locale}` → CONFIRMATION_EMAIL_SENT or an error code. */
export const POST = guardedPost({ endpoint: 'subscribe', maxBytes: 10 * 1024 }, async ({ request, json, ip, userAgent }) => {
  const input = parseSubscription(json(), request.headers.get('referer'));
  const { status, body } = await subscribe({ ...input, ip, userAgent });
  return Response.json(body, { status });
});
