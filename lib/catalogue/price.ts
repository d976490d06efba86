export type Price = { amount: string; currency: string };

/** A price in the locale's conventions: "1.290,00 €" (it), "1 290,00 €" (ru), "€1,290.00" (en). */
export function formatPrice(price: Price, locale: string): string {
  // 'always': CLDR leaves four-digit Italian amounts ungrouped ("1290,00 €"), which reads poorly in a price list.
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: price.currency,
    minimumFractionDigits: 2,
    useGrouping: 'always',
  }).format(
    Number(price.amount),
  );
}

/**
 * The total of `items` that have a price (in cents, so no binary fraction creeps in), and how many have none.
 * Prices in more than one currency have no total: each item then counts as unpriced.
 */
export function priceTotal(items: { price: Price | null; quantity: number }[]): { total: Price | null; unpriced: number } {
  const priced = items.filter((item): item is { price: Price; quantity: number } => item.price !== null);
  const currencies = new Set(priced.map((item) => item.price.currency));
  if (priced.length === 0 || currencies.size > 1) return { total: null, unpriced: items.length };
  const cents = priced.reduce((sum, item) => sum + Math.round(Number(item.price.amount) * 100) * item.quantity, 0);
  return { total: { amount: (cents / 100).toFixed(2), currency: priced[0]!.price.currency }, unpriced: items.length - priced.length };
}
