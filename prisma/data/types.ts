// Shapes of the seed data. The import (prisma/seed.ts) upserts by slug, so editing these files and
// rerunning `npm start` updates the catalogue.

import type { DimensionPart, Phase, UnitCode } from '../../lib/catalogue/units';

export const SEED_LOCALES = ['it', 'ru', 'en'] as const;
export type SeedLocale = (typeof SEED_LOCALES)[number];

/** A value in every locale; Italian is the source of truth. */
export type Localized<T = string> = Record<SeedLocale, T>;

export type SeedCategory = {
  slug: string;
  sortOrder: number;
  name: Localized;
  /** One or two sentences shown on the category page. */
  description: Localized;
  /** <title> text (without the brand, which the layout appends). */
  seoTitle: Localized;
  /** Meta description, 120–160 characters. */
  seoDescription: Localized;
  /** Path under /public, e.g. "/images/products/wall-split.svg". */
  picture: string;
  children?: SeedCategory[];
};

export type SpecGroup = 'general' | 'performance' | 'electrical' | 'dimensions' | 'acoustics' | 'refrigerant';

/**
 * A labelled specification row. `value` is language-neutral (a plain number is written with a decimal point
 * and shown in the locale's format); `unit` is a unit code, shown translated beside it.
 */
export type SeedSpecRow = {
  group: SpecGroup;
  label: string;
  value: string;
  unit?: UnitCode;
};

export type SeedProduct = {
  slug: string;
  /** Manufacturer model code as printed on the rating plate, e.g. "WS-35R32". */
  modelCode: string;
  /** Slug of a child category. */
  category: string;
  sortOrder: number;
  published: boolean;
  /** Decimal string in the currency's major unit, e.g. "1290.00"; null means "Request price". */
  price: { amount: string; currency: 'EUR' } | null;
  /** Paths under /public. */
  pictures: string[];
  name: Localized;
  shortDescription: Localized;
  description: Localized;
  keyFeatures: Localized<string[]>;
  /** Extra labelled rows beyond the technical fields below (EER, SEER, refrigerant, noise...). */
  specifications: Localized<SeedSpecRow[]>;
  /** Longer body text (plain paragraphs separated by blank lines). */
  innerBody: Localized;
  technical: {
    /** Single- or three-phase supply. */
    powerSupply: Phase;
    /** Volts, without the unit, e.g. "220–240". */
    voltage: string;
    /** Hertz, without the unit, e.g. "50". */
    frequency: string;
    coolingCapacityKw: number | null;
    heatingCapacityKw: number | null;
    ratedPowerKw: number | null;
    /** Size and weight of each part, e.g. the indoor and the outdoor unit of a split system. */
    dimensionsAndWeight: DimensionPart[];
    /** W×H×D in mm, without the unit, e.g. "805 × 285 × 194" */
    productDimensions: string;
    packageDimensions: string;
    netWeightKg: number;
    grossWeightKg: number;
  };
};
