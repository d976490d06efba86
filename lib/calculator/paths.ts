import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { CALCULATOR_KEYS, type CalculatorInput } from './cooling-load';

// The result page links its PDF, the PDF prints the result page's address: both with the routing's own paths.

/**
 * A calculation's query from the values it was made with: every field in the form's order, the defaults filled in,
 * numbers written plainly ("2,70" becomes 2.7), so the same calculation always has the same short address.
 */
export function calculatorQuery(input: CalculatorInput): string {
  return new URLSearchParams(CALCULATOR_KEYS.map((key) => [key, String(input[key])])).toString();
}

/** The result page of a calculation, its permalink: '/calculator?area=60&…' (it), '/ru/calculator?area=60&…'. */
export function calculatorResultPath(input: CalculatorInput, locale: Locale): string {
  return `${getPathname({ href: '/calculator', locale })}?${calculatorQuery(input)}`;
}

/** The one-page PDF of a calculation: '/calculator/result.pdf?area=60&…' (it), '/ru/calculator/result.pdf?…'. */
export function calculatorPdfPath(input: CalculatorInput, locale: Locale): string {
  return `${getPathname({ href: '/calculator/result.pdf', locale })}?${calculatorQuery(input)}`;
}
