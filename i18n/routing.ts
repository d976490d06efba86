import { defineRouting } from 'next-intl/routing';
// Relative import: next.config.ts reads this file too, outside the app's path aliases.
import { LOCALE_COOKIE_MAX_AGE_SECONDS } from '../lib/constants';

export const routing = defineRouting({
  locales: ['it', 'ru', 'en'],
  defaultLocale: 'it',
  // Italian has no prefix; /it/... redirects to the unprefixed path.
  localePrefix: 'as-needed',
  localeCookie: { name: 'NEXT_LOCALE', path: '/', sameSite: 'lax', maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS },
  // Alternates come from one place (lib/seo): the <head> tags and the sitemaps. The proxy's Link header would
  // be a second source built from the request's host instead of SITE_URL.
  alternateLinks: false,
});

export type Locale = (typeof routing.locales)[number];

/**
 * Locales the switcher offers. The specification's other reading shows only Russian and Italian:
 * set this to ['ru', 'it'] to follow it (routes for every locale stay live).
 */
export const SWITCHER_LOCALES: readonly Locale[] = routing.locales;

export function isLocale(value: string): value is Locale {
  return routing.locales.some((locale) => locale === value);
}

