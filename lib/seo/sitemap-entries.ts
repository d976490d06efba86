import 'server-only';
import { getCategoryChanges, getCategoryTree } from '@/lib/catalogue/categories';
import { getPublishedSlugs } from '@/lib/catalogue/products';
import { dealersChangedAt } from '@/lib/dealers/queries';
import { documentsChangedAt } from '@/lib/documents/library';
import { projectSitemapEntries } from '@/lib/projects/queries';
import { env } from '@/lib/env';
import type { SitemapEntry } from './sitemap';

/** Indexable pages without database content. The newsletter token pages stay out (they are noindex). */
export const STATIC_PATHS = ['/', '/about-us', '/contacts', '/product', '/categories', '/becomepartner', '/privacy', '/calculator', '/documents', '/dealers'] as const;


const latest = (dates: Date[]) => new Date(Math.max(...dates.map((date) => date.getTime())));

/**
 * Every indexable page with the time its content last changed, the same for the three sitemaps: a product its
 * own row; a category its row or one of its products; the lists and the home page their newest item; the text
 * pages their texts; the documents and dealers pages their newest entry; the references only once there is one.
 */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const [tree, categories, products, documents, dealers, projects] = await Promise.all([
    getCategoryTree(),
    getCategoryChanges(),
    getPublishedSlugs(),
    documentsChangedAt(),
    dealersChangedAt(),
    projectSitemapEntries(),
  ]);
  const texts = env.CONTENT_UPDATED_AT;
  const categoryChanged = new Map(categories.map((c) => [c.slug, c.updatedAt]));
  const productsOf = (slugs: Set<string>) => products.filter((product) => slugs.has(product.categorySlug)).map((product) => product.updatedAt);

  const categoryEntries = tree.flatMap((parent) => [parent, ...parent.children]).map((category) => {
    const slugs = new Set([category.slug, ...category.children.map((child) => child.slug)]);
    const own = [...slugs].map((slug) => categoryChanged.get(slug) ?? texts);
    return { path: `/categories/${category.slug}`, lastModified: latest([...own, ...productsOf(slugs)]) };
  });
  const productEntries = products.map(({ slug, updatedAt }) => ({ path: `/product/${slug}`, lastModified: updatedAt }));
  const newestProduct = latest([texts, ...products.map((p) => p.updatedAt)]);
  const newestCategory = latest([texts, ...categories.map((c) => c.updatedAt)]);
  const staticChange: Record<(typeof STATIC_PATHS)[number], Date> = {
    '/': newestCategory,
    '/about-us': texts,
    '/contacts': texts,
    '/product': newestProduct,
    '/categories': newestCategory,
    '/becomepartner': texts,
    '/privacy': texts,
    '/calculator': texts,
    '/documents': latest([texts, ...(documents ? [documents] : [])]),
    '/dealers': latest([texts, ...(dealers ? [dealers] : [])]),
  };
  return [...STATIC_PATHS.map((path) => ({ path, lastModified: staticChange[path] })), ...categoryEntries, ...productEntries, ...projects];
}
