import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../support/test';
import { BASE_URL } from '../../support/e2e-settings.mjs';
import { cardCodes, one, parseDocument, serverPage, spacedText, squeeze } from '../../support/catalogue-pages';
import { LOCALES, localized, t, type Locale } from '../../support/e2e';
import { isTestMade } from '../../support/factories';

// The catalogue as the server sends it (seed data, read only): prices, structured data, the list's cards and its
// search, the 404s, the categories API, the sitemaps, the revalidation API and the Open Graph image.

// Products of the seed data that the tests rely on.
const PRICED = 'fcu-200'; // model code "FCU 200", priced
const UNPRICED = 'ach-500w'; // large water-cooled chiller, "Request price"
const UNPUBLISHED = 'mx5-120';

for (const locale of LOCALES) {
  test.describe(`catalogue in ${locale}`, () => {
    test('an empty result says so', async ({ request }) => {
      const { document } = await serverPage(request, localized(locale, '/product?q=no-such-model-xyz'));
      expect(squeeze(one(document, '[data-testid="empty-state"]').textContent ?? '')).toContain(t(locale, 'Catalogue.emptyTitle'));
    });

    test('the search finds a model code written differently', async ({ request }) => {
      // "FCU 200" is the exact model; its 4-pipe sibling "FCU 200/4T" shares the prefix and may follow.
      const { document } = await serverPage(request, localized(locale, '/product?q=FCU-200'));
      const found = cardCodes(document);
      expect(found[0]).toBe('FCU 200');
      expect(found.every((code) => code.startsWith('FCU 200'))).toBe(true);
    });

    test('a product without a price shows "Request price"; a priced one its price', async ({ request }) => {
      const unpriced = (await serverPage(request, localized(locale, `/product/${UNPRICED}`))).document;
      expect(squeeze(one(unpriced, '[data-testid="product-cta"]').textContent ?? '')).toBe(t(locale, 'Catalogue.requestPrice'));
      expect(unpriced.querySelectorAll('[data-testid="product-detail-price"]')).toHaveLength(0);
      const priced = (await serverPage(request, localized(locale, `/product/${PRICED}`))).document;
      const cta = one(priced, '[data-testid="product-cta"]');
      expect(squeeze(cta.textContent ?? '')).toBe(t(locale, 'Catalogue.selectEquipment'));
      expect(one(priced, '[data-testid="product-detail-price"]').textContent).toContain('€');
      expect(cta.getAttribute('href')).toBe(`${localized(locale, '/contacts')}?product=${PRICED}`);
    });

    test('JSON-LD: a priced product is a Product with a complete Offer; one on request has only its breadcrumbs', async ({ request }) => {
      const ld = async (slug: string) => {
        const html = await (await request.get(localized(locale, `/product/${slug}`))).text();
        return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!));
      };
      const priced = await ld(PRICED);
      const product = priced.find((d) => d['@type'] === 'Product');
      expect(product.sku).toBe('FCU 200');
      expect(product.name.length).toBeGreaterThan(3);
      expect(product.offers).toMatchObject({
        '@type': 'Offer',
        priceCurrency: 'EUR',
        priceValidUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: 'Aeris Clima' },
      });
      expect(priced.find((d) => d['@type'] === 'BreadcrumbList').itemListElement.length).toBeGreaterThanOrEqual(4);
      const unpriced = await ld(UNPRICED);
      expect(unpriced.find((d) => d['@type'] === 'Product')).toBeUndefined();
      expect(unpriced.find((d) => d['@type'] === 'BreadcrumbList')).toBeTruthy();
    });
  });
}

test('a card states its cooling capacity as its name does (no rounding that contradicts the name)', async ({ request }) => {
  for (const locale of LOCALES) {
    // Every page of the list: the whole catalogue. Past the last page the list shows the last page again.
    const cards: { name: string; cooling?: string }[] = [];
    let lastPageSeen = false;
    for (let number = 1; number <= 20 && !lastPageSeen; number += 1) {
      const { document } = await serverPage(request, localized(locale, number === 1 ? '/product' : `/product?page=${number}`));
      const found = [...document.querySelectorAll('[data-testid="product-card"]')].map((node) => ({
        name: one(node, 'h3').textContent ?? '',
        cooling:
          [...node.querySelectorAll('dl > div')].find((row) => (row.querySelector('dt')?.textContent ?? '').startsWith(t(locale, 'Catalogue.cooling')))?.querySelector('dd')
            ?.textContent ?? undefined,
      }));
      const fresh = found.filter((card) => !cards.some((seen) => seen.name === card.name));
      lastPageSeen = fresh.length === 0;
      cards.push(...fresh);
    }
    expect(lastPageSeen, `${locale}: the list ends`).toBe(true);
    const named = cards.filter((card) => /\d[\d.,]*\s(kW|кВт)/.test(card.name));
    expect(named.length, locale).toBeGreaterThan(40);
    for (const card of named) {
      const figure = /(\d[\d.,]*)\s(?:kW|кВт)/.exec(card.name)![1];
      // The kilowatts as the name states them, then the BTU/h figure in brackets (lib/catalogue/capacity.ts).
      expect(card.cooling?.split(' (')[0], `${locale}: ${card.name}`).toBe(`${figure}\u00a0${t(locale, 'Catalogue.units.kw')}`);
    }
  }
});

