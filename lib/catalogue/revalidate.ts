import 'server-only';
import { revalidatePath } from 'next/cache';
import { db } from '@/lib/db';
import { revalidateDocuments } from '@/lib/documents/library';
import { inEveryLocale } from '@/lib/i18n/internal-paths';
import { revalidateProjectsOfProducts } from '@/lib/projects/revalidate';
import { forgetKnownSlugs } from './known-slugs';
import { revalidateSuggestions } from './suggest';

/**
 * What changed in the catalogue. A product: its slugs (the old one too after a rename) and its categories (the
 * old one too after a move). A category (or anything not said more precisely): the whole catalogue.
 */
export type CatalogueChange = { kind: 'product'; slugs: string[]; categoryIds: string[] } | { kind: 'category' } | { kind: 'all' };

/**
 * The one way to refresh the public pages after the catalogue changed (the back office, the revalidation API).
 *
 * A product: its page, Open Graph image and datasheet in every locale, the pages of the products beside it in its
 * categories (they show it as related), its category's page, the product list, and the
 * sitemaps. A category: every page under [locale], since the header's menu lists the categories and the home
 * page shows the families (the layout), plus the categories API and the sitemaps. Answers the public pages whose
 * content changed, as locale-neutral paths (what IndexNow is told: lib/indexnow/announce.ts).
 */
export async function revalidateCatalogue(change: CatalogueChange = { kind: 'all' }): Promise<string[]> {
  forgetKnownSlugs();
  revalidateSuggestions();
  // The documents' cached lists name and link the products and categories they belong to.
  revalidateDocuments();
  revalidatePath('/sitemap.xml');
  revalidatePath('/[locale]/sitemap.xml', 'page');
  if (change.kind !== 'product') {
    revalidatePath('/[locale]', 'layout');
    revalidatePath('/api/categories');
    // Every page shows the menus; the pages about the categories themselves are the ones worth announcing.
    const categories = await db.category.findMany({ select: { slug: true }, orderBy: { slug: 'asc' } });
    return ['/', '/product', '/categories', ...categories.map((c) => `/categories/${c.slug}`)];
  }
  const categories = await db.category.findMany({
    where: { id: { in: change.categoryIds } },
    select: { slug: true },
  });
  const siblings = await db.product.findMany({ where: { categoryId: { in: change.categoryIds } }, select: { slug: true } });
  const paths = new Set<string>(['/product']);
  for (const slug of new Set([...change.slugs, ...siblings.map((p) => p.slug)])) paths.add(`/product/${slug}`);
  // A parent category's page lists its subcategories, not products: only the product's own category changes.
  for (const category of categories) paths.add(`/categories/${category.slug}`);
  for (const path of paths) for (const internal of inEveryLocale(path)) revalidatePath(internal);
  for (const slug of change.slugs) for (const internal of inEveryLocale(`/product/${slug}/opengraph-image`)) revalidatePath(internal);
  // A route handler's cache entry is tagged with its public path: the Italian datasheet's is /product/…, not /it/….
  for (const slug of change.slugs) for (const path of [`/product/${slug}/datasheet.pdf`, ...inEveryLocale(`/product/${slug}/datasheet.pdf`)]) revalidatePath(path);
  // The reference projects that list the product show its name and link to it.
  await revalidateProjectsOfProducts(change.slugs);
  return [...paths];
}
