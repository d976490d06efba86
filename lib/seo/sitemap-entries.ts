import 'server-only';
import { getCategoryChanges, getCategoryTree } from '@/lib/catalogue/categories';
import { getPublishedSlugs } from '@/lib/catalogue/products';
import type { SitemapEntry } from './sitemap';

/** Indexable pages without database content. The newsletter token pages stay out (they are noindex). */
export const STATIC_PATHS = ['/', '/about-us', '/contacts', '/product', '/categories', '/becomepartner', '/privacy'] as const;

// Static pages change with a deployment: their lastmod is the build time.
const BUILD_TIME = new Date();

export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const [tree, categories, products] = await Promise.all([
    getCategoryTree(),
    getCategoryChanges(),
    getPublishedSlugs(),
  ]);
  const updated = new Map(categories.map((c) => [c.slug, c.updatedAt]));
  const categoryEntries = tree
    .flatMap((parent) => [parent, ...parent.children])
    .map((category) => ({ path: `/categories/${category.slug}`, lastModified: updated.get(category.slug) ?? BUILD_TIME }));
  const productEntries = products.map(({ slug, updatedAt }) => ({ path: `/product/${slug}`, lastModified: updatedAt }));
  return [...STATIC_PATHS.map((path) => ({ path, lastModified: BUILD_TIME })), ...categoryEntries, ...productEntries];
}
