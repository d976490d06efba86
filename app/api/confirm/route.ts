import { ApiError, apiResult } from '@/lib/http/api-response';
import { guardedPost } from '@/lib/http/guards';
import { BODY_LIMITS } from '@/lib/limits';
import { confirm } from '@/lib/newsletter/service';

export const dynamic = 'force-dynamic';

/** `{token}` from the confirmation page (a POST, so link scanners that only GET the page confirm nothing). */
export const POST = guardedPost({ endpoint: 'confirm', maxBytes: BODY_LIMITS.small }, async ({ json }) => {
  const body = json() as { token?: unknown } | null;
  const token = typeof body?.token === 'string' ? body.token.trim() : '';
  if (!token) throw new ApiError('CONFIRMATION_TOKEN_MISSING');
  return apiResult(await confirm(token));
});