test('a Russian product page and product list show units in Russian only', async ({ request }) => {
  // A Latin unit symbol standing on its own ("3,5 kW", "805 mm"); °C and % are the same in every language. The text
  // has a space at every element boundary, so a unit in an element of its own stands on its own too.
  const latinUnit = /(?<![\p{L}\d])(?:kW|W|kg|mm|m|V|Hz|Pa|kPa|dB\(A\)|m³\/h)(?![\p{L}\d])/u;
  const product = (await serverPage(request, localized('ru', `/product/${PRICED}`))).document;
  const table = spacedText(one(product, '[data-testid="spec-table"]'));
  expect(table).toContain('кВт');
  expect(table).toContain('мм');
  expect(table).not.toMatch(latinUnit);
  const list = (await serverPage(request, localized('ru', '/product'))).document;
  const cards = spacedText(one(list, '[data-testid="product-grid"]'));
  expect(cards).toContain('кВт');
  expect(cards).not.toMatch(latinUnit);
});

test('an unknown or unpublished product answers the localized 404', async ({ request }) => {
  for (const url of ['/ru/product/does-not-exist', `/en/product/${UNPUBLISHED}`]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
  }
});

test('a filtered list is noindex with a canonical to /product', async ({ request }) => {
  const html = await (await request.get('/en/product?category=chillers&sort=capacity-desc')).text();
  expect(html).toMatch(/<meta name="robots" content="noindex/);
  expect(html).toContain(`<link rel="canonical" href="${BASE_URL}/en/product"`);
  const plain = await (await request.get('/en/product')).text();
  expect(plain).not.toMatch(/<meta name="robots" content="noindex/);
});

test('GET /api/categories lists parents with nested children and names in three locales', async ({ request }) => {
  const response = await request.get('/api/categories');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('max-age');
  const tree = (await response.json()) as { id: string; slug: string; name: Record<string, string>; children: unknown[] }[];
  expect(tree.length).toBeGreaterThanOrEqual(5);
  for (const parent of tree) {
    expect(Object.keys(parent.name).sort()).toEqual(['en', 'it', 'ru']);
    expect(parent.children.length).toBeGreaterThan(0);
  }
});

test.describe('the sitemaps', () => {
  // Some 86 pages a locale, three at a time.
  test.describe.configure({ timeout: 60_000 });

  /** The URLs of the three sitemaps with their alternates, without the pages tests made (they may come and go meanwhile). */
  async function sitemaps(request: APIRequestContext) {
    const locsByLocale = {} as Record<Locale, { loc: string; alternates: Record<string, string | null> }[]>;
    for (const locale of LOCALES) {
      const doc = parseDocument(await (await request.get(localized(locale, '/sitemap.xml'))).text(), 'application/xml');
      locsByLocale[locale] = [...doc.getElementsByTagName('url')]
        .map((url) => ({
          loc: url.getElementsByTagName('loc')[0]!.textContent!,
          alternates: Object.fromEntries(
            [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
          ),
        }))
        .filter((url) => !isTestMade(new URL(url.loc).pathname));
    }
    return locsByLocale;
  }

  // One test a locale, so the three walks run side by side.
  for (const locale of LOCALES) {
    test(`every URL of the ${locale} sitemap answers 200 and its alternates point to each other`, async ({ request }) => {
      const locsByLocale = await sitemaps(request);
      const own = locsByLocale[locale];
      expect(own.length).toBeGreaterThan(60);
      expect(own.some((u) => u.loc.includes(`/product/${PRICED}`))).toBe(true);
      expect(own.some((u) => u.loc.includes(UNPUBLISHED))).toBe(false);
      for (const url of own) {
        expect(url.alternates[locale]).toBe(url.loc);
        expect(url.alternates['x-default']).toBe(url.alternates.it);
        for (const other of LOCALES) expect(locsByLocale[other].some((u) => u.loc === url.alternates[other]), `${url.loc} in ${other}`).toBe(true);
      }
      const pending = own.map(({ loc }) => loc);
      const walk = async () => {
        for (let loc = pending.shift(); loc; loc = pending.shift()) {
          const response = await request.get(loc.replace(BASE_URL, ''), { maxRedirects: 0 });
          expect(response.status(), loc).toBe(200);
        }
      };
      await Promise.all([walk(), walk(), walk()]);
    });
  }
});

test('a product has an Open Graph image', async ({ request }) => {
  const html = await (await request.get('/ru/product/fcu-200')).text();
  const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
  expect(image).toBeTruthy();
  const response = await request.get(image!.replace(BASE_URL, ''));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect((await response.body()).length).toBeGreaterThan(10_000);
});
