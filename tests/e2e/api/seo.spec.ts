import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../support/test';
import { BASE_URL } from '../../support/e2e-settings.mjs';
import { LOCALES, localized } from '../../support/e2e';
import { db, isTestMade } from '../../support/factories';
import { parseSitemap, sitemapEntries } from '../../support/public-pages';

const OG: Record<string, string> = { it: 'it_IT', ru: 'ru_RU', en: 'en_GB' };

async function head(request: APIRequestContext, url: string) {
  const html = await (await request.get(url)).text();
  const attr = (pattern: RegExp) => html.match(pattern)?.[1];
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link\b[^>]*rel="alternate"[^>]*>/gi)]
      .map((m) => [m[0].match(/hreflang="([^"]+)"/i)?.[1], m[0].match(/href="([^"]+)"/)?.[1]])
      .filter(([lang]) => lang),
  );
  return {
    html,
    canonical: attr(/<link rel="canonical" href="([^"]+)"/),
    description: attr(/<meta name="description" content="([^"]+)"/),
    keywords: attr(/<meta name="keywords" content="([^"]+)"/),
    ogLocale: attr(/<meta property="og:locale" content="([^"]+)"/),
    ogAlternates: [...html.matchAll(/<meta property="og:locale:alternate" content="([^"]+)"/g)].map((m) => m[1]),
    robots: attr(/<meta name="robots" content="([^"]+)"/),
    alternates,
  };
}

for (const locale of LOCALES) {
  test(`about-us in ${locale} declares canonical, hreflang alternates with x-default, and og:locale`, async ({ request }) => {
    const meta = await head(request, localized(locale, '/about-us'));
    expect(meta.canonical).toBe(`${BASE_URL}${localized(locale, '/about-us')}`);
    expect(meta.description?.length).toBeGreaterThan(50);
    expect(meta.keywords).toBeTruthy();
    expect(meta.alternates).toEqual({
      it: `${BASE_URL}/about-us`,
      ru: `${BASE_URL}/ru/about-us`,
      en: `${BASE_URL}/en/about-us`,
      'x-default': `${BASE_URL}/about-us`,
    });
    expect(meta.ogLocale).toBe(OG[locale]);
    expect(meta.ogAlternates.sort()).toEqual(LOCALES.filter((l) => l !== locale).map((l) => OG[l]).sort());
    expect(meta.robots ?? '').not.toContain('noindex');
  });
}

test('the newsletter token pages are noindex and the others are not', async ({ request }) => {
  for (const path of ['/confirm', '/ru/unsubscribe', '/en/confirm']) {
    expect((await head(request, path)).robots, path).toContain('noindex');
  }
  expect((await head(request, '/')).robots ?? '').not.toContain('noindex');
});

