import type { SeedProduct } from './types';

// The seed's plausibility rules (issue 35, item 2): figures no real product can have. The import refuses a seed with
// any of them (prisma/seed.ts importSeed), naming the product and the field, so a typo in a family file stops
// `npm start` instead of reaching a product page.

export type SeedProblem = { product: string; field: string; message: string };

/**
 * The cooling capacity each family's products may have, kW: the market's range for the kind of unit (a wall split
 * is 2–8 kW, a water-cooled chiller 100–1,500). Families without a cooling capacity (ventilation) are not listed;
 * a product of an unlisted family that states one is refused, so a new family brings its range.
 */
export const FAMILY_COOLING_KW: Record<string, readonly [min: number, max: number]> = {
  'wall-mounted-splits': [1.5, 8],
  'floor-ceiling-units': [3.5, 16],
  'column-units': [7, 20],
  'cassette-units': [2.5, 16],
  'ducted-units': [2.5, 30],
  'multi-split-systems': [4, 14],
  'vrf-systems': [20, 100],
  'air-cooled-chillers': [15, 700],
  'water-cooled-chillers': [100, 1500],
  'heat-pump-chillers': [10, 150],
  'two-pipe-fan-coils': [1, 8],
  'four-pipe-fan-coils': [1, 8],
  'cassette-fan-coils': [1.5, 12],
  'ducted-fan-coils': [1.5, 15],
  'rooftop-units': [20, 200],
};

/** A seasonal efficiency is above the full-load one (part load runs better), but never three times it. */
const SEER_OVER_EER_MAX = 3;

/** "805 × 285 × 194" -> [805, 285, 194]; null when it is not three figures. */
function parseDims(text: string): number[] | null {
  const figures = text.split('×').map((part) => Number(part.trim()));
  return figures.length === 3 && figures.every((n) => Number.isFinite(n) && n > 0) ? figures : null;
}

/** Whether a box fits in another, each turned as suits it best (their sides compared smallest to largest). */
function fits(inner: readonly number[], outer: readonly number[]): boolean {
  const a = [...inner].sort((x, y) => x - y);
  const b = [...outer].sort((x, y) => x - y);
  return a.every((side, i) => side <= b[i]!);
}

/** The product's EER row's value as written; null without one. */
function eerOf(product: SeedProduct): string | null {
  const row = product.specRows.find((r) => r.key === 'eer');
  return row && 'value' in row ? row.value : null;
}

/** Every problem of one product, in field order. */
export function productProblems(product: SeedProduct): SeedProblem[] {
  const problems: SeedProblem[] = [];
  const problem = (field: string, message: string) => problems.push({ product: product.slug, field, message });
  const t = product.technical;

  const cooling = t.coolingCapacityKw;
  const range = FAMILY_COOLING_KW[product.category];
  if (cooling !== null) {
    if (!range) problem('technical.coolingCapacityKw', `${cooling} kW, but family "${product.category}" has no capacity range (FAMILY_COOLING_KW)`);
    else if (cooling < range[0] || cooling > range[1]) problem('technical.coolingCapacityKw', `${cooling} kW is outside the ${range[0]}–${range[1]} kW of family "${product.category}"`);
  }

  const packed = parseDims(t.packageDimensions);
  if (!packed) problem('technical.packageDimensions', `"${t.packageDimensions}" is not W × H × D`);
  else {
    const parts = t.dimensionsAndWeight.length ? t.dimensionsAndWeight : [{ part: 'unit', size: parseDims(t.productDimensions) ?? [0, 0, 0] }];
    for (const { part, size } of parts) {
      if (!fits(size, packed)) problem('technical.packageDimensions', `the ${part} part (${size.join(' × ')} mm) does not fit its package (${packed.join(' × ')} mm)`);
    }
    // Each part may fit alone and all of them together still not.
    const m3 = (size: readonly number[]) => size.reduce((product, side) => product * side, 1) / 1e9;
    const partsM3 = parts.reduce((sum, { size }) => sum + m3(size), 0);
    if (parts.length > 1 && partsM3 > m3(packed)) {
      problem('technical.packageDimensions', `the parts (${partsM3.toFixed(2)} m³ together) do not fit in the package (${m3(packed).toFixed(2)} m³)`);
    }
  }

  const partsKg = t.dimensionsAndWeight.reduce((sum, part) => sum + (part.kg ?? 0), 0);
  const netKg = Math.max(t.netWeightKg, partsKg);
  if (t.grossWeightKg < netKg) {
    const of = t.dimensionsAndWeight.length > 1 && partsKg >= t.netWeightKg ? `the parts' ${Math.round(partsKg * 10) / 10} kg` : `the net ${t.netWeightKg} kg`;
    problem('technical.grossWeightKg', `gross weight ${t.grossWeightKg} kg is below ${of}`);
  }

  const written = eerOf(product);
  const eer = written === null ? null : Number(written);
  if (eer !== null && !(eer > 0)) problem('specRows.eer', `EER "${written}" is not a positive number`);
  else if (t.seer !== null && eer !== null) {
    if (t.seer < eer) problem('technical.seer', `SEER ${t.seer} is below the EER ${eer}`);
    else if (t.seer > SEER_OVER_EER_MAX * eer) problem('technical.seer', `SEER ${t.seer} is more than ${SEER_OVER_EER_MAX} times the EER ${eer}`);
  }
  return problems;
}

/** Every problem of the seed's products. */
export function seedProblems(products: readonly SeedProduct[]): SeedProblem[] {
  return products.flatMap(productProblems);
}

/** Throws, naming each product and field, when any product of the seed is impossible. */
export function assertPlausibleSeed(products: readonly SeedProduct[]): void {
  const problems = seedProblems(products);
  if (!problems.length) return;
  const lines = problems.map(({ product, field, message }) => `  ${product} ${field}: ${message}`);
  throw new Error(`The seed data has ${problems.length} impossible figure(s) (prisma/data/validate.ts):\n${lines.join('\n')}`);
}
