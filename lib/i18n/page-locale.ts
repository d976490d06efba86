import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@/i18n/routing';

/**
 * The locale of a `[locale]` page, enabling static rendering (next-intl reads it from here instead of
 * from request headers). Every page and generateMetadata under [locale] starts with it.
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
