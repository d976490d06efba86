import { routing, type Locale } from '@/i18n/routing';
import { ENGINEERING_FIELDS } from '@/lib/catalogue/engineering';

// The catalogue's spreadsheet, declared once for the export that writes it and the import that reads it back
// (issue 34, item 2). A workbook has up to four sheets, each with a header row of these names (machine names, the
// same in every language, so a file travels between an Italian and a Russian editor): Products, Specifications
// (the rows shared by the three languages, one line per row), Categories, and Labels (the dictionary, written for
// reference and never read back). A CSV holds one table: its header says which.

export const SHEETS = { products: 'Products', specifications: 'Specifications', categories: 'Categories', labels: 'Labels' } as const;
export type SheetKind = keyof typeof SHEETS;

const LOCALES = routing.locales;
const perLocale = (field: string) => LOCALES.map((locale) => `${field}.${locale}`);

/** A product's own texts, per language. The specification rows of one language only are not in the file. */
export const PRODUCT_TEXTS = ['name', 'shortDescription', 'description', 'keyFeatures', 'innerBody'] as const;

/**
 * Products: `id` (empty for a new product) and `slug` identify the row; `category` is a category's slug; `price`
 * empty means "Request price"; `parts` lists the parts' sizes ("indoor 805×285×194 9; outdoor 800×550×285 27");
 * `keyFeatures.<locale>` has one feature a line.
 */
export const PRODUCT_COLUMNS = [
  'id',
  'slug',
  'modelCode',
  'category',
  'sortOrder',
  'price',
  'currency',
  'powerSupply',
  'voltage',
  'frequency',
  'coolingCapacityKw',
  'heatingCapacityKw',
  'ratedPowerKw',
  'productDimensions',
  'packageDimensions',
  'netWeightKg',
  'grossWeightKg',
  'parts',
  ...ENGINEERING_FIELDS,
  ...PRODUCT_TEXTS.flatMap(perLocale),
] as const;

/** Specifications: one shared row a line, in the product's order: a dictionary key, a value or its words per language. */
export const SPEC_COLUMNS = ['product', 'key', 'value', 'unit', ...perLocale('text')] as const;

export const CATEGORY_TEXTS = ['name', 'description', 'seoTitle', 'seoDescription'] as const;
/** Categories: `parent` is the parent's slug (empty for a family). */
export const CATEGORY_COLUMNS = ['id', 'slug', 'parent', ...CATEGORY_TEXTS.flatMap(perLocale)] as const;

/** Labels: written for the editors' reference (the keys the Specifications sheet may use). */
export const LABEL_COLUMNS = ['key', 'group', 'unit', ...perLocale('label')] as const;

/** The columns of each sheet the import reads, and those a file must have for the sheet to be read at all. */
export const READ_SHEETS = {
  products: { columns: PRODUCT_COLUMNS as readonly string[], required: ['slug', 'modelCode', 'category'] },
  specifications: { columns: SPEC_COLUMNS as readonly string[], required: ['product', 'key'] },
  categories: { columns: CATEGORY_COLUMNS as readonly string[], required: ['slug', 'name.it'] },
} as const satisfies Partial<Record<SheetKind, { columns: readonly string[]; required: readonly string[] }>>;
export type ReadSheet = keyof typeof READ_SHEETS;

/** A column's letter as a spreadsheet names it: 0 → "A", 27 → "AB". */
export function columnLetter(index: number): string {
  let letter = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letter = String.fromCharCode(65 + ((n - 1) % 26)) + letter;
  return letter;
}

export const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/** "indoor 805×285×194 9; outdoor 800×550×285 27": each part's name, W × H × D in mm and, when known, its kg. */
export const formatParts = (parts: readonly { part: string; size: readonly [number, number, number]; kg?: number }[]) =>
  parts.map(({ part, size, kg }) => `${part} ${size.join('×')}${kg === undefined ? '' : ` ${kg}`}`).join('; ');

/** The parts of a `parts` cell, or null when it does not read. */
export function parseParts(cell: string): { part: string; w: string; h: string; d: string; kg: string }[] | null {
  const parts = cell.split(';').map((piece) => piece.trim()).filter(Boolean);
  const read = parts.map((piece) => /^([a-z]+)\s+(\d+(?:[.,]\d+)?)\s*[×xX*]\s*(\d+(?:[.,]\d+)?)\s*[×xX*]\s*(\d+(?:[.,]\d+)?)(?:\s+(\d+(?:[.,]\d+)?))?$/.exec(piece));
  if (read.some((match) => !match)) return null;
  return read.map((match) => ({ part: match![1]!, w: match![2]!, h: match![3]!, d: match![4]!, kg: match![5] ?? '' }));
}
