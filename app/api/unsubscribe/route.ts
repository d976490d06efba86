import { ApiError, apiResult } from '@/lib/http/api-response';
import { guardedPost } from '@/lib/http/guards';
import { BODY_LIMITS } from '@/lib/limits';
import { unsubscribe } from '@/lib/newsletter/service';

export const dynamic = 'force-dynamic';

/** RFC 8058 one-click: a form post `List-Unsubscribe=One-Click` with the token in the query string. */
function isOneClick(request: Request) {
  return new URL(request.url).searchParams.has('token') && !(request.headers.get('content-type') ?? '').includes('json');
}

/** `{token}` JSON from the unsubscribe page, or the one-click post a mail provider sends from its servers. */
export const POST = guardedPost(
  { endpoint: 'unsubscribe', maxBytes: BODY_LIMITS.small, skipOriginCheck: isOneClick },
  async ({ request, json }) => {
    let token: string;
    if (isOneClick(request)) {
      token = new URL(request.url).searchParams.get('token') ?? '';
    } else {
      const body = json() as { token?: unknown } | null;
      token = typeof body?.token === 'string' ? body.token : '';
    }
    token = token.trim();
    if (!token) throw new ApiError('UNSUBSCRIBE_TOKEN_MISSING');
    return apiResult(await unsubscribe(token));
  },
);
