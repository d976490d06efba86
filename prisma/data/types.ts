// Shapes of the seed data. The import (prisma/seed.ts) upserts by slug, so editing these files and
// rerunning `npm start` updates the catalogue.

import { routing, type Locale } from '../../i18n/routing';
import type { ProductTechnical, SharedSpecRow } from '../../lib/catalogue/technical';

export const SEED_LOCALES = routing.locales;
export type SeedLocale = Locale;

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

/** A specification row shared by the three languages, its label a key of the dictionary (lib/catalogue/technical.ts). */
export type SeedSpecRow = SharedSpecRow;

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
  /** Extra rows beyond the technical fields below (EER, airflow, noise…), labelled by the dictionary (SEED_SPEC_LABELS). */
  specRows: SeedSpecRow[];
  /** Longer body text (plain paragraphs separated by blank lines). */
  innerBody: Localized;
  technical: ProductTechnical;
};
