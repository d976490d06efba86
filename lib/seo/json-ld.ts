import type { BreadcrumbList, Organization, Product, WithContext } from 'schema-dts';
import type { LocalBusiness } from 'schema-dts';
import type { ProductDetail } from '@/lib/catalogue/products';
import { BRAND, PRICE_LIST_VALID_UNTIL } from '@/lib/constants';
import { absoluteUrl } from './urls';

// Structured data beside the pages that need it. Only what Google's rich-result rules accept is emitted
// (docs/decisions/0051-structured-data.md): a Product needs an offer, a review or a rating, and we state no
// reviews or ratings, so only priced products are described as Products.

export type Crumb = { name: string; path: string };

/** schema.org BreadcrumbList from localized public paths. */
export function breadcrumbJsonLd(crumbs: Crumb[]): WithContext<BreadcrumbList> {
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

/** The seller of every offer. */
const seller: Organization = { '@type': 'Organization', name: BRAND.name };

/**
 * schema.org Product with its Offer, for a priced product; null for one on request, whose page then carries
 * only its breadcrumbs (a Product without offer, review or rating is rejected by Google's rules).
 */
export function productJsonLd(product: ProductDetail, url: string): WithContext<Product> | null {
  if (!product.price) return null;
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
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.amount,
      priceCurrency: product.price.currency,
      priceValidUntil: PRICE_LIST_VALID_UNTIL,
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller,
    },
  };
}

/** What a dealer's LocalBusiness states: its own fields, the region already named in the page's language. */
export type DealerJsonLdInput = {
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  regionName: string | null;
  city: string;
  address: string;
  /** E.164. */
  phone: string;
  email: string | null;
  website: string | null;
};

/** schema.org LocalBusiness of a dealer on /dealers; empty fields are left out rather than stated empty. */
export function dealerJsonLd(dealer: DealerJsonLdInput): WithContext<LocalBusiness> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: dealer.name,
    address: {
      '@type': 'PostalAddress',
      addressCountry: dealer.country,
      ...(dealer.regionName ? { addressRegion: dealer.regionName } : {}),
      ...(dealer.city ? { addressLocality: dealer.city } : {}),
      ...(dealer.address ? { streetAddress: dealer.address } : {}),
    },
    telephone: dealer.phone,
    ...(dealer.email ? { email: dealer.email } : {}),
    ...(dealer.website ? { url: dealer.website } : {}),
  };
}

/** Serialised for a <script type="application/ld+json">; `<` is escaped so text cannot close the tag. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
