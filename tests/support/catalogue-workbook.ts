import { routing } from '@/i18n/routing';
import { CATEGORY_COLUMNS, PRODUCT_COLUMNS, SHEETS, SPEC_COLUMNS, formatParts } from '@/lib/admin/import/columns';
import { seedData } from '@/prisma/seed';
import type { SeedCategory, SeedProduct } from '@/prisma/data/types';

// A catalogue workbook for the import's tests and its benchmark (lib/cli/bench-import.mjs), in the layout of
// lib/admin/import/columns.ts, made of the seed's products without a database: copy n of a seed product gets a
// slug, a model code and names of its own ("ws-35r32-b0042", "WS-35R32-B0042"), so each is a new product, in the
// seed's categories, with the seed product's texts in three languages and its specification rows.

type Cell = string | number | null;
export type CatalogueWorkbookOptions = {
  products: number;
  /** The number of the first copy (default 0): workbooks made from different numbers hold different products. */
  from?: number;
};

const LOCALES = routing.locales;
const orNull = (value: string | number | null | undefined): Cell => (value === '' || value === undefined ? null : value);

/** Copy `n` of a seed product, as its Products row and its Specifications rows. */
function productCopy(base: SeedProduct, n: number): { product: Cell[]; specs: Cell[][] } {
  const suffix = `b${String(n).padStart(4, '0')}`;
  const slug = `${base.slug}-${suffix}`;
  const modelCode = `${base.modelCode}-${suffix.toUpperCase()}`;
  const rename = (name: string) => (name.includes(base.modelCode) ? name.replace(base.modelCode, modelCode) : `${name} ${modelCode}`);
  const { dimensionsAndWeight, ...technical } = base.technical;
  const values: Record<string, Cell> = {
    ...(technical as Record<string, Cell>),
    slug,
    modelCode,
    category: base.category,
    sortOrder: base.sortOrder,
    price: base.price ? Number(base.price.amount) : null,
    currency: base.price?.currency ?? null,
    parts: formatParts(dimensionsAndWeight) || null,
  };
  for (const locale of LOCALES) {
    values[`name.${locale}`] = rename(base.name[locale]);
    values[`shortDescription.${locale}`] = base.shortDescription[locale];
    values[`description.${locale}`] = base.description[locale];
    values[`keyFeatures.${locale}`] = base.keyFeatures[locale].join('\n');
    values[`innerBody.${locale}`] = base.innerBody[locale];
  }
  const specs = base.specRows.map((row) => [
    slug,
    row.key,
    'value' in row ? row.value : null,
    row.unit ?? null,
    ...LOCALES.map((locale) => ('text' in row ? row.text[locale] : null)),
  ]);
  return { product: PRODUCT_COLUMNS.map((column) => orNull(values[column])), specs };
}

/** The seed's categories, each family followed by its children, as Categories rows (no ids: matched by slug). */
function categoryRows(): Cell[][] {
  const row = (category: SeedCategory, parent: string | null) =>
    CATEGORY_COLUMNS.map((column): Cell => {
      if (column === 'id') return null;
      if (column === 'slug') return category.slug;
      if (column === 'parent') return parent;
      const [field, locale] = column.split('.') as ['name' | 'description' | 'seoTitle' | 'seoDescription', (typeof LOCALES)[number]];
      return orNull(category[field][locale]);
    });
  return seedData.categories.flatMap((family) => [row(family, null), ...(family.children ?? []).map((child) => row(child, family.slug))]);
}

/** An XLSX of `products` copies of the seed's products (in turn), their specification rows and the seed's categories. */
export async function catalogueWorkbook({ products, from = 0 }: CatalogueWorkbookOptions): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const copies = Array.from({ length: products }, (_, index) => productCopy(seedData.products[index % seedData.products.length]!, from + index));
  const book = new ExcelJS.Workbook();
  const sheets: [string, readonly string[], Cell[][]][] = [
    [SHEETS.products, PRODUCT_COLUMNS, copies.map((copy) => copy.product)],
    [SHEETS.specifications, SPEC_COLUMNS, copies.flatMap((copy) => copy.specs)],
    [SHEETS.categories, CATEGORY_COLUMNS, categoryRows()],
  ];
  for (const [name, header, rows] of sheets) {
    const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.addRow([...header]).font = { bold: true };
    sheet.addRows(rows);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
