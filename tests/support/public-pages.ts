import { createRequire } from 'node:module';
import type { APIRequestContext } from '@playwright/test';
import { isTestMade } from './factories';
import { localized, type Locale } from './e2e';

// Reading the public site without a browser (the api project): its sitemaps and its server HTML, parsed by jsdom.

// jsdom (a dev dependency, Vitest's DOM) has no type declarations of its own: lib.dom's DOMParser describes its parser.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (source: string) => { window: { DOMParser: typeof DOMParser } } };
const { window } = new JSDOM('');

/** A server page's HTML as a document to query (no scripts run, no styles applied). */
export function serverDocument(html: string): Document {
  return new window.DOMParser().parseFromString(html, 'text/html');
}

export type SitemapEntry = { loc: string; lastmod: string; alternates: (string | null)[] };

/** A sitemap's entries, or null if it is not well-formed XML. */
export function parseSitemap(xml: string): SitemapEntry[] | null {
  const doc = new window.DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length) return null;
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
