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

export type Matchable = { categorySlug: string; coolingCapacityKw: number | null; categorySortOrder: number; sortOrder: number };

/**
 * The catalogue's answer to a load: in each family (child category), the unit with the smallest cooling capacity
 * that covers the load, unless even that one is more than twice the load. Families in catalogue order.
 */
export function matchProducts<T extends Matchable>(products: T[], loadKw: number): T[] {
  const best = new Map<string, T>();
  for (const product of products) {
    const capacity = product.coolingCapacityKw;
    if (capacity === null || capacity < loadKw || capacity > loadKw * CALCULATOR.oversizeLimit) continue;
    const current = best.get(product.categorySlug);
    if (!current || capacity < current.coolingCapacityKw! || (capacity === current.coolingCapacityKw && product.sortOrder < current.sortOrder)) {
      best.set(product.categorySlug, product);
    }
  }
  return [...best.values()].sort((a, b) => a.categorySortOrder - b.categorySortOrder || a.sortOrder - b.sortOrder);
}
