import type { Locale } from '@/i18n/routing';
import { formatDecimal } from './units';

// Cooling and heating capacities in the two units buyers use: the catalogue stores kilowatts; BTU per hour is
// shown beside them (engineers from markets that size in BTU/h, dealers comparing with such brands) and accepted
// by the list's capacity filter. Electrical power stays in kilowatts only.

/** The published factor: 1 kW = 3,412.14 BTU/h (the International Table BTU). */
export const BTUH_PER_KW = 3412.14;

/** The capacity units a visitor can choose; `kw` is the default and is left out of URLs. */
export const CAPACITY_UNITS = ['kw', 'btu'] as const;
export type CapacityUnit = (typeof CAPACITY_UNITS)[number];

export const isCapacityUnit = (value: unknown): value is CapacityUnit => CAPACITY_UNITS.includes(value as CapacityUnit);

export function kwToBtuh(kw: number): number {
  return kw * BTUH_PER_KW;
}

export function btuhToKw(btuh: number): number {
  return btuh / BTUH_PER_KW;
}

/** A capacity given in `unit`, in kilowatts (what the catalogue stores and filters on). */
export function toKw(value: number, unit: CapacityUnit): number {
  return unit === 'btu' ? btuhToKw(value) : value;
}

/** A capacity in kilowatts, in `unit`: BTU/h to the whole unit (the precision of a data sheet), kW as stored. */
export function fromKw(kw: number, unit: CapacityUnit): number {
  return unit === 'btu' ? Math.round(kwToBtuh(kw)) : kw;
}

/** The BTU/h figure of a capacity in kilowatts, in the locale's format and without its unit: "11 942" (it). */
export function formatBtuh(kw: number, locale: Locale): string {
  return formatDecimal(Math.round(kwToBtuh(kw)), locale, { decimals: 0 });
}
