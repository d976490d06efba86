import type { APIRequestContext } from '@playwright/test';
import { parseDocument } from './catalogue-pages';
import { isTestMade } from './factories';
import { localized, type Locale } from './e2e';

// Reading the public site without a browser (the api project): its sitemaps, parsed by jsdom.

export type SitemapEntry = { loc: string; lastmod: string; alternates: (string | null)[] };

/** A sitemap's entries, or null if it is not well-formed XML. */
export function parseSitemap(xml: string): SitemapEntry[] | null {
  let doc: Document;
  try {
    doc = parseDocument(xml, 'application/xml');
  } catch {
    return null; // jsdom's XML parser throws on markup that is not well-formed
  }
  return [...doc.getElementsByTagName('url')].map((url) => ({
    loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
    lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? '',
    alternates: [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => link.getAttribute('hreflang')),
  }));
}

/**
 * The entries of a locale's sitemap, those of pages a test made left out: the walkers read the catalogue as the seed
 * made it and never depend on another test's rows (tests/support/factories.ts, isTestMade).
 */
export async function sitemapEntries(request: APIRequestContext, locale: Locale): Promise<SitemapEntry[]> {
  const response = await request.get(localized(locale, '/sitemap.xml'));
  if (!response.ok()) throw new Error(`${localized(locale, '/sitemap.xml')} answered ${response.status()}`);
  const entries = parseSitemap(await response.text());
  if (!entries) throw new Error(`${localized(locale, '/sitemap.xml')} is not well-formed`);
  return entries.filter((entry) => !isTestMade(new URL(entry.loc).pathname));
}
