import { z } from 'zod';
import { ENERGY_CLASSES, ENGINEERING_FIELDS, REFRIGERANTS, type EnergyClass, type EngineeringField, type Refrigerant } from './engineering';
import { PARTS, PHASES, SPEC_GROUPS, UNIT_CODES } from './units';

// The shapes of a product's technical data, declared once: the seed data (prisma/data) is typed by them, and
// the data module parses the database's JSON columns with them, so a malformed row fails loudly in one place.

/** A labelled row; `unit` is a unit code (lib/catalogue/units.ts), translated where it is shown. */
export const specRowSchema = z.object({
  /** The dictionary key of a shared row (the comparison lines rows up by it); a language's own row has none. */
  key: z.string().optional(),
  group: z.enum(SPEC_GROUPS),
  label: z.string(),
  /** Language-neutral: a plain number is written with a decimal point and shown in the locale's format. */
  value: z.string(),
  unit: z.enum(UNIT_CODES).optional(),
});
export type SpecRow = z.infer<typeof specRowSchema>;

/** Each language's words, for a value that is words rather than a figure ("Scroll" / "Спиральный" / "Scroll"). */
const localizedText = z.object({ it: z.string(), ru: z.string(), en: z.string() });

/**
 * A specification row shared by every language (Product.specRows): its label is a key of the translated dictionary
 * (SpecLabel, lib/catalogue/spec-labels.ts) and its value is written once: a figure or code in `value` (shown in
 * each locale's number format), or words in each language in `text`. `unit` is a unit code, translated where shown.
 */
export const sharedSpecRowSchema = z.union([
  z.object({ key: z.string().min(1), value: z.string(), unit: z.enum(UNIT_CODES).optional() }).strict(),
  z.object({ key: z.string().min(1), text: localizedText, unit: z.enum(UNIT_CODES).optional() }).strict(),
]);
export type SharedSpecRow = z.infer<typeof sharedSpecRowSchema>;
export const sharedSpecRowsSchema = z.array(sharedSpecRowSchema);

/** One part's outer size (W × H × D, mm) and, when known, its weight (kg). */
export const dimensionPartSchema = z.object({
  part: z.enum(PARTS),
  size: z.tuple([z.number(), z.number(), z.number()]).readonly(),
  kg: z.number().optional(),
});
export type DimensionPart = z.infer<typeof dimensionPartSchema>;

export const specRowsSchema = z.array(specRowSchema);
export const dimensionPartsSchema = z.array(dimensionPartSchema);
/** Key features, and pictures (paths under /public or under the uploads' URL). */
export const textListSchema = z.array(z.string());

/**
 * The engineering figures engineers compare products on, each a nullable Product column of the same name: null where
 * a figure does not apply (no water flow for a split, no energy class for a chiller) or is not declared.
 */
export type EngineeringData = {
  refrigerant: Refrigerant | null;
  refrigerantChargeKg: number | null;
  /** Seasonal efficiencies: SEER and SCOP (EN 14825; SCOP in the average heating season), ESEER (Eurovent). */
  seer: number | null;
  scop: number | null;
  eseer: number | null;
  /** Classes of the EU energy label (Regulation 626/2011): air conditioners up to 12 kW only. */
  energyClassCooling: EnergyClass | null;
  energyClassHeating: EnergyClass | null;
  /** Water flow (m³/h) and water-side pressure drop (kPa) at nominal cooling conditions. */
  waterFlowM3h: number | null;
  waterPressureDropKpa: number | null;
  /** Maximum operating current and starting current, in amperes per phase. */
  maxCurrentA: number | null;
  startingCurrentA: number | null;
  /** Sound power level, dB(A): of the outdoor unit for a split system. */
  soundPowerDba: number | null;
  /** Longest refrigerant line (outdoor unit to the farthest indoor unit) and largest height difference, m. */
  maxPipeLengthM: number | null;
  maxHeightDiffM: number | null;
};


// The list of names (lib/catalogue/engineering.ts) and this type name the same columns: a compile error otherwise.
const sameFields: [Exclude<EngineeringField, keyof EngineeringData> | Exclude<keyof EngineeringData, EngineeringField>] extends [never] ? true : never = true;
void sameFields;

/** No figure at all: the starting point of a product that declares only some of them. */
export const NO_ENGINEERING_DATA: EngineeringData = Object.fromEntries(ENGINEERING_FIELDS.map((field) => [field, null])) as EngineeringData;

const refrigerantSchema = z.enum(REFRIGERANTS).nullable().catch(null);
const energyClassSchema = z.enum(ENERGY_CLASSES).nullable().catch(null);

type EngineeringColumns = { [K in keyof EngineeringData]: EngineeringData[K] extends number | null ? number | null : string | null };

/** The columns as the database holds them (text for the closed lists), typed; an unknown list value reads as null. */
export function engineeringFromRow(row: EngineeringColumns): EngineeringData {
  return {
    refrigerant: refrigerantSchema.parse(row.refrigerant),
    refrigerantChargeKg: row.refrigerantChargeKg,
    seer: row.seer,
    scop: row.scop,
    eseer: row.eseer,
    energyClassCooling: energyClassSchema.parse(row.energyClassCooling),
    energyClassHeating: energyClassSchema.parse(row.energyClassHeating),
    waterFlowM3h: row.waterFlowM3h,
    waterPressureDropKpa: row.waterPressureDropKpa,
    maxCurrentA: row.maxCurrentA,
    startingCurrentA: row.startingCurrentA,
    soundPowerDba: row.soundPowerDba,
    maxPipeLengthM: row.maxPipeLengthM,
    maxHeightDiffM: row.maxHeightDiffM,
  };
}

/** The language-neutral technical fields of a product, as the seed writes them and the pages read them. */
export type ProductTechnical = EngineeringData & {
  /** Single- or three-phase supply. */
  powerSupply: (typeof PHASES)[number];
  /** Volts, without the unit, e.g. "220–240". */
  voltage: string;
  /** Hertz, without the unit, e.g. "50". */
  frequency: string;
  coolingCapacityKw: number | null;
  heatingCapacityKw: number | null;
  ratedPowerKw: number | null;
  /** Size and weight of each part, e.g. the indoor and the outdoor unit of a split system. */
  dimensionsAndWeight: DimensionPart[];
  /** "W × H × D" in mm, without the unit, e.g. "805 × 285 × 194". */
  productDimensions: string;
  packageDimensions: string;
  netWeightKg: number;
  grossWeightKg: number;
};
