import { getPathname } from '@/i18n/navigation';
import { routing, type Locale } from '@/i18n/routing';
import { env } from '@/lib/env';

const OG_LOCALES: Record<Locale, string> = { it: 'it_IT', ru: 'ru_RU', en: 'en_GB' };

export function ogLocale(locale: Locale): string {
  return OG_LOCALES[locale];
}

/** The public path of an internal path in a locale: ('/about-us', 'ru') → '/ru/about-us'; Italian has no prefix. */
export function localizedPath(path: string, locale: Locale): string {
  return getPathname({ href: path, locale });
}

export function absoluteUrl(path: string): string {
  return `${env.SITE_URL}${path}`;
}

/** Absolute URL of every locale's version of a page, plus x-default (the Italian one). */
export function alternates(path: string): Record<Locale | 'x-default', string> {
  const entries = routing.locales.map((locale) => [locale, absoluteUrl(localizedPath(path, locale))] as const);
  const byLocale = Object.fromEntries(entries) as Record<Locale, string>;
  return { ...byLocale, 'x-default': byLocale[routing.defaultLocale] };
}
