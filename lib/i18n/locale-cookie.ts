import { LOCALE_COOKIE_MAX_AGE_SECONDS } from '@/lib/constants';

/** The `document.cookie` string that stores a chosen locale: path /, SameSite Lax, 365 days. */
export function localeCookie(locale: string): string {
  return `NEXT_LOCALE=${encodeURIComponent(locale)}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/**
 * Stores the chosen locale, then loads `path` (the target locale's URL of this page) with the current query
 * and hash. The cookie comes first: otherwise the proxy would send an unprefixed Italian URL back to the
 * locale the old cookie names. A full load is what Next does anyway between two root layouts.
 */
export function switchLocale(locale: string, path: string): void {
  document.cookie = localeCookie(locale);
  const { origin, search, hash } = window.location;
  window.location.assign(new URL(`${path}${search}${hash}`, origin));
}
