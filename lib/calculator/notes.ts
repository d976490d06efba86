import type { Suggestion } from './cooling-load';

// What the result page and its PDF print beside a suggestion, as figures: one rule, two renderings.

/** A load or capacity as the calculator prints it: kW to two decimals. */
export const roundKw = (kw: number) => Math.round(kw * 100) / 100;

export type SuggestionNote =
  | { kind: 'undersized'; capacityKw: number; loadKw: number }
  | { kind: 'combination'; count: number; totalKw: number };

/** The note of a suggestion ("Undersized: 7.1 kW for a load of 8.25 kW", "2 units together: 25 kW"), or none. */
export function suggestionNote(suggestion: Suggestion<{ coolingCapacityKw: number | null }>, loadKw: number): SuggestionNote | null {
  const capacityKw = suggestion.product.coolingCapacityKw ?? 0;
  if (suggestion.undersized) return { kind: 'undersized', capacityKw, loadKw: roundKw(loadKw) };
  if (suggestion.units > 1) return { kind: 'combination', count: suggestion.units, totalKw: roundKw(suggestion.units * capacityKw) };
  return null;
}
