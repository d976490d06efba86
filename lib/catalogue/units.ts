import type { Locale } from '@/i18n/routing';

// Units of measure, supply phases and product parts are codes in the catalogue data; the words and symbols
// a visitor reads come from the messages files (`Catalogue.units`, `Catalogue.phases`, `Catalogue.parts`),
// so a Russian page shows "кВт", "мм", "кг" and an Italian or English one "kW", "mm", "kg".

/** `a` is the ampere (electrical currents). */
export const UNIT_CODES = ['a', 'celsius', 'dba', 'hz', 'kg', 'kpa', 'kw', 'm', 'm3h', 'mm', 'pa', 'pct', 'v', 'w'] as const;
export type UnitCode = (typeof UNIT_CODES)[number];

export const PHASES = ['single', 'three'] as const;
export type Phase = (typeof PHASES)[number];

/** Which part of a product a size and a weight belong to; "unit" is a one-piece product. */
export const PARTS = ['indoor', 'outdoor', 'panel', 'standard', 'unit'] as const;
export type Part = (typeof PARTS)[number];

/** The groups of the specification table, in the order the page shows them. */
export const SPEC_GROUPS = ['general', 'performance', 'electrical', 'refrigerant', 'acoustics', 'dimensions'] as const;
export type SpecGroup = (typeof SPEC_GROUPS)[number];

const NBSP = '\u00A0';
const MINUS = '\u2212';

/**
 * Where digits are grouped: Italian and Russian typography starts at five figures (1234, 12 345), English at
 * four (1,234). Intl's default would group a Russian 1 234, unlike the rest of the page.
 */
const GROUPING: Record<Locale, 'min2' | 'always'> = { it: 'min2', ru: 'min2', en: 'always' };

/**
 * A number as a reader of the locale writes it: its decimal mark, its grouping and a true minus sign (−4).
 * With `decimals` the fraction has exactly that many digits; without, at most `maximumFractionDigits`.
 */
export function formatDecimal(value: number, locale: Locale, { decimals, maximumFractionDigits = 2 }: { decimals?: number; maximumFractionDigits?: number } = {}): string {
  const digits = decimals === undefined ? { maximumFractionDigits } : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  const formatted = new Intl.NumberFormat(locale, { ...digits, useGrouping: GROUPING[locale] }).format(Math.abs(value));
  return (value < 0 && formatted !== '0' ? MINUS : '') + formatted;
}

/** A number with the locale's decimal mark and grouping: 3.5 gives "3,5" (it, ru) and "3.5" (en). */
export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 2): string {
  return formatDecimal(value, locale, { maximumFractionDigits });
}

/** A value followed by its (already translated) unit, never split across lines: "3,5 кВт". */
export function withUnit(value: string, unit: string): string {
  return `${value}${NBSP}${unit}`;
}

/**
 * A value as the data stores it, for one locale. A plain number ("8.50", "12500", "−4") is shown in the
 * locale's format with the decimals it was written with; anything else (ranges, classes, "R32") as written.
 */
export function localizeValue(value: string, locale: Locale): string {
  const match = /^([-\u2212]?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return value;
  const [, sign, whole = '', fraction = ''] = match;
  const number = Number(`${whole}.${fraction || '0'}`);
  return formatDecimal(sign ? -number : number, locale, { decimals: fraction.length });
}
