// Engineering figures of a product (Product columns, see prisma/schema.prisma): the closed lists of refrigerants
// and energy classes, and the energy-label rule for air conditioners. No zod here: the back office's product form
// reads these lists in the browser (tests/unit/client-imports.test.ts).

/** The engineering figures, named as their Product columns (typed in lib/catalogue/technical.ts EngineeringData). */
export const ENGINEERING_FIELDS = [
  'refrigerant',
  'refrigerantChargeKg',
  'seer',
  'scop',
  'eseer',
  'energyClassCooling',
  'energyClassHeating',
  'waterFlowM3h',
  'waterPressureDropKpa',
  'maxCurrentA',
  'startingCurrentA',
  'soundPowerDba',
  'maxPipeLengthM',
  'maxHeightDiffM',
] as const;

export type EngineeringField = (typeof ENGINEERING_FIELDS)[number];

/** Refrigerants the catalogue may name; a new one is added here (and nowhere else). */
export const REFRIGERANTS = ['R32', 'R410A', 'R454B', 'R290', 'R134a', 'R513A', 'R1234ze'] as const;
export type Refrigerant = (typeof REFRIGERANTS)[number];

/** Energy classes of Regulation (EU) 626/2011 for air conditioners, best first. */
export const ENERGY_CLASSES = ['A+++', 'A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EnergyClass = (typeof ENERGY_CLASSES)[number];

/**
 * The label applies to air-to-air air conditioners of at most 12 kW (Regulation 626/2011, Article 1): larger units,
 * chillers and fan coils have no energy class.
 */
export const ENERGY_LABEL_MAX_KW = 12;

/**
 * Lower bounds of each class in Annex II, Table 1 of Regulation 626/2011 (air conditioners other than single and
 * double ducts): SEER for cooling, SCOP in the average heating season for heating. G is everything below F.
 */
const SEER_FLOORS: [EnergyClass, number][] = [['A+++', 8.5], ['A++', 6.1], ['A+', 5.6], ['A', 5.1], ['B', 4.6], ['C', 4.1], ['D', 3.6], ['E', 3.1], ['F', 2.6]];
const SCOP_FLOORS: [EnergyClass, number][] = [['A+++', 5.1], ['A++', 4.6], ['A+', 4.0], ['A', 3.4], ['B', 3.1], ['C', 2.8], ['D', 2.5], ['E', 2.2], ['F', 1.9]];

const classOf = (floors: [EnergyClass, number][], value: number): EnergyClass => floors.find(([, floor]) => value >= floor)?.[0] ?? 'G';

/** The cooling class a SEER earns. */
export const coolingClass = (seer: number): EnergyClass => classOf(SEER_FLOORS, seer);
/** The heating class an SCOP (average season) earns. */
export const heatingClass = (scop: number): EnergyClass => classOf(SCOP_FLOORS, scop);

/** Better class first (A+++ before A++), for sorting the values a filter offers. */
export const byEnergyClass = (a: string, b: string) => ENERGY_CLASSES.indexOf(a as EnergyClass) - ENERGY_CLASSES.indexOf(b as EnergyClass);
