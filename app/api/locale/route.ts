import { isLocale, routing } from '@/i18n/routing';
import { env } from '@/lib/env';
import { redirectTo } from '@/lib/http/redirect';
import { LOCALE_COOKIE } from '@/lib/i18n/detect-locale';
import { LOCALE_COOKIE_MAX_AGE_SECONDS } from '@/lib/constants';
import { localizedPath } from '@/lib/seo/urls';

export const dynamic = 'force-dynamic';

/**
 * GET /api/locale?to=ru&path=/product/ws-35r32 — the language switcher (SPEC 2: "stores the locale in the
 * cookie, and redirects"): sets the cookie and answers with the same page in the chosen language. `path` is a
 * path of this site (its locale prefix, if any, is replaced); anything else leads home. Works without
 * JavaScript; the browser keeps the page's #fragment across the redirect.
 */
export function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const to = params.get('to') ?? '';
  const locale = isLocale(to) ? to : routing.defaultLocale;
  const query = queryOf(params.get('path'));
  const secure = env.SITE_URL.startsWith('https:') ? '; Secure' : '';
  return redirectTo(`${localizedPath(innerPath(params.get('path')), locale)}${query}`, 303, {
    'Cache-Control': 'no-store',
    'Set-Cookie': `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`,
  });
}

/** The path without its locale prefix; '/' for anything that is not a plain path of this site. */
function innerPath(given: string | null): string {
  if (!given || !given.startsWith('/') || given.startsWith('//') || given.includes('\\')) return '/';
  const { pathname } = new URL(given, 'http://site.invalid');
  const [, first = '', ...rest] = pathname.split('/');
  const inner = isLocale(first) ? `/${rest.join('/')}` : pathname;
  // One leading slash only: `//x` is another host's address, and both `/en//x` without its prefix and `/.//x`
  // once the URL parser has resolved its dots come out that way.
  return inner.replace(/^\/+/, '/');
}

function queryOf(given: string | null): string {
  if (!given || !given.startsWith('/') || given.startsWith('//')) return '';
  return new URL(given, 'http://site.invalid').search;
}
