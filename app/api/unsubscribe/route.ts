import { ApiError, apiResult } from '@/lib/http/api-response';
import { guardedPost } from '@/lib/http/guards';
import { BODY_LIMITS } from '@/lib/limits';
import { unsubscribe } from '@/lib/newsletter/service';

export const dynamic = 'force-dynamic';

/** RFC 8058 one-click: a form post from a mail provider, the token in the query string (List-Unsubscribe). */
function isOneClick(request: Request) {
  const type = request.headers.get('content-type') ?? '';
  return new URL(request.url).searchParams.has('token') && /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type);
}

/** RFC 8058 section 3.1: the body of a one-click post is exactly `List-Unsubscribe=One-Click`. */
async function isOneClickBody(request: Request, text: string) {
  const form = await new Response(text, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData().catch(() => null);
  return form?.get('List-Unsubscribe') === 'One-Click';
}

/** `{token}` JSON from another client, or the one-click post a mail provider sends from its servers. */
export const POST = guardedPost({ endpoint: 'unsubscribe', maxBytes: BODY_LIMITS.small, acceptsForeignForm: isOneClick }, async ({ request, text, json }) => {
  let token: string;
  if (isOneClick(request)) {
    if (!(await isOneClickBody(request, text))) throw new ApiError('INVALID_ONE_CLICK_BODY');
    token = new URL(request.url).searchParams.get('token') ?? '';
  } else {
    const body = json() as { token?: unknown } | null;
    token = typeof body?.token === 'string' ? body.token : '';
  }
  token = token.trim();
  if (!token) throw new ApiError('UNSUBSCRIBE_TOKEN_MISSING');
  return apiResult(await unsubscribe(token));
});
