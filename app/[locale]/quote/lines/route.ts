import { cookies } from 'next/headers';
import { isLocale, routing } from '@/i18n/routing';
import { readBodyWithin } from '@/lib/http/body';
import { originAllowed } from '@/lib/http/guards';
import { BODY_LIMITS } from '@/lib/limits';
import { redirectTo } from '@/lib/http/redirect';
import { writeQuote } from '@/lib/quote/cookie';
import { changeQuote, parseQuote, QUOTE_COOKIE, readQuoteChange } from '@/lib/quote/list';
import { localizedPath } from '@/lib/seo/urls';

type Context = { params: Promise<{ locale: string }> };

const PRIVATE = { 'Cache-Control': 'private, no-store' };

// The quote list's one writer: "Add to quote" buttons (cards, product and compare pages) and the quote page's
// quantity and remove buttons post here as plain forms, so all of it works without JavaScript: the answer is a
// 303 to the quote page, which says what happened. A script asking for JSON (Accept: application/json) gets the
// outcome and the new count instead, and the visitor stays on the page.
export async function POST(request: Request, { params }: Context) {
  const { locale: segment } = await params;
  const locale = isLocale(segment) ? segment : routing.defaultLocale;
  if (!originAllowed(request.headers)) return new Response('Forbidden', { status: 403 });
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json');
  // Read within a small limit (a quote page's form is well under 2 kB): the browsers' url-encoded posts only.
  const body = (request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded') ? await readBodyWithin(request, BODY_LIMITS.small) : null;
  const change = body ? readQuoteChange(new URLSearchParams(body.toString('utf8'))) : null;
  const jar = await cookies();
  const current = parseQuote(jar.get(QUOTE_COOKIE)?.value);
  const target = new URL(localizedPath('/quote', locale), 'http://site.invalid');
  if (!change) {
    if (wantsJson) return Response.json({ error: 'BAD_CHANGE', count: current.length }, { status: 400, headers: PRIVATE });
    return redirectTo(target.pathname, 303, PRIVATE);
  }

  const { lines, outcome } = changeQuote(current, change);
  writeQuote(jar, lines);
  if (wantsJson) return Response.json({ outcome, count: lines.length }, { headers: PRIVATE });
  target.searchParams.set('done', outcome);
  return redirectTo(target.pathname + target.search, 303, PRIVATE);
}
