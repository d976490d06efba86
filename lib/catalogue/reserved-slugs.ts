/**
 * Words after /product/ that are pages of their own, not products: the filtered list (`results`, where the proxy
 * rewrites /product?…) and the comparison. proxy.ts lets them through without a slug lookup, and the back office
 * never accepts them as a product's slug.
 */
export const RESERVED_PRODUCT_SLUGS: readonly string[] = ['results', 'compare'];

export function isReservedProductSlug(slug: string): boolean {
  return RESERVED_PRODUCT_SLUGS.includes(slug);
}
