import type { ListItem, Offer, Product } from 'schema-dts';
import { expect, test } from '../../support/test';
import { BASE_URL } from '../../support/e2e-settings.mjs';
import { LOCALES } from '../../support/e2e';
import { sitemapEntries } from '../../support/public-pages';

// Google's rules for the rich results our pages can earn (Product snippets and breadcrumbs), written as a table
// and checked on every product page of the three sitemaps. The types are schema.org's (schema-dts); the rules
// are Google's "required" and, for what we state, "recommended" properties. Products other tests made are left out.

// Each test reads every product page of a sitemap: a few seconds on an idle machine, above 10 s on a busy one.
test.describe.configure({ timeout: 60_000 });

type Json = Record<string, unknown>;
type Rule<T> = { property: keyof T & string; required: boolean; valid: (value: unknown) => boolean };

const text = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const absoluteUrl = (value: unknown) => typeof value === 'string' && value.startsWith(`${BASE_URL}/`);
const schemaOrg = (...names: string[]) => (value: unknown) => names.some((name) => value === `https://schema.org/${name}`);
const named = (type: string) => (value: unknown) => (value as Json | undefined)?.['@type'] === type && text((value as Json).name);

const PRODUCT: Rule<Exclude<Product, string>>[] = [
  { property: 'name', required: true, valid: text },
  // Google needs one of offers, review or aggregateRating: we state no reviews or ratings.
  { property: 'offers', required: true, valid: (value) => (value as Json | undefined)?.['@type'] === 'Offer' },
  { property: 'image', required: false, valid: (value) => Array.isArray(value) && value.length > 0 && value.every(absoluteUrl) },
  { property: 'description', required: false, valid: text },
  { property: 'sku', required: false, valid: text },
  { property: 'brand', required: false, valid: named('Brand') },
];

const OFFER: Rule<Exclude<Offer, string>>[] = [
  // A number, or a text with a dot as the decimal separator and no currency sign or grouping (Google's rule).
  { property: 'price', required: true, valid: (value) => (typeof value === 'number' || (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value))) && Number(value) > 0 },
  { property: 'priceCurrency', required: true, valid: (value) => typeof value === 'string' && /^[A-Z]{3}$/.test(value) },
  { property: 'priceValidUntil', required: false, valid: (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) },
  { property: 'availability', required: false, valid: schemaOrg('InStock', 'PreOrder', 'BackOrder', 'OutOfStock') },
  { property: 'itemCondition', required: false, valid: schemaOrg('NewCondition') },
  { property: 'seller', required: false, valid: named('Organization') },
  { property: 'url', required: false, valid: absoluteUrl },
];

const LIST_ITEM: Rule<Exclude<ListItem, string>>[] = [
  { property: 'position', required: true, valid: (value) => Number.isInteger(value) },
  { property: 'name', required: true, valid: text },
];

/** The broken rules of `data` against `rules`, as readable lines (empty: it passes). */
function broken<T>(data: Json, rules: Rule<T>[], label: string): string[] {
  return rules.flatMap(({ property, required, valid }) => {
    if (!(property in data)) return required ? [`${label}: ${property} is missing`] : [];
    return valid(data[property]) ? [] : [`${label}: ${property} is not valid (${JSON.stringify(data[property])})`];
  });
}

function checkProduct(product: Json): string[] {
  const offer = product.offers as Json | undefined;
  return [...broken(product, PRODUCT, 'Product'), ...(offer ? broken(offer, OFFER, 'Offer') : [])];
}

function checkBreadcrumbs(list: Json, page: string): string[] {
  const items = (list.itemListElement ?? []) as Json[];
  if (items.length < 2) return ['BreadcrumbList: fewer than two items'];
  return items.flatMap((item, index) => [
    ...broken(item, LIST_ITEM, `ListItem ${index + 1}`),
    ...(item.position === index + 1 ? [] : [`ListItem ${index + 1}: position ${String(item.position)}`]),
    // Every item but the page itself links to its page; the last one may omit it.
    ...(index < items.length - 1 && !absoluteUrl(item.item) ? [`ListItem ${index + 1}: item is not a URL of this site`] : []),
    ...(index === items.length - 1 && item.item !== undefined && item.item !== page ? [`ListItem ${index + 1}: item is not this page`] : []),
  ]);
}

test('the rule table rejects what Google rejects', () => {
  const offer: Json = { '@type': 'Offer', price: 1290, priceCurrency: 'EUR' };
  const product: Json = { '@context': 'https://schema.org', '@type': 'Product', name: 'FCU 200', offers: offer };
  expect(checkProduct(product)).toEqual([]);
  expect(checkProduct({ ...product, offers: undefined })).toContain('Product: offers is not valid (undefined)');
  expect(checkProduct({ '@context': 'https://schema.org', '@type': 'Product', name: 'FCU 200' })).toEqual(['Product: offers is missing']);
  expect(checkProduct({ ...product, offers: { ...offer, priceCurrency: 'euro' } })).toEqual(['Offer: priceCurrency is not valid ("euro")']);
  expect(checkProduct({ ...product, offers: { ...offer, price: undefined } })).toEqual(['Offer: price is not valid (undefined)']);
  expect(checkProduct({ ...product, offers: { ...offer, price: '9800.00' } })).toEqual([]);
  expect(checkProduct({ ...product, offers: { ...offer, price: '9.800,00' } })).toEqual(['Offer: price is not valid ("9.800,00")']);
  const page = `${BASE_URL}/product/fcu-200`;
  const crumbs = (last: Json): Json => ({ itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home', item: `${BASE_URL}/` }, last] });
  expect(checkBreadcrumbs(crumbs({ '@type': 'ListItem', position: 2, name: 'FCU 200', item: page }), page)).toEqual([]);
  expect(checkBreadcrumbs(crumbs({ '@type': 'ListItem', position: 3, name: 'FCU 200' }), page)).toEqual(['ListItem 2: position 3']);
});

for (const locale of LOCALES) {
  test(`every product page in ${locale} carries only structured data that passes Google's rules`, async ({ request }) => {
    const pages = (await sitemapEntries(request, locale)).map((entry) => entry.loc).filter((loc) => /\/product\/[a-z0-9-]+$/.test(loc));
    expect(pages.length).toBeGreaterThan(20);
    const htmls: string[] = [];
    for (let i = 0; i < pages.length; i += 8) {
      htmls.push(...(await Promise.all(pages.slice(i, i + 8).map(async (url) => (await request.get(url.replace(BASE_URL, ''))).text()))));
    }
    let priced = 0;
    for (const [index, url] of pages.entries()) {
      const html = htmls[index]!;
      const data = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Json);
      for (const item of data) expect(item['@context'], url).toBe('https://schema.org');
      const product = data.find((item) => item['@type'] === 'Product');
      const breadcrumbs = data.find((item) => item['@type'] === 'BreadcrumbList');
      // A price on the page and a Product in its data go together: no Product without an offer.
      const showsPrice = html.includes('data-testid="product-detail-price"');
      expect(Boolean(product), `${url}: Product only with a price`).toBe(showsPrice);
      if (product) {
        priced += 1;
        expect(checkProduct(product), url).toEqual([]);
        expect((product.offers as Json).url, url).toBe(url);
      }
      expect(breadcrumbs, `${url}: breadcrumbs`).toBeTruthy();
      expect(checkBreadcrumbs(breadcrumbs!, url), url).toEqual([]);
    }
    expect(priced, 'priced products').toBeGreaterThan(0);
    expect(priced, 'products on request').toBeLessThan(pages.length);
  });
}
