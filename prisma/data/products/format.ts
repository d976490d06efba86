import { formatDecimal } from '../../../lib/catalogue/units';
import type { Localized, SeedLocale } from '../types';

// Numbers in prose and in specification values, and the few physical formulas the families share.

export const MINUS = '\u2212';

/**
 * A number for prose in one locale; without `decimals` the shortest form (14 -> "14", 2.05 -> "2,05").
 * With `decimals` it is rounded by toFixed, as val() rounds it for the tables: Intl rounds the shortest decimal
 * instead (199.85 -> "199,9", toFixed "199.8"), so on such a tie prose and table would disagree. The sign is
 * added here so that a value rounding to zero keeps it ("−0,0"), as val() does.
 */
export function num(n: number, locale: SeedLocale, decimals?: number): string {
  const abs = Math.abs(n);
  const digits = decimals === undefined ? { maximumFractionDigits: 20 } : { decimals };
  return (n < 0 ? MINUS : '') + formatDecimal(decimals === undefined ? abs : Number(abs.toFixed(decimals)), locale, digits);
}

/** The same number formatted for every locale. */
export function fmt(n: number, decimals?: number): Localized {
  return { it: num(n, 'it', decimals), ru: num(n, 'ru', decimals), en: num(n, 'en', decimals) };
}

/** A value for specification tables: identical in every locale, decimal point, no grouping. */
export function val(n: number, decimals?: number): string {
  const s = decimals === undefined ? String(Math.abs(n)) : Math.abs(n).toFixed(decimals);
  return (n < 0 ? MINUS : '') + s;
}

/** "+46", "−10", "0": signed temperature for prose and tables. */
export function signed(n: number, locale: SeedLocale = 'en'): string {
  if (n === 0) return '0';
  return n > 0 ? `+${num(n, locale)}` : num(n, locale);
}

/** Temperature range for tables, e.g. "−15 … +50". */
export function range(min: number, max: number): string {
  return `${signed(min)} … ${signed(max)}`;
}

const RUSSIAN_PLURAL = new Intl.PluralRules('ru');

/** The Russian word form for a count: 1 компрессор, 2 компрессора, 5 компрессоров. */
export function ruPlural(n: number, one: string, few: string, many: string): string {
  const category = RUSSIAN_PLURAL.select(n);
  return category === 'one' ? one : category === 'few' ? few : many;
}

export const round1 = (x: number) => Math.round(x * 10) / 10;
export const round2 = (x: number) => Math.round(x * 100) / 100;

/** Energy efficiency ratio from capacity and input, two decimals. */
export const ratio = (capacity: number, input: number) => round2(capacity / input);

/** Water flow in m³/h for a capacity in kW and a temperature difference in K. */
export function waterFlow(kw: number, deltaK: number): number {
  const m3h = (kw * 3.6) / (4.186 * deltaK);
  return m3h < 10 ? round2(m3h) : round1(m3h);
}

/** Decimals used to print a water flow (matches waterFlow's rounding). */
export const flowDecimals = (m3h: number) => (m3h < 10 ? 2 : 1);
