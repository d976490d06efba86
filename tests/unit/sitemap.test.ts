import { describe, expect, it } from 'vitest';
import { buildSitemapXml, sitemapUrls } from '@/lib/seo/sitemap';
import { alternates } from '@/lib/seo/urls';

const SITE = 'http://localhost:3000';

describe('alternates', () => {
  it('gives every locale its URL and x-default the Italian one', () => {
    expect(alternates('/product')).toEqual({
      it: `${SITE}/product`,
      ru: `${SITE}/ru/product`,
      en: `${SITE}/en/product`,
      'x-default': `${SITE}/product`,
    });
    expect(alternates('/')).toMatchObject({ it: `${SITE}/`, ru: `${SITE}/ru`, en: `${SITE}/en` });
  });
});

describe('buildSitemapXml', () => {
  const xml = buildSitemapXml('ru', [
    { path: '/', lastModified: new Date('2026-11-01T10:00:00Z') },
    { path: '/categories/fan-coils', lastModified: new Date('2026-11-02T10:00:00Z') },
  ]);

  it("lists the locale's URLs with lastmod", () => {
    expect(xml).toContain(`<loc>${SITE}/ru</loc>`);
    expect(xml).toContain(`<loc>${SITE}/ru/categories/fan-coils</loc>`);
    expect(xml).toContain('<lastmod>2026-11-02T10:00:00.000Z</lastmod>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it('adds xhtml:link alternates for the three locales and x-default', () => {
    for (const [lang, href] of [
      ['it', `${SITE}/categories/fan-coils`],
      ['ru', `${SITE}/ru/categories/fan-coils`],
      ['en', `${SITE}/en/categories/fan-coils`],
      ['x-default', `${SITE}/categories/fan-coils`],
    ]) {
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`);
    }
  });

  it('declares the sitemaps.org and xhtml namespaces and escapes XML', () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
    const escaped = buildSitemapXml('it', [{ path: '/product?a=1&b=2', lastModified: new Date(0) }]);
    expect(escaped).toContain('/product?a=1&amp;b=2');
    expect(escaped).not.toMatch(/&b=/);
  });

  it('names one sitemap per locale, the Italian one at the root', () => {
    expect(sitemapUrls()).toEqual([`${SITE}/sitemap.xml`, `${SITE}/ru/sitemap.xml`, `${SITE}/en/sitemap.xml`]);
  });
});
