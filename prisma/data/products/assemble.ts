import { round1 } from './format';
import { breakerRating } from './engineering';
import { specs } from './labels';
import type { Localized, SeedProduct } from '../types';
import { NO_ENGINEERING_DATA, type DimensionPart, type EngineeringData } from '../../../lib/catalogue/technical';
import type { Phase } from '../../../lib/catalogue/units';

// Electrical supply, packaging, pictures and the assembler that turns a family's figures into a seed product.

export type Supply = '1ph' | '3ph';

export const SUPPLY: Record<Supply, { phase: Phase; voltage: string; prose: Localized }> = {
  '1ph': {
    phase: 'single',
    voltage: '220–240',
    // it: "alimentata in monofase…", ru: "подключается к однофазной сети…", en: "runs on a single-phase…"
    prose: { it: 'in monofase 220-240 V', ru: 'однофазной сети 220–240 В', en: 'a single-phase 220-240 V supply' },
  },
  '3ph': {
    phase: 'three',
    voltage: '380–415',
    prose: { it: 'in trifase 380-415 V', ru: 'трёхфазной сети 380–415 В', en: 'a three-phase 380-415 V supply' },
  },
};

export type Dims = readonly [w: number, h: number, d: number];

export const dims = (d: Dims) => `${d[0]} × ${d[1]} × ${d[2]}`;

/** Carton for small units, crate for medium ones, skid/frame for large plant. */
export type Packing = 'carton' | 'crate' | 'skid';

export const PACKING: Record<Packing, { margin: number; factor: number; extraKg: number }> = {
  carton: { margin: 70, factor: 1.1, extraKg: 1 },
  crate: { margin: 120, factor: 1.06, extraKg: 10 },
  skid: { margin: 150, factor: 1.02, extraKg: 40 },
};

export type Texts = Pick<
  SeedProduct,
  'name' | 'shortDescription' | 'description' | 'keyFeatures' | 'specRows' | 'innerBody'
>;

export type Base = {
  code: string;
  category: string;
  sortOrder: number;
  picture: string;
  price: number | null;
  published?: boolean;
  supply: Supply;
  cooling: number | null;
  heating: number | null;
  power: number | null;
  /** Main (or indoor) unit, W × H × D in mm. */
  body: Dims;
  /** Net weight of a one-piece product; a product of several parts weighs what its parts weigh together. */
  netKg: number;
  packing: Packing;
  dimensionsAndWeight: DimensionPart[];
};

/** "FCU 400/4T" -> "fcu-400-4t" */
export function slugFromCode(code: string): string {
  return code
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The package of a product, shipped as one consignment: its parts side by side along the one axis (width, height or
 * depth) that gives the smallest box, plus the packing's margin, so that every part fits as it stands; its gross
 * weight is the parts' net weight plus the packing's.
 */
function packageOf(b: Base): { size: Dims; netKg: number; grossKg: number } {
  const pack = PACKING[b.packing];
  const parts = b.dimensionsAndWeight;
  const sizes = parts.length ? parts.map((part) => part.size) : [b.body];
  const along = (axis: 0 | 1 | 2): Dims => [0, 1, 2].map((i) => (i === axis ? sizes.reduce((sum, s) => sum + s[i]!, 0) : Math.max(...sizes.map((s) => s[i]!)))) as unknown as Dims;
  const volume = ([w, h, d]: Dims) => w * h * d;
  const stacked = [along(0), along(1), along(2)].reduce((best, box) => (volume(box) < volume(best) ? box : best));
  const netKg = parts.length > 1 && parts.every((part) => part.kg !== undefined) ? round1(parts.reduce((sum, part) => sum + part.kg!, 0)) : b.netKg;
  return { size: [stacked[0] + pack.margin, stacked[1] + pack.margin, stacked[2] + pack.margin], netKg, grossKg: round1(netKg * pack.factor + pack.extraKg) };
}

/**
 * Builds a seed product; `engineering` holds the figures that apply to the family, the others stay null. A product
 * with a maximum current gets the breaker it needs as its last row.
 */
export function assemble(b: Base, t: Texts, engineering: Partial<EngineeringData> = {}): SeedProduct {
  const pack = packageOf(b);
  const supply = SUPPLY[b.supply];
  const breaker = engineering.maxCurrentA ? specs([['breaker', String(breakerRating(engineering.maxCurrentA)), 'A']]) : [];
  return {
    slug: slugFromCode(b.code),
    modelCode: b.code,
    category: b.category,
    sortOrder: b.sortOrder,
    published: b.published ?? true,
    price: b.price === null ? null : { amount: b.price.toFixed(2), currency: 'EUR' },
    pictures: [b.picture],
    ...t,
    specRows: [...t.specRows, ...breaker],
    technical: {
      powerSupply: supply.phase,
      voltage: supply.voltage,
      frequency: '50',
      coolingCapacityKw: b.cooling,
      heatingCapacityKw: b.heating,
      ratedPowerKw: b.power,
      dimensionsAndWeight: b.dimensionsAndWeight,
      productDimensions: dims(b.body),
      packageDimensions: dims(pack.size),
      netWeightKg: pack.netKg,
      grossWeightKg: pack.grossKg,
      ...NO_ENGINEERING_DATA,
      ...engineering,
    },
  };
}

export const partsOfSplit = (indoor: Dims, indoorKg: number, outdoor: Dims, outdoorKg: number): DimensionPart[] => [
  { part: 'indoor', size: indoor, kg: indoorKg },
  { part: 'outdoor', size: outdoor, kg: outdoorKg },
];

export const partsOfUnit = (body: Dims, kg: number): DimensionPart[] => [{ part: 'unit', size: body, kg }];

/** A terminal unit that stands in the room (a fan coil): its one part is an indoor unit, as a split's is. */
export const partsOfIndoor = (body: Dims, kg: number): DimensionPart[] => [{ part: 'indoor', size: body, kg }];

/** Numbers the models of one category 10, 20, 30… in the order given. */
export function series<M>(models: M[], build: (model: M, sortOrder: number) => SeedProduct): SeedProduct[] {
  return models.map((m, i) => build(m, (i + 1) * 10));
}

export const PICTURES = {
  wallSplit: '/images/products/wall-split.svg',
  floorCeiling: '/images/products/floor-ceiling.svg',
  column: '/images/products/column-unit.svg',
  cassette: '/images/products/cassette.svg',
  ducted: '/images/products/ducted.svg',
  multiSplit: '/images/products/multi-split.svg',
  vrf: '/images/products/vrf.svg',
  chillerAir: '/images/products/chiller-air.svg',
  chillerWater: '/images/products/chiller-water.svg',
  heatPump: '/images/products/heat-pump.svg',
  fanCoil: '/images/products/fan-coil.svg',
  cassetteFanCoil: '/images/products/cassette-fan-coil.svg',
  ductedFanCoil: '/images/products/ducted-fan-coil.svg',
  heatRecovery: '/images/products/heat-recovery.svg',
  ahu: '/images/products/air-handling-unit.svg',
  rooftop: '/images/products/rooftop.svg',
} as const;
