import 'server-only';
import { revalidatePath } from 'next/cache';
import { db } from '@/lib/db';
import { inEveryLocale } from '@/lib/i18n/internal-paths';
import { forgetKnownProjectSlugs } from './known-slugs';

// The reference pages are static (ISR) and read the database directly, like the catalogue's: a change refreshes
// exactly the pages that show it, by path.

export type ProjectChange = {
  /** The project's slugs (the old one too after a rename). */
  slugs: string[];
  /** The products it used before and after the change: their pages list it under "Reference projects". */
  productIds: string[];
  /** Whether a project was published or withdrawn: the menus (in the layout) show /projects only while one is published. */
  listingFlipped: boolean;
};

/** After a project changed: /projects, its page, the used products' pages, the sitemaps (and menus on a flip); answers those pages' paths. */
export async function revalidateProjects(change: ProjectChange): Promise<string[]> {
  forgetKnownProjectSlugs();
  revalidatePath('/sitemap.xml');
  revalidatePath('/[locale]/sitemap.xml', 'page');
  if (change.listingFlipped) revalidatePath('/[locale]', 'layout');
  const products = await db.product.findMany({ where: { id: { in: change.productIds } }, select: { slug: true } });
  const paths = ['/projects', ...change.slugs.map((slug) => `/projects/${slug}`), ...products.map((p) => `/product/${p.slug}`)];
  for (const path of new Set(paths)) for (const internal of inEveryLocale(path)) revalidatePath(internal);
  return [...new Set(paths)];
}

/**
 * After products changed (lib/catalogue/revalidate.ts): the pages of the projects that list them (names and
 * links there follow the product). A slug no product has any more (deleted or renamed) may have been on any
 * project: then every project page.
 */
export async function revalidateProjectsOfProducts(productSlugs: string[]): Promise<void> {
  const slugs = [...new Set(productSlugs)];
  const found = await db.product.count({ where: { slug: { in: slugs } } });
  const projects = await db.project.findMany({
    where: found < slugs.length ? {} : { products: { some: { slug: { in: slugs } } } },
    select: { slug: true },
  });
  for (const project of projects) for (const internal of inEveryLocale(`/projects/${project.slug}`)) revalidatePath(internal);
}
