import { routing, type Locale } from '@/i18n/routing';
import { absoluteUrl, alternates, localizedPath } from './urls';

export type SitemapEntry = { path: string; lastModified: Date };

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * A sitemaps.org urlset for one locale: each entry's URL in that locale, its lastmod, and xhtml:link
 * alternates for every locale plus x-default, the same set the pages declare in their <head>.
 */
export function buildSitemapXml(locale: Locale, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const links = Object.entries(alternates(path))
      .map(([hreflang, href]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
      .join('\n');
    return [
      '  <url>',
      `    <loc>${escapeXml(absoluteUrl(localizedPath(path, locale)))}</loc>`,
      `    <lastmod>${lastModified.toISOString()}</lastmod>`,
      links,
      '  </url>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function sitemapUrls(): string[] {
  return routing.locales.map((locale) => absoluteUrl(localizedPath('/sitemap.xml', locale)));
}
