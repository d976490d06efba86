import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

// Next 16 calls this file `proxy.ts` (formerly `middleware.ts`). It detects the locale
// (NEXT_LOCALE cookie, then Accept-Language, then Italian) and prefixes or rewrites the path.
export default createMiddleware(routing);

export const config = {
  // Everything except the API, framework assets, the Italian sitemap and files with an extension.
  matcher: ['/((?!api|_next|_vercel|sitemap\\.xml|robots\\.txt|.*\\..*).*)'],
};
