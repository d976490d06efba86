import Negotiator from 'negotiator';
import { isLocale, routing, type Locale } from '@/i18n/routing';

export const LOCALE_COOKIE = 'NEXT_LOCALE';

/**
 * SPEC 2's detection, used only for the root `/`: the locale cookie, then the browser's language list, then
 * Italian.
 */
export function detectLocale(cookie: string | undefined, acceptLanguage: string | null): Locale {
  if (cookie && isLocale(cookie)) return cookie;
  const [preferred] = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? '' } }).languages([...routing.locales]);
  return preferred && isLocale(preferred) ? preferred : routing.defaultLocale;
}
