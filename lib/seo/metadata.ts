import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routing, type Locale } from '@/i18n/routing';
import { BRAND } from '@/lib/constants';
import { env } from '@/lib/env';
import { absoluteUrl, alternates, localizedPath, ogLocale } from './urls';

type PageMeta = {
  locale: Locale;
  /** Internal path without locale, e.g. '/about-us'. */
  path: string;
  title: string;
  description: string;
  keywords?: string;
  /** Pages that must not be indexed: the newsletter token pages, filtered lists, 404. */
  noindex?: boolean;
  /** Absolute or root-relative image for Open Graph. */
  image?: string;
};

/** The one builder of page metadata: title, description, keywords, canonical, hreflang and og:locale. */
export function buildMetadata({ locale, path, title, description, keywords, noindex, image }: PageMeta): Metadata {
  const canonical = absoluteUrl(localizedPath(path, locale));
  return {
    metadataBase: new URL(env.SITE_URL),
    // Absolute, so the home page (same segment as the layout, where a template would not apply) reads alike.
    title: { absolute: `${title} | ${BRAND.name}` },
    description,
    keywords,
    alternates: { canonical, languages: alternates(path) },
    robots: noindex ? { index: false, follow: false } : undefined,
    openGraph: {
      type: 'website',
      siteName: BRAND.name,
      url: canonical,
      title,
      description,
      locale: ogLocale(locale),
      alternateLocale: routing.locales.filter((other) => other !== locale).map(ogLocale),
      // Left out when absent, so a route's opengraph-image file supplies it.
      ...(image ? { images: [image] } : {}),
    },
  };
}

type StaticPage =
  | 'home'
  | 'about'
  | 'contacts'
  | 'products'
  | 'categories'
  | 'becomepartner'
  | 'privacy'
  | 'calculator'
  | 'documents'
  | 'dealers'
  | 'projects'
  | 'quote'
  | 'confirm'
  | 'unsubscribe'
  | 'yourData';

/** Metadata of a page whose texts live under `Meta.<page>` in the messages files. */
export async function staticPageMetadata(
  locale: Locale,
  page: StaticPage,
  path: string,
  options: { noindex?: boolean } = {},
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: `Meta.${page}` });
  return buildMetadata({
    locale,
    path,
    title: t('title'),
    description: t('description'),
    keywords: t('keywords'),
    noindex: options.noindex,
  });
}