test('robots.txt allows pages, disallows /api/, keeps /_next/ crawlable and names the three sitemaps', async ({ request }) => {
  const body = await (await request.get('/robots.txt')).text();
  expect(body).toMatch(/Allow: \/\n/);
  expect(body).toMatch(/Disallow: \/api\//);
  expect(body).not.toContain('/_next');
  for (const path of ['/sitemap.xml', '/ru/sitemap.xml', '/en/sitemap.xml']) expect(body).toContain(`Sitemap: ${BASE_URL}${path}`);
});

for (const locale of LOCALES) {
  test(`the ${locale} sitemap is well-formed and lists that locale's static pages only`, async ({ request }) => {
    const response = await request.get(localized(locale, '/sitemap.xml'));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const parsed = parseSitemap(await response.text());
    expect(parsed).not.toBeNull();
    // Pages other tests made come and go meanwhile: the checks below are on the rest.
    const urls = parsed!.filter((url) => !isTestMade(new URL(url.loc).pathname));
    const locs = urls.map((u) => u.loc);
    for (const path of ['/', '/about-us', '/contacts', '/product', '/categories', '/becomepartner', '/privacy', '/calculator']) {
      expect(locs).toContain(`${BASE_URL}${localized(locale, path)}`);
    }
    expect(locs.some((loc) => /\/(confirm|unsubscribe)$/.test(loc))).toBe(false);
    for (const url of urls) {
      expect(Number.isNaN(Date.parse(url.lastmod))).toBe(false);
      expect(url.alternates.sort()).toEqual(['en', 'it', 'ru', 'x-default']);
    }
  });
}

test('every page has the same lastmod in the three sitemaps, and a product its own last change', async ({ request }) => {
  const byPage = new Map<string, string[]>();
  for (const locale of LOCALES) {
    for (const url of await sitemapEntries(request, locale)) {
      // The Italian URL of the entry names the page in every sitemap (x-default is the Italian one).
      const italian = new URL(url.loc).pathname.replace(/^\/(ru|en)(?=\/|$)/, '') || '/';
      byPage.set(italian, [...(byPage.get(italian) ?? []), url.lastmod]);
    }
  }
  for (const [italian, stamps] of byPage) {
    expect(stamps, italian).toHaveLength(3);
    expect(new Set(stamps).size, italian).toBe(1);
  }
  const product = await db.product.findUniqueOrThrow({ where: { slug: 'ws-35r32' } });
  expect(byPage.get('/product/ws-35r32')![0]).toBe(product.updatedAt.toISOString());
});

test('/api/version answers the running build id without caching', async ({ request }) => {
  const response = await request.get('/api/version');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('no-store');
  const { buildId } = (await response.json()) as { buildId: string };
  expect(buildId).toMatch(/\S{6,}/);
});

/**
 * The headings of a page's <main> that stand in a <section> with nothing else in it: no text besides the heading,
 * no picture, table, link or form. A scan of the server's HTML (sections by their tags, innermost first), cheap
 * enough for every page of the sitemaps; `headings` counts those looked at.
 */
function emptySections(html: string): { headings: number; empty: string[] } {
  const main = html.slice(Math.max(0, html.indexOf('<main')), html.lastIndexOf('</main>')).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  const open: number[] = [];
  const sections: { start: number; end: number }[] = [];
  for (const tag of main.matchAll(/<(\/?)section\b[^>]*>/g)) {
    if (!tag[1]) open.push(tag.index + tag[0].length);
    else if (open.length) sections.push({ start: open.pop()!, end: tag.index });
  }
  const text = (markup: string) => markup.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '');
  const empty: string[] = [];
  let headings = 0;
  for (const heading of main.matchAll(/<h([23])\b[^>]*>[\s\S]*?<\/h\1>/g)) {
    const inner = sections.filter(({ start, end }) => start <= heading.index && heading.index < end).sort((a, b) => b.start - a.start)[0];
    if (!inner) continue;
    headings += 1;
    const rest = main.slice(inner.start, heading.index) + main.slice(heading.index + heading[0].length, inner.end);
    if (!text(rest) && !/<(img|svg|table|a|form|iframe)\b/.test(rest)) empty.push(text(heading[0]));
  }
  return { headings, empty };
}

// Issue 29: a language without a text never shows the text's heading with nothing under it. Some 200 pages fetched
// eight at a time: on a busy 2-core machine that can take longer than the default 30 s.
test.describe('every page of the sitemaps', () => {
  test.describe.configure({ timeout: 90_000 });

  test('no page of the three sitemaps has a section heading with nothing under it', async ({ request }) => {
    const paths = (await Promise.all(LOCALES.map((locale) => sitemapEntries(request, locale)))).flat().map(({ loc }) => new URL(loc).pathname);
    const empty: string[] = [];
    let headings = 0;
    for (let start = 0; start < paths.length; start += 8) {
      await Promise.all(
        paths.slice(start, start + 8).map(async (path) => {
          const page = emptySections(await (await request.get(path, { timeout: 15_000 })).text());
          headings += page.headings;
          empty.push(...page.empty.map((heading) => `${path}: ${heading}`));
        }),
      );
    }
    expect(headings).toBeGreaterThan(100);
    expect(empty).toEqual([]);
  });
});
