// Units of measure, supply phases and product parts are codes in the catalogue data; the words and symbols
// a visitor reads come from the messages files (`Catalogue.units`, `Catalogue.phases`, `Catalogue.parts`),
// so a Russian page shows "кВт", "мм", "кг" and an Italian or English one "kW", "mm", "kg".

export const UNIT_CODES = ['celsius', 'dba', 'hz', 'kg', 'kpa', 'kw', 'm', 'm3h', 'mm', 'pa', 'pct', 'v', 'w'] as const;
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

/** A number with the locale's decimal mark and grouping: 3.5 gives "3,5" (it, ru) and "3.5" (en). */
export function formatNumber(value: number, locale: string, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits }).format(value);
}

/** A value followed by its (already translated) unit, never split across lines: "3,5 кВт". */
export function withUnit(value: string, unit: string): string {
  return `${value}${NBSP}${unit}`;
}

/**
 * A value as the data stores it, for one locale. A plain number ("8.50", "12500", "−4") is shown in the
 * locale's format with the decimals it was written with; anything else (ranges, classes, "R32") as written.
 */
export function localizeValue(value: string, locale: string): string {
  const match = /^([-\u2212]?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return value;
  const [, sign, whole = '', fraction = ''] = match;
  const digits = fraction.length;
  const formatted = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    Number(`${whole}.${fraction || '0'}`),
  );
  return (sign ? MINUS : '') + formatted;
}

// TEMPORARY: prisma/data still imports this from here (being split in parallel).
export type { DimensionPart } from './technical';
