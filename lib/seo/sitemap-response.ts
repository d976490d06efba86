import 'server-only';
import type { Locale } from '@/i18n/routing';
import { buildSitemapXml } from './sitemap';
import { sitemapEntries } from './sitemap-entries';

export async function sitemapResponse(locale: Locale): Promise<Response> {
  const xml = buildSitemapXml(locale, await sitemapEntries());
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
