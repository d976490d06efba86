import { z } from 'zod';

// The capacity calculator (/calculator): the quick estimate installers make for one room before a proper heat-load
// calculation. Its inputs are in the URL (a GET form), so a result is a link; this module reads them, computes the
// load and picks the catalogue's matches. Every figure the page explains comes from CALCULATOR below.

export const SUN_EXPOSURES = ['low', 'medium', 'high'] as const;
export type SunExposure = (typeof SUN_EXPOSURES)[number];

export const CALCULATOR = {
  /** Heat entering through walls, windows and roof, per cubic metre of room, by how much sun the room gets (W/m³). */
  envelopeWPerM3: { low: 30, medium: 35, high: 40 } satisfies Record<SunExposure, number>,
  /** Heat given off by one person at office or light work, sensible and latent (W). */
  personW: 130,
  /** A unit more than this many times the load is left out of the matches: it would cycle on and off. */
  oversizeLimit: 2,
  /** The accepted range of each input. */
  limits: {
    area: { min: 1, max: 5000 },
    height: { min: 2, max: 20 },
    people: { min: 0, max: 500 },
    equipment: { min: 0, max: 500_000 },
  },
  defaults: { height: 2.7, sun: 'medium', people: 1, equipment: 0 },
} as const;

export type CalculatorField = keyof typeof CALCULATOR.limits;
export type CalculatorError = 'required' | 'number' | 'range';

/** The form's values as typed (strings, possibly empty), for showing them back. */
export type CalculatorValues = { area: string; height: string; sun: SunExposure; people: string; equipment: string };
export type CalculatorInput = { area: number; height: number; sun: SunExposure; people: number; equipment: number };

export type CalculatorState =
  | { status: 'empty'; values: CalculatorValues }
  | { status: 'invalid'; values: CalculatorValues; errors: Partial<Record<CalculatorField, CalculatorError>> }
  | { status: 'done'; values: CalculatorValues; input: CalculatorInput; load: CoolingLoad };

/** The query keys of the calculator; any of them makes the page a result (per request, noindex). */
export const CALCULATOR_KEYS = ['area', 'height', 'sun', 'people', 'equipment'] as const;

type RawParams = Record<string, string | string[] | undefined>;

const first = (params: RawParams, key: string) => {
  const value = params[key];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
};

const sunSchema = z.enum(SUN_EXPOSURES).catch(CALCULATOR.defaults.sun);

/** A decimal in either notation ("2,7" or "2.7"). */
function readNumber(text: string, field: CalculatorField, required: boolean): { value?: number; error?: CalculatorError } {
  if (text === '') return required ? { error: 'required' } : {};
  const value = Number(text.replace(',', '.'));
  if (!Number.isFinite(value)) return { error: 'number' };
  const { min, max } = CALCULATOR.limits[field];
  if (value < min || value > max) return { error: 'range' };
  return { value };
}

/**
 * Reads the URL. No query at all is the empty form (defaults filled in); otherwise the area is required and the
 * other fields fall back to their defaults when left empty.
 */
export function readCalculator(params: RawParams): CalculatorState {
  const values: CalculatorValues = {
    area: first(params, 'area'),
    height: first(params, 'height'),
    sun: sunSchema.parse(first(params, 'sun')),
    people: first(params, 'people'),
    equipment: first(params, 'equipment'),
  };
  if (!CALCULATOR_KEYS.some((key) => params[key] !== undefined)) {
    const { height, sun, people, equipment } = CALCULATOR.defaults;
    return { status: 'empty', values: { area: '', height: String(height), sun, people: String(people), equipment: String(equipment) } };
  }
  const errors: Partial<Record<CalculatorField, CalculatorError>> = {};
  const read = (field: CalculatorField, fallback?: number) => {
    const { value, error } = readNumber(values[field], field, fallback === undefined);
    if (error) errors[field] = error;
    // A field left empty shows the default the result assumed.
    if (values[field] === '' && fallback !== undefined) values[field] = String(fallback);
    return value ?? fallback ?? 0;
  };
  const input: CalculatorInput = {
    area: read('area'),
    height: read('height', CALCULATOR.defaults.height),
    sun: values.sun,
    people: Math.round(read('people', CALCULATOR.defaults.people)),
    equipment: read('equipment', CALCULATOR.defaults.equipment),
  };
  if (Object.keys(errors).length) return { status: 'invalid', values, errors };
  return { status: 'done', values, input, load: coolingLoad(input) };
}

export type CoolingLoad = { envelopeW: number; peopleW: number; equipmentW: number; totalKw: number };

