import { cookies } from 'next/headers';
import { isLocale, routing } from '@/i18n/routing';
import { env } from '@/lib/env';
import { originAllowed } from '@/lib/http/guards';
import { redirectTo } from '@/lib/http/redirect';
import { changeQuote, parseQuote, QUOTE_COOKIE, QUOTE_COOKIE_MAX_AGE, readQuoteChange, serializeQuote } from '@/lib/quote/list';
import { localizedPath } from '@/lib/seo/urls';

type Context = { params: Promise<{ locale: string }> };

// The quote list's one writer: "Add to quote" buttons (cards, product and compare pages) and the quote page's
// quantity and remove buttons post here as plain forms, so all of it works without JavaScript. The answer is a
// 303 to the quote page, which says what happened.
export async function POST(request: Request, { params }: Context) {
  const { locale: segment } = await params;
  const locale = isLocale(segment) ? segment : routing.defaultLocale;
  if (!originAllowed(request.headers)) return new Response('Forbidden', { status: 403 });
  const form = await request.formData().catch(() => null);
  const change = form ? readQuoteChange(form) : null;
  const target = new URL(localizedPath('/quote', locale), 'http://site.invalid');
  const back = () => redirectTo(target.pathname + target.search, 303, { 'Cache-Control': 'private, no-store' });
  if (!change) return back();

  const jar = await cookies();
  const { lines, outcome } = changeQuote(parseQuote(jar.get(QUOTE_COOKIE)?.value), change);
  if (lines.length) {
    jar.set(QUOTE_COOKIE, serializeQuote(lines), {
      httpOnly: true,
      sameSite: 'lax',
      secure: env.SITE_URL.startsWith('https:'),
      path: '/',
      maxAge: QUOTE_COOKIE_MAX_AGE,
    });
  } else {
    jar.delete(QUOTE_COOKIE);
  }
  target.searchParams.set('done', outcome);
  return back();
}
