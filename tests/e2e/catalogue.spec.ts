import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { BASE_URL, E2E_ADMIN_TOKEN } from '../../playwright.config';
import { LOCALES, localized, t } from '../support/e2e';

// Products of the seed data that the tests rely on.
const PRICED = 'fcu-200'; // model code "FCU 200", priced
const UNPRICED = 'ach-500w'; // large water-cooled chiller, "Request price"
const UNPUBLISHED = 'mx5-120';

for (const locale of LOCALES) {
  test.describe(`catalogue in ${locale}`, () => {
    test('Products menu → child category → product', async ({ page }) => {
      await page.goto(localized(locale, '/'));
      await page.getByTestId('products-trigger').hover();
      const menu = page.getByTestId('products-menu');
      await expect(menu).toBeVisible();
      const child = menu.locator('a[href*="/categories/"]').first();
      const childName = (await child.textContent())!.trim();
      await child.click();
      await expect(page.locator('h1')).toHaveText(childName);
      const card = page.getByTestId('product-card').first();
      const productName = (await card.locator('h3').textContent())!.trim();
      await card.locator('h3 a').click();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/product/')}[\\w-]+$`));
      await expect(page.locator('h1')).toHaveText(productName);
    });

    test('filters by category and finds a model code written differently', async ({ page }) => {
      await page.goto(localized(locale, '/product'));
      await page.locator('#filter-category').selectOption('chillers');
      await page.getByRole('button', { name: t(locale, 'Catalogue.apply') }).click();
      await expect(page).toHaveURL(/category=chillers/);
      const codes = await page.getByTestId('product-card').locator('p.font-mono').allTextContents();
      expect(codes.length).toBeGreaterThan(0);
      await expect(page.getByTestId('product-grid')).not.toContainText('FCU');

      // "FCU 200" is the exact model; its 4-pipe sibling "FCU 200/4T" shares the prefix and may follow.
      await page.goto(localized(locale, '/product?q=FCU-200'));
      const found = await page.getByTestId('product-card').locator('p.font-mono').allTextContents();
      expect(found[0]).toBe('FCU 200');
      expect(found.every((code) => code.startsWith('FCU 200'))).toBe(true);
    });

    test('an empty result says so', async ({ page }) => {
      await page.goto(localized(locale, '/product?q=no-such-model-xyz'));
      await expect(page.getByTestId('empty-state')).toContainText(t(locale, 'Catalogue.emptyTitle'));
    });

    test('a product without a price shows "Request price"; a priced one its price', async ({ page }) => {
      await page.goto(localized(locale, `/product/${UNPRICED}`));
      await expect(page.getByTestId('product-cta')).toHaveText(t(locale, 'Catalogue.requestPrice'));
      await expect(page.getByTestId('product-detail-price')).toHaveCount(0);
      await page.goto(localized(locale, `/product/${PRICED}`));
      await expect(page.getByTestId('product-cta')).toHaveText(t(locale, 'Catalogue.selectEquipment'));
      await expect(page.getByTestId('product-detail-price')).toContainText('€');
      await expect(page.getByTestId('product-cta')).toHaveAttribute('href', `${localized(locale, '/contacts')}?product=${PRICED}`);
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

test('a card states its cooling capacity as its name does (no rounding that contradicts the name)', async ({ page }) => {
  for (const locale of LOCALES) {
    // Every page of the list: the whole catalogue. Past the last page the list shows the last page again.
    const cards: { name: string; cooling?: string }[] = [];
    let lastPageSeen = false;
    for (let number = 1; number <= 20 && !lastPageSeen; number += 1) {
      await page.goto(localized(locale, number === 1 ? '/product' : `/product?page=${number}`));
      const found = await page.getByTestId('product-card').evaluateAll(
        (nodes, label) =>
          nodes.map((node) => ({
            name: node.querySelector('h3')!.textContent!,
            cooling: [...node.querySelectorAll('dl > div')].find((row) => row.querySelector('dt')!.textContent!.startsWith(label))?.querySelector('dd')!.textContent ?? undefined,
          })),
        t(locale, 'Catalogue.cooling'),
      );
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

test('a Russian product page and product list show units in Russian only', async ({ page }) => {
  // A Latin unit symbol standing on its own ("3,5 kW", "805 mm"); °C and % are the same in every language.
  const latinUnit = /(?<![\p{L}\d])(?:kW|W|kg|mm|m|V|Hz|Pa|kPa|dB\(A\)|m³\/h)(?![\p{L}\d])/u;
  await page.goto(localized('ru', `/product/${PRICED}`));
  const table = (await page.getByTestId('spec-table').innerText()).replace(/\u00A0/g, ' ');
  expect(table).toContain('кВт');
  expect(table).toContain('мм');
  expect(table).not.toMatch(latinUnit);
  await page.goto(localized('ru', '/product'));
  const cards = (await page.getByTestId('product-grid').innerText()).replace(/\u00A0/g, ' ');
  expect(cards).toContain('кВт');
  expect(cards).not.toMatch(latinUnit);
});

test.describe('the filter panel on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('is closed, so the first results show above the fold, and opens on a tap', async ({ page }) => {
    await page.goto(localized('en', '/product'));
    const panel = page.getByTestId('filters-panel');
    await expect(panel).not.toHaveAttribute('open');
    await expect(page.locator('#filter-q')).toBeHidden();
    const card = await page.getByTestId('product-card').first().boundingBox();
    expect(card!.y).toBeLessThan(740);
    const violations = async () =>
      (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(await violations()).toEqual([]);
    await panel.locator('summary').click();
    await expect(page.locator('#filter-q')).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('is open when a filter is active and says how many are', async ({ page }) => {
    await page.goto(localized('ru', '/product?category=chillers&sort=name'));
    await expect(page.getByTestId('filters-panel')).toHaveAttribute('open');
    await expect(page.locator('#filter-category')).toBeVisible();
    await expect(page.getByTestId('filters-panel').locator('summary')).toContainText(t('ru', 'Catalogue.filtersActive', { count: '2' }));
  });
});

test.describe('the filter panel without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test('opens natively and filters through the plain form', async ({ page }) => {
    await page.goto(localized('it', '/product'));
    await page.getByTestId('filters-panel').locator('summary').click();
    await page.locator('#filter-q').fill('FCU-200');
    await page.getByRole('button', { name: t('it', 'Catalogue.apply') }).click();
    await expect(page).toHaveURL(/q=FCU-200/);
    await expect(page.getByTestId('product-card').locator('p.font-mono').first()).toHaveText('FCU 200');
  });
});

test('on a wide screen the filters are shown without opening anything', async ({ page }) => {
  await page.goto(localized('it', '/product'));
  await expect(page.locator('#filter-q')).toBeVisible();
  await expect(page.getByTestId('filters-panel').locator('summary')).toBeHidden();
  // Shown by the stylesheet before any script runs, and marked open once it does, for assistive technology.
  await expect(page.getByTestId('filters-panel')).toHaveAttribute('open');
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

test('every sitemap URL answers 200 and its alternates point to each other', async ({ request, page }) => {
  const locsByLocale: Record<string, { loc: string; alternates: Record<string, string> }[]> = {};
  for (const locale of LOCALES) {
    const xml = await (await request.get(localized(locale, '/sitemap.xml'))).text();
    locsByLocale[locale] = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      return [...doc.getElementsByTagName('url')].map((url) => ({
        loc: url.getElementsByTagName('loc')[0]!.textContent!,
        alternates: Object.fromEntries(
          [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
        ),
      }));
    }, xml);
  }
  const all = Object.values(locsByLocale).flat();
  expect(all.some((u) => u.loc.includes(`/product/${PRICED}`))).toBe(true);
  expect(all.some((u) => u.loc.includes(UNPUBLISHED))).toBe(false);
  for (const locale of LOCALES) {
    for (const url of locsByLocale[locale]!) {
      expect(url.alternates[locale]).toBe(url.loc);
      expect(url.alternates['x-default']).toBe(url.alternates.it);
      for (const other of LOCALES) expect(locsByLocale[other]!.some((u) => u.loc === url.alternates[other])).toBe(true);
    }
  }
  for (const { loc } of all) {
    const response = await request.get(loc.replace(BASE_URL, ''), { maxRedirects: 0 });
    expect(response.status(), loc).toBe(200);
  }
});

for (const [name, path] of [
  ['home', '/'],
  ['product list', '/product'],
  ['category', '/categories/air-cooled-chillers'],
  ['product', `/product/${PRICED}`],
] as const) {
  test(`axe-core finds no violations on the ${name} page`, async ({ page }) => {
    await page.goto(localized('ru', path));
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('POST /api/revalidate needs the admin token', async ({ request }) => {
  expect((await request.post('/api/revalidate')).status()).toBe(401);
  expect((await request.post('/api/revalidate', { headers: { Authorization: 'Bearer wrong-token-wrong-token-xx' } })).status()).toBe(401);
  const ok = await request.post('/api/revalidate', { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toEqual({ message: 'REVALIDATED' });
  expect((await request.get('/en/product/fcu-200')).status()).toBe(200);
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
