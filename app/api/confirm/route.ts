import { ApiError } from '@/lib/http/api-response';
import { guardedPost } from '@/lib/http/guards';
import { confirm } from '@/lib/newsletter/service';

export const dynamic = 'force-dynamic';

/** `{token}` from the confirmation page (a POST, so link scanners that only GET the page confirm nothing). */
export const POST = guardedPost({ endpoint: 'confirm', maxBytes: 10 * 1024 }, async ({ json }) => {
  const body = json() as { token?: unknown } | null;
  const token = typeof body?.token === 'string' ? body.token.trim() : '';
  if (!token) throw new ApiError(400, 'CONFIRMATION_TOKEN_MISSING');
  const outcome = await confirm(token);
  return Response.json(outcome.body, { status: outcome.status });
});