/** Q = area × height × q(sun) + people × 130 W + equipment heat, in kW. */
export function coolingLoad(input: CalculatorInput): CoolingLoad {
  const envelopeW = input.area * input.height * CALCULATOR.envelopeWPerM3[input.sun];
  const peopleW = input.people * CALCULATOR.personW;
  const equipmentW = input.equipment;
  return { envelopeW, peopleW, equipmentW, totalKw: (envelopeW + peopleW + equipmentW) / 1000 };
}

export type Matchable = { categorySlug: string; parentCategorySlug: string | null; coolingCapacityKw: number | null; categorySortOrder: number; sortOrder: number };

/**
 * Families that need a water circuit (a chiller or heat pump feeding fan coils): listed apart from the
 * direct-expansion units (splits, cassettes, ducted, VRF, rooftops), which cool with refrigerant alone.
 */
export const HYDRONIC_PARENTS: readonly string[] = ['chillers', 'fan-coils'];
export const isHydronic = (product: Pick<Matchable, 'categorySlug' | 'parentCategorySlug'>) =>
  HYDRONIC_PARENTS.includes(product.parentCategorySlug ?? product.categorySlug);

/** One suggestion: a unit, how many of it together (2 or 3 only when no single unit of its group covers the load), undersized or not. */
export type Suggestion<T> = { product: T; units: 1 | 2 | 3; undersized: boolean };
export type Suggestions<T> = { direct: Suggestion<T>[]; hydronic: Suggestion<T>[] };

const capacityOf = (product: Matchable) => product.coolingCapacityKw!;
const catalogueOrder = (a: Matchable, b: Matchable) => a.categorySortOrder - b.categorySortOrder || a.sortOrder - b.sortOrder;

/** One group's list: in each family its nearest unit at or above the load, the smallest first; then the rest. */
function rankGroup<T extends Matchable>(products: T[], loadKw: number): Suggestion<T>[] {
  const families = new Map<string, T[]>();
  for (const product of products) families.set(product.categorySlug, [...(families.get(product.categorySlug) ?? []), product]);
  const adequate: T[] = [];
  const largestBelow: T[] = [];
  for (const family of families.values()) {
    const sorted = [...family].sort((a, b) => capacityOf(a) - capacityOf(b) || a.sortOrder - b.sortOrder);
    const nearest = sorted.find((product) => capacityOf(product) >= loadKw);
    // A family whose nearest unit is over oversizeLimit times the load has nothing to suggest.
    if (nearest) {
      if (capacityOf(nearest) <= loadKw * CALCULATOR.oversizeLimit) adequate.push(nearest);
    } else {
      largestBelow.push(sorted.at(-1)!);
    }
  }
  adequate.sort((a, b) => capacityOf(a) - capacityOf(b) || catalogueOrder(a, b));
  // Only when no single unit of the group covers the load: two or three of a family's largest, the smallest total first.
  const combined = adequate.length
    ? []
    : largestBelow
        .map((product) => ({ product, units: Math.ceil(loadKw / capacityOf(product)) }))
        .filter(({ product, units }) => units >= 2 && units <= 3 && units * capacityOf(product) <= loadKw * CALCULATOR.oversizeLimit)
        .sort((a, b) => a.units * capacityOf(a.product) - b.units * capacityOf(b.product) || catalogueOrder(a.product, b.product));
  const inCombination = new Set(combined.map(({ product }) => product));
  const undersized = largestBelow.filter((product) => !inCombination.has(product)).sort((a, b) => capacityOf(b) - capacityOf(a) || catalogueOrder(a, b));
  return [
    ...adequate.map((product) => ({ product, units: 1 as const, undersized: false })),
    ...combined.map(({ product, units }) => ({ product, units: units as 2 | 3, undersized: false })),
    ...undersized.map((product) => ({ product, units: 1 as const, undersized: true })),
  ];
}

/**
 * The catalogue's answer to a load, in two groups (direct expansion, and hydronic units that need a water circuit).
 * Within a group: in each family the unit with the smallest capacity that covers the load, the smallest of those
 * first, then upward (a family whose nearest unit is over oversizeLimit times the load is left out); when no single
 * unit covers it, two or three identical units of a family; then each family whose largest unit is below the load,
 * marked undersized, the nearest first. Units without a cooling capacity are left out.
 */
export function rankProducts<T extends Matchable>(products: T[], loadKw: number): Suggestions<T> {
  const cooling = products.filter((product) => product.coolingCapacityKw !== null && product.coolingCapacityKw > 0);
  return {
    direct: rankGroup(cooling.filter((product) => !isHydronic(product)), loadKw),
    hydronic: rankGroup(cooling.filter(isHydronic), loadKw),
  };
}
