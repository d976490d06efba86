import type { Crumb } from '@/lib/seo/json-ld';

type Level = { name: string; slug: string };

/**
 * The catalogue's one breadcrumb trail: Home › Products › family › category › product. A category page shows
 * it up to itself, a product page to the end, so a visitor reads the same path on both.
 */
export function catalogueTrail(labels: { home: string; products: string }, category: Level & { parent: Level | null }, product?: Level): Crumb[] {
  return [
    { name: labels.home, path: '/' },
    { name: labels.products, path: '/product' },
    ...(category.parent ? [{ name: category.parent.name, path: `/categories/${category.parent.slug}` }] : []),
    { name: category.name, path: `/categories/${category.slug}` },
    ...(product ? [{ name: product.name, path: `/product/${product.slug}` }] : []),
  ];
}
