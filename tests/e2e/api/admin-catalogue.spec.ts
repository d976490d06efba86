import { expect, test } from '../../support/test';
import { unique } from '../../support/factories';

// Made-up catalogue URLs. That the proxy answers them without rendering (and so without caching) the product or
// category page is tested against proxy.ts itself: tests/unit/admin-catalogue-unknown-slugs.test.ts.

test('a made-up product or category slug answers 404', async ({ request }) => {
  const slug = `made-up-${unique()}`;
  for (const target of [`/product/${slug}`, `/ru/product/${slug}`, `/en/categories/${slug}`, `/product/${slug}/opengraph-image`]) {
    expect((await request.get(target, { maxRedirects: 0 })).status(), target).toBe(404);
  }
});
