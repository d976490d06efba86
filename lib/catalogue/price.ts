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
