import { routing, type Locale } from '@/i18n/routing';

// Browser-safe (no server-only imports): the product page and the comparison link here.

/** The public path of a product's datasheet in a locale: '/product/ws-35r32/datasheet.pdf' (it), '/ru/product/…'. */
export function datasheetPath(slug: string, locale: Locale): string {
  const prefix = locale === routing.defaultLocale ? '' : `/${locale}`;
  return `${prefix}/product/${encodeURIComponent(slug)}/datasheet.pdf`;
}
