import type { ProductDetail } from '@/lib/catalogue/products';
import { BRAND } from '@/lib/constants';
import { absoluteUrl } from './urls';

export type Crumb = { name: string; path: string };

/** schema.org BreadcrumbList from localized public paths. */
export function breadcrumbJsonLd(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** schema.org Product; an Offer only when the product has a price. */
export function productJsonLd(product: ProductDetail, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.shortDescription,
    sku: product.modelCode,
    mpn: product.modelCode,
    category: product.categoryName,
    brand: { '@type': 'Brand', name: BRAND.name },
    image: product.pictures.map((picture) => absoluteUrl(picture)),
    url,
    ...(product.price
      ? {
          offers: {
            '@type': 'Offer',
            price: product.price.amount,
            priceCurrency: product.price.currency,
            availability: 'https://schema.org/InStock',
            url,
          },
        }
      : {}),
  };
}

/** Serialised for a <script type="application/ld+json">; `<` is escaped so text cannot close the tag. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
