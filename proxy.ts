import { NextResponse, type NextRequest } from 'next/server';
import { isLocale, routing } from './i18n/routing';
import { CALCULATOR_KEYS } from './lib/calculator/cooling-load';
import { FILTER_KEYS } from './lib/catalogue/filters';
import { isKnownSlug } from './lib/catalogue/known-slugs';
import { isReservedProductSlug } from './lib/catalogue/reserved-slugs';
import { DEALER_FILTER_KEYS } from './lib/dealers/values';
import { DOCUMENT_FILTER_KEYS } from './lib/documents/rules';
import { RENDER_404_HEADER } from './lib/http/internal-headers';
import { detectLocale, LOCALE_COOKIE } from './lib/i18n/detect-locale';
import { isKnownProjectSlug } from './lib/projects/known-slugs';

// Next 16 calls this file `proxy.ts` (formerly `middleware.ts`). The locale rule
// (docs/decisions/0016-locale-rule.md):
// - `/` is the only URL that depends on the visitor: the cookie, then the browser's languages, then Italian
//   decide, and the answer is never stored by a shared cache;
// - every other unprefixed URL is Italian, always (rewritten to /it/… inside), and /it/… redirects to it;
// - no page response sets the locale cookie: the switch route (app/api/locale) does.

const VARIES = { 'Cache-Control': 'private, no-store', Vary: 'Cookie, Accept-Language' };

export default async function proxy(request: NextRequest) {
  const url = request.nextUrl;
  const [, first = '', ...rest] = url.pathname.split('/');

  // The production server asks for the 404 page of a URL that answered 404 (lib/server/not-found.mjs).
  if (request.headers.has(RENDER_404_HEADER)) {
    return NextResponse.rewrite(new URL(`/${isLocale(first) ? first : routing.defaultLocale}/page-not-found`, url));
  }

  // IndexNow's key file (/<key>.txt), before the locale rule: the route answers the key, or 404 for any other name.
  const keyFile = /^\/([A-Za-z0-9-]{8,128})\.txt$/.exec(url.pathname);
  if (keyFile) return NextResponse.rewrite(new URL(`/api/indexnow/${keyFile[1]}`, url));

  if (first === routing.defaultLocale) {
    const target = url.clone();
    target.pathname = `/${rest.join('/')}`;
    return NextResponse.redirect(target, 308);
  }

  if (url.pathname === '/') {
    const locale = detectLocale(request.cookies.get(LOCALE_COOKIE)?.value, request.headers.get('accept-language'));
    const response =
      locale === routing.defaultLocale
        ? NextResponse.rewrite(new URL(`/${locale}${url.search}`, url), { headers: VARIES })
        : NextResponse.redirect(new URL(`/${locale}${url.search}`, url), { status: 307, headers: VARIES });
    return response;
  }

  const prefixed = isLocale(first) ? first : null;
  const locale = prefixed ?? routing.defaultLocale;
  const inner = prefixed ? `/${rest.join('/')}` : url.pathname;

  // A product or category slug that has no page and no old URL: the 404 without rendering (and caching) the page.
  const slugPage = /^\/(product|categories)\/([^/]+)(\/|$)/.exec(inner);
  if (slugPage && !(slugPage[1] === 'product' && isReservedProductSlug(slugPage[2]!))) {
    const entity = slugPage[1] === 'product' ? 'product' : 'category';
    if (!(await isKnownSlug(entity, decodeURIComponent(slugPage[2]!)))) return NextResponse.rewrite(new URL(`/${locale}/page-not-found`, url));
  }
  // A reference project's slug likewise (slugs are plain ASCII: anything percent-encoded is unknown).
  const projectPage = /^\/projects\/([^/]+)\/?$/.exec(inner);
  if (projectPage && !(await isKnownProjectSlug(projectPage[1]!))) return NextResponse.rewrite(new URL(`/${locale}/page-not-found`, url));

  // Static pages whose query-string states render per request (noindex, canonical to the static page).
  const perRequest = perRequestPath(inner, url.searchParams);
  if (perRequest) return NextResponse.rewrite(new URL(`/${locale}${perRequest}${url.search}`, url));

  return prefixed ? NextResponse.next() : NextResponse.rewrite(new URL(`/${locale}${url.pathname}${url.search}`, url));
}

/**
 * The product list with filters, the contacts page asked about a product (its form filled in), the calculator
 * with values (its result) and the dealers filtered by country and region.
 */
function perRequestPath(inner: string, params: URLSearchParams): string | null {
  if (/^\/product\/?$/.test(inner) && FILTER_KEYS.some((key) => params.has(key))) return '/product/results';
  if (/^\/calculator\/?$/.test(inner) && CALCULATOR_KEYS.some((key) => params.has(key))) return '/calculator/result';
  if (/^\/contacts\/?$/.test(inner) && params.has('product')) return '/contacts/request';
  if (/^\/documents\/?$/.test(inner) && DOCUMENT_FILTER_KEYS.some((key) => params.has(key))) return '/documents/results';
  if (/^\/dealers\/?$/.test(inner) && DEALER_FILTER_KEYS.some((key) => params.has(key))) return '/dealers/results';
  return null;
}

export const config = {
  // Everything except the API, framework assets and the public folder's files: a path with a dot that is not
  // one of those (a mistyped file name) is an Italian page like any other, and gets the Italian 404 page.
  // The back office (/admin) is outside the locale routing: its pages check the session themselves. So are the
  // uploaded pictures (/uploads, app/uploads).
  matcher: [
    '/((?!api/|admin/|admin$|uploads/|_next/|_vercel|images/|fonts/|icon\\.svg|favicon\\.ico|sitemap\\.xml|robots\\.txt).*)',
    // A 404 of a file the public folder does not have still gets its page.
    { source: '/:path*', has: [{ type: 'header', key: 'x-aeris-render-404' }] },
  ],
};
