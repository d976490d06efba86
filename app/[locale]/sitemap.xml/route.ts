import { notFound } from 'next/navigation';
import { isLocale, routing } from '@/i18n/routing';
import { sitemapResponse } from '@/lib/seo/sitemap-response';

type Context = { params: Promise<{ locale: string }> };

export const revalidate = 3600;
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.filter((locale) => locale !== routing.defaultLocale).map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: Context) {
  const { locale } = await params;
  if (!isLocale(locale) || locale === routing.defaultLocale) notFound();
  return sitemapResponse(locale);
}
