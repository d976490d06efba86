import 'server-only';
import type { Worksheet } from 'exceljs';
import { routing } from '@/i18n/routing';
import { recordAudit, type Actor } from '@/lib/admin/audit';
import { toCsv } from '@/lib/admin/csv';
import type { Json, Snapshot } from '@/lib/admin/content/snapshot';
import { categorySnapshot, productSnapshot } from '@/lib/admin/content/row-snapshots';
import { dayIn } from '@/lib/admin/time-zone';
import { loadSpecDictionary } from '@/lib/catalogue/spec-labels';
import { dimensionPartsSchema, sharedSpecRowsSchema } from '@/lib/catalogue/technical';
import { now } from '@/lib/clock';
import { db } from '@/lib/db';
import { CATEGORY_COLUMNS, LABEL_COLUMNS, PRODUCT_COLUMNS, SHEETS, SPEC_COLUMNS, formatParts } from './columns';

// The catalogue's export (issue 34, item 2): every product and category as its editor sees it (its working copy:
// the draft when it has one), since staff export, edit and import back what they are working on. The XLSX holds
// the four sheets of ./columns.ts; the CSV, the Products table alone. Everything is read in five queries, whatever
// the size of the catalogue.

type ExportCell = string | number | null;
type Table = { name: string; header: readonly string[]; rows: ExportCell[][] };
export type CatalogueExport = { body: Buffer | string; filename: string; contentType: string; rows: number };

