import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/test-db';

// Product and category pages render on demand for slugs unknown at build time, and Next keeps what it renders, a
// 404 too: proxy.ts answers a slug that has no page and no old URL with the 404 page itself, so the product or
// category page never renders for it and nothing of it enters the page cache, however many slugs a crawler makes
// up. (The 404 statuses over HTTP: tests/e2e/api/admin-catalogue.spec.ts.)

const database = createTestDatabase();
let proxy: (request: NextRequest) => Promise<Response>;

const KNOWN = { product: 'ws-25r32', category: 'split-systems' };

beforeAll(async () => {
  const category = await database.prisma.category.create({ data: { slug: KNOWN.category } });
  await database.prisma.product.create({
    data: {
      slug: KNOWN.product,
      modelCode: 'WS-25R32',
      modelKey: 'ws25r32',
      categoryId: category.id,
      powerSupply: 'single',
      voltage: '230',
      frequency: '50',
      dimensionsAndWeight: [],
      productDimensions: '',
      packageDimensions: '',
      netWeightKg: 1,
      grossWeightKg: 1,
    },
  });
  // The proxy's slug lists read the database DATABASE_URL names (lib/catalogue/known-slugs.ts).
  process.env.DATABASE_URL = database.url;
  proxy = (await import('@/proxy')).default as typeof proxy;
});
afterAll(() => database.cleanup());

/** Where the proxy sends a request inside the app (its rewrite), or null when it lets the request through. */
async function rewrittenTo(path: string): Promise<string | null> {
  const response = await proxy(new NextRequest(`http://localhost:3100${path}`));
  const target = response.headers.get('x-middleware-rewrite');
  return target ? new URL(target).pathname : null;
}

describe('a made-up product or category slug', () => {
  it('is answered with the 404 page without rendering (or caching) the product or category page', async () => {
    // Known slugs reach their pages (the check below is not the proxy refusing everything).
    expect(await rewrittenTo(`/product/${KNOWN.product}`)).toBe(`/it/product/${KNOWN.product}`);
    expect(await rewrittenTo(`/en/categories/${KNOWN.category}`)).toBeNull();

    const slug = 'made-up-slug';
    expect(await rewrittenTo(`/product/${slug}`)).toBe('/it/page-not-found');
    expect(await rewrittenTo(`/ru/product/${slug}`)).toBe('/ru/page-not-found');
    expect(await rewrittenTo(`/en/categories/${slug}`)).toBe('/en/page-not-found');
    expect(await rewrittenTo(`/product/${slug}/opengraph-image`)).toBe('/it/page-not-found');
  });
});
