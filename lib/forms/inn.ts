// Russian taxpayer number (ИНН): 10 digits for organisations, 12 for individuals and sole traders.
// Check digits per the Federal Tax Service's algorithm: a weighted sum of the preceding digits, mod 11, mod 10.

const WEIGHTS_10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

function checkDigit(digits: number[], weights: number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * digits[index]!, 0);
  return (sum % 11) % 10;
}

/** True when `value` is exactly 10 or 12 digits with valid check digits (no spaces or other characters). */
export function isValidInn(value: string): boolean {
  if (!/^(\d{10}|\d{12})$/.test(value)) return false;
  const digits = [...value].map(Number);
  if (digits.length === 10) return checkDigit(digits, WEIGHTS_10) === digits[9];
  return checkDigit(digits, WEIGHTS_11) === digits[10] && checkDigit(digits, WEIGHTS_12) === digits[11];
}

/** Removes the spaces and dashes people type between digit groups. */
export function normalizeInn(value: string): string {
  return value.replace(/[\s-]/g, '');
}
