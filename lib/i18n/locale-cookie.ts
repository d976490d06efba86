import { LOCALE_COOKIE_MAX_AGE_SECONDS } from '@/lib/constants';

/** The `document.cookie` string that stores a chosen locale: path /, SameSite Lax, 365 days. */
export function localeCookie(locale: string): string {
  return `NEXT_LOCALE=${encodeURIComponent(locale)}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