const LOCALES = routing.locales;
const CONTENT_TYPES = { xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', csv: 'text/csv; charset=utf-8' } as const;

/** A snapshot's value as a cell: empty text is an empty cell, a list is one item a line. */
function cell(value: Json | undefined): ExportCell {
  if (Array.isArray(value)) return value.length ? value.map(String).join('\n') : null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value === '' ? null : value;
  return typeof value === 'boolean' ? String(value) : null;
}

/** The catalogue as tables, in the order of ./columns.ts. */
async function catalogueTables(): Promise<Table[]> {
  const [products, categories, drafts, dictionary] = await Promise.all([
    db.product.findMany({ include: { translations: true }, orderBy: [{ category: { sortOrder: 'asc' } }, { sortOrder: 'asc' }, { slug: 'asc' }] }),
    db.category.findMany({ include: { translations: true }, orderBy: [{ sortOrder: 'asc' }, { slug: 'asc' }] }),
    db.contentDraft.findMany({ where: { entity: { in: ['product', 'category'] } }, select: { entity: true, entityId: true, data: true } }),
    loadSpecDictionary(db),
  ]);
  const draftOf = new Map(drafts.map((draft) => [`${draft.entity}:${draft.entityId}`, draft.data as Snapshot]));
  const slugOf = new Map(categories.map((category) => [category.id, category.slug]));

  const workingProducts = products.map((row) => ({ id: row.id, working: draftOf.get(`product:${row.id}`) ?? productSnapshot(row) }));
  const productRows = workingProducts.map(({ id, working: { fields, texts } }) => {
    const parts = dimensionPartsSchema.safeParse(fields.dimensionsAndWeight);
    const own: Record<string, ExportCell> = {
      id,
      category: slugOf.get(String(fields.categoryId)) ?? null,
      // The amount is kept as a decimal string ("1290.00"); a spreadsheet reads a number.
      price: fields.priceAmount == null ? null : Number(fields.priceAmount),
      currency: cell(fields.priceCurrency),
      parts: parts.success && parts.data.length ? formatParts(parts.data) : null,
    };
    return PRODUCT_COLUMNS.map((column) => {
      if (column in own) return own[column]!;
      const [field, locale] = column.split('.') as [string, string?];
      return cell(locale ? texts[locale]?.[field] : fields[field]);
    });
  });
  // A draft saved before the shared rows existed has none.
  const specRows = workingProducts.flatMap(({ working: { fields } }) =>
    (sharedSpecRowsSchema.safeParse(fields.specRows ?? []).data ?? []).map((row): ExportCell[] => [
      cell(fields.slug),
      row.key,
      'value' in row ? cell(row.value) : null,
      row.unit ?? null,
      ...LOCALES.map((locale) => ('text' in row ? cell(row.text[locale]) : null)),
    ]),
  );

  // Families first, each followed by its categories, so a file read top to bottom meets a parent before its children.
  const tree = categories.filter((row) => !row.parentId).flatMap((family) => [family, ...categories.filter((row) => row.parentId === family.id)]);
  const categoryRows = [...tree, ...categories.filter((row) => !tree.includes(row))].map((row) => {
    const { fields, texts } = draftOf.get(`category:${row.id}`) ?? categorySnapshot(row);
    return CATEGORY_COLUMNS.map((column) => {
      if (column === 'id') return row.id;
      if (column === 'parent') return fields.parentId ? (slugOf.get(String(fields.parentId)) ?? null) : null;
      const [field, locale] = column.split('.') as [string, string?];
      return cell(locale ? texts[locale]?.[field] : fields[field]);
    });
  });

  const labelRows = [...dictionary.values()].map((entry): ExportCell[] => [entry.key, entry.group, entry.unit, ...LOCALES.map((locale) => entry.labels[locale] ?? null)]);
  return [
    { name: SHEETS.products, header: PRODUCT_COLUMNS, rows: productRows },
    { name: SHEETS.specifications, header: SPEC_COLUMNS, rows: specRows },
    { name: SHEETS.categories, header: CATEGORY_COLUMNS, rows: categoryRows },
    { name: SHEETS.labels, header: LABEL_COLUMNS, rows: labelRows },
  ];
}

/** The whole catalogue as a file; `timeZone` dates its name (the staff member's day). */
export async function exportCatalogue(format: 'xlsx' | 'csv', { timeZone = 'UTC' }: { timeZone?: string } = {}): Promise<CatalogueExport> {
  const tables = await catalogueTables();
  const products = tables[0]!;
  const filename = `catalogue-${dayIn(now(), timeZone)}.${format}`;
  const body =
    format === 'xlsx'
      ? await catalogueXlsx(tables)
      : toCsv(products.header, products.rows.map((row) => row.map((value, index) => (products.header[index] === 'price' && typeof value === 'number' ? value.toFixed(2) : value))));
  return { body, filename, contentType: CONTENT_TYPES[format], rows: products.rows.length };
}

/** The export's audit entry (`catalogue.export`): the format and how many products it held. */
export async function recordCatalogueExport(actor: Actor, format: 'xlsx' | 'csv', rows: number) {
  await db.$transaction((tx) => recordAudit(tx, actor, 'catalogue.export', { meta: { filter: {}, rows, format } }));
}

/** Column widths in characters, by the field a column holds (a language's column as its field). */
const WIDTHS: Record<string, number> = {
  id: 28, slug: 26, product: 26, modelCode: 18, category: 26, parent: 24, parts: 42, key: 26, group: 14,
  name: 40, label: 40, text: 30, shortDescription: 50, description: 60, keyFeatures: 55, innerBody: 60, seoTitle: 40, seoDescription: 50,
};
/** Long texts, shown wrapped (key features one a line). */
const WRAPPED = new Set(['shortDescription', 'description', 'keyFeatures', 'innerBody', 'seoDescription']);

/**
 * The tables as an XLSX workbook: the header bold and frozen, numbers as numbers, empty cells empty. Every value
 * is written as a plain value, never as an exceljs formula object, so a text beginning with "=" is stored as text;
 * columns without numbers are formatted as text ("@"), so such a text typed again in Excel stays text too.
 */
async function catalogueXlsx(tables: Table[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.created = new Date(0);
  for (const table of tables) writeSheet(book.addWorksheet(table.name, { views: [{ state: 'frozen', ySplit: 1 }] }), table);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function writeSheet(sheet: Worksheet, { header, rows }: Table) {
  sheet.columns = header.map((name, index) => {
    const field = name.split('.')[0]!;
    const numFmt = field === 'price' ? '0.00' : rows.some((row) => typeof row[index] === 'number') ? undefined : '@';
    return { header: name, width: WIDTHS[field] ?? 14, style: { numFmt, alignment: { vertical: 'top', wrapText: WRAPPED.has(field) } } };
  });
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(rows);
}
