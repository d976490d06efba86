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

/** Capacity in kW with the locale's decimal mark: "3,5 kW" (it), "3.5 kW" (en). */
export function formatKw(value: number, locale: string): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} kW`;
}
