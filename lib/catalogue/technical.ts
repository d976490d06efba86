import { z } from 'zod';
import { PARTS, PHASES, SPEC_GROUPS, UNIT_CODES } from './units';

// The shapes of a product's technical data, declared once: the seed data (prisma/data) is typed by them, and
// the data module parses the database's JSON columns with them, so a malformed row fails loudly in one place.

/** A labelled row; `unit` is a unit code (lib/catalogue/units.ts), translated where it is shown. */
export const specRowSchema = z.object({
  group: z.enum(SPEC_GROUPS),
  label: z.string(),
  /** Language-neutral: a plain number is written with a decimal point and shown in the locale's format. */
  value: z.string(),
  unit: z.enum(UNIT_CODES).optional(),
});
export type SpecRow = z.infer<typeof specRowSchema>;

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

/** The language-neutral technical fields of a product, as the seed writes them and the pages read them. */
export type ProductTechnical = {
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
