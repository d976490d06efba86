import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { PREFIXED_LOCALES, routing } from './i18n/routing';
import { FILTER_KEYS } from './lib/catalogue/filters';

// Next 16 calls this file `proxy.ts` (formerly `middleware.ts`). next-intl detects the locale
// (NEXT_LOCALE cookie, then Accept-Language, then Italian) and prefixes or rewrites the path.
const intl = createMiddleware(routing);

const PRODUCT_LIST = new RegExp(`^/(?:(${PREFIXED_LOCALES.join('|')})/)?product/?$`);

export default function proxy(request: NextRequest) {
  const response = intl(request);
  const { pathname, searchParams, search } = request.nextUrl;
  const list = pathname.match(PRODUCT_LIST);
  const filtered = FILTER_KEYS.some((key) => searchParams.has(key));
  if (!list || !filtered || response.headers.has('location')) return response;

  // /product stays a static page; its filtered states render per request at /{locale}/product/results.
  const locale = list[1] ?? routing.defaultLocale;
  const rewritten = NextResponse.rewrite(new URL(`/${locale}/product/results${search}`, request.url));
  for (const cookie of response.cookies.getAll()) rewritten.cookies.set(cookie);
  return rewritten;
}

export const config = {
  // Everything except the API, framework assets, the Italian sitemap and files with an extension.
  matcher: ['/((?!api|_next|_vercel|sitemap\\.xml|robots\\.txt|.*\\..*).*)'],
};
