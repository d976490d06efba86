import 'server-only';
import { routing } from '@/i18n/routing';
import { categoryFormSchema, productFormSchema } from '@/lib/admin/catalogue/schema';
import { categoryImportSnapshot, categoryType } from '@/lib/admin/catalogue/categories';
import { Refusal } from '@/lib/admin/refusal';
import { productImportSnapshot } from '@/lib/admin/catalogue/products';
import { readDraft } from '@/lib/admin/content/versions';
import { diffSnapshots, type FieldChange, type Json, type Snapshot } from '@/lib/admin/content/snapshot';
import { productSnapshot, categorySnapshot } from '@/lib/admin/content/row-snapshots';
import { readForm } from '@/lib/admin/form-schema';
import { ENGINEERING_FIELDS } from '@/lib/catalogue/engineering';
import { sharedSpecRowsSchema, specRowsSchema, dimensionPartsSchema, textListSchema } from '@/lib/catalogue/technical';
import { breathe } from '@/lib/event-loop';
import type { Prisma } from '@/lib/generated/prisma/client';
import { CATEGORY_TEXTS, PRODUCT_TEXTS, READ_SHEETS, SHEETS, columnLetter, parseParts, type ReadSheet } from './columns';
import { IMPORT_LIMITS, type Cell, type Sheet } from './read';

// The catalogue's reading of a spreadsheet (issue 34, item 2): each Products and Categories row becomes the form
// its editor would have sent, read by that form's own schema (lib/admin/catalogue/schema.ts), so a cell is refused
// for exactly the reasons a typed field is, with the same message; the Specifications sheet's lines become the
// product's shared rows. A column the sheet does not have keeps the item's value. The same preparation runs for
// the dry run and again when Apply begins (both read only), which is how Apply knows the catalogue has not changed
// since the report was shown.

type Tx = Prisma.TransactionClient;
const LOCALES = routing.locales;
/** Rows read between two turns of the event loop (a row is a few queries): the server keeps answering meanwhile. */
const BREATHE_EVERY = 20;

/** Why a cell, a row or a sheet is refused: a message key of admin.catalogue (`import.reasons.*` or `errors.*`). */
export type ImportRefusal = { sheet: string; row: number; column?: string; reason: string; detail?: string };

export type RowOutcome = 'created' | 'changed' | 'unchanged' | 'refused';
/** One Products or Categories row of the report. */
export type PlanRow = {
  entity: 'product' | 'category';
  sheet: string;
  row: number;
  slug: string;
  /** The existing item it changes (null: a new one). */
  id: string | null;
  /** The item's version when the report was made: Apply refuses when it moved since. */
  version: number | null;
  outcome: RowOutcome;
  changes: FieldChange[];
  refusals: ImportRefusal[];
};
export type Plan = { rows: PlanRow[]; refusals: ImportRefusal[] };

/** A row ready to be written: its report line and the snapshot Apply writes. */
export type Prepared = PlanRow & { snapshot: Snapshot | null; parentSlug?: string | null; categorySlug?: string };

type Header = Map<string, number>;
type Table = { kind: ReadSheet; sheet: Sheet; header: Header };

/** A sheet's cells as the import reads them (text), to store with its report: Apply reads exactly these again. */
export const textSheets = (sheets: Sheet[]): Sheet[] => sheets.map((sheet) => ({ ...sheet, rows: sheet.rows.map((row) => ({ ...row, cells: row.cells.map((cell) => cellText(cell)) })) }));

const cellText = (cell: Cell | undefined): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  const text = String(cell).trim();
  // The exports put an apostrophe before text that begins like a formula (lib/admin/csv.ts): it is not part of it.
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
};

/** Which table a sheet holds: by its name in a workbook, by its header in a CSV (one table, its header says which). */
function tableKind(sheet: Sheet, header: Header, format: 'xlsx' | 'csv'): ReadSheet | 'labels' | null {
  if (format === 'xlsx') {
    const name = sheet.name.trim().toLowerCase();
    const kind = (Object.keys(SHEETS) as (keyof typeof SHEETS)[]).find((key) => SHEETS[key].toLowerCase() === name);
    return kind ?? null;
  }
  if (header.has('modelCode')) return 'products';
  if (header.has('key') && header.has('product')) return 'specifications';
  if (header.has('name.it')) return 'categories';
  return null;
}

/** The sheets of a file as tables, and what is wrong with their columns (a sheet with a wrong column is not read). */
export function tablesOf(sheets: Sheet[], format: 'xlsx' | 'csv'): { tables: Table[]; refusals: ImportRefusal[] } {
  const tables: Table[] = [];
  const refusals: ImportRefusal[] = [];
  for (const sheet of sheets) {
    const first = sheet.rows[0];
    if (!first) continue;
    const header: Header = new Map(first.cells.map((cell, index) => [cellText(cell), index] as const).filter(([name]) => name !== ''));
    const kind = tableKind(sheet, header, format);
    if (kind === 'labels') continue;
    if (!kind) {
      refusals.push({ sheet: sheet.name, row: first.number, reason: 'import.reasons.unknownSheet' });
      continue;
    }
    const { columns, required } = READ_SHEETS[kind];
    const wrong = [...header.entries()].filter(([name]) => !columns.includes(name));
    for (const [name, index] of wrong) refusals.push({ sheet: sheet.name, row: first.number, column: columnLetter(index), reason: 'import.reasons.unknownColumn', detail: name });
    const missing = required.filter((name) => !header.has(name));
    for (const name of missing) refusals.push({ sheet: sheet.name, row: first.number, reason: 'import.reasons.missingColumn', detail: name });
    // At most 5,000 products or categories a file (their specification lines may be more).
    const tooMany = kind !== 'specifications' && sheet.rows.length - 1 > IMPORT_LIMITS.rows;
    if (tooMany) refusals.push({ sheet: sheet.name, row: first.number, reason: 'import.read.tooManyRows' });
    if (!wrong.length && !missing.length && !tooMany) tables.push({ kind, sheet, header });
  }
  return { tables, refusals };
}

/** A row's cells by column name (only the columns the sheet has). */
function cellsOf(table: Table, cells: Cell[]): Map<string, string> {
  return new Map([...table.header].map(([name, index]) => [name, cellText(cells[index])]));
}

const columnOf = (table: Table, name: string) => {
  const index = table.header.get(name);
  return index === undefined ? undefined : columnLetter(index);
};

// ---------------------------------------------------------------------------------------------------------
// Form fields: what the editor's form would send for the item as it is (its working copy), then the cells over it

type Fields = Record<string, string>;
const str = (value: Json | undefined) => (value === null || value === undefined ? '' : String(value));

/** A product's working copy as its form's fields. */
function productFields(working: Snapshot | null): Fields {
  const f = working?.fields ?? {};
  const fields: Fields = {};
  for (const name of ['slug', 'modelCode', 'categoryId', 'sortOrder', 'powerSupply', 'voltage', 'frequency', 'coolingCapacityKw', 'heatingCapacityKw', 'ratedPowerKw', 'productDimensions', 'packageDimensions', 'netWeightKg', 'grossWeightKg', ...ENGINEERING_FIELDS]) {
    fields[name] = str(f[name]);
  }
  fields.priceMode = f.priceAmount ? 'amount' : 'request';
  fields.priceAmount = str(f.priceAmount);
  fields.priceCurrency = str(f.priceCurrency);
  dimensionPartsSchema.parse(f.dimensionsAndWeight ?? []).forEach(({ part, size, kg }, i) => {
    Object.assign(fields, { [`parts[${i}].part`]: part, [`parts[${i}].w`]: String(size[0]), [`parts[${i}].h`]: String(size[1]), [`parts[${i}].d`]: String(size[2]), [`parts[${i}].kg`]: kg === undefined ? '' : String(kg) });
  });
  sharedSpecRowsSchema.parse(f.specRows ?? []).forEach((row, i) => Object.assign(fields, specRowFields(i, row)));
  for (const locale of LOCALES) {
    const t = working?.texts[locale];
    if (!t) continue;
    for (const name of ['name', 'shortDescription', 'description', 'innerBody'] as const) fields[`translations.${locale}.${name}`] = str(t[name]);
    fields[`translations.${locale}.keyFeatures`] = textListSchema.parse(t.keyFeatures ?? []).join('\n');
    // A language's own rows are not in the file: they stay as they are.
    specRowsSchema.parse(t.specifications ?? []).forEach((row, i) => {
      const p = `translations.${locale}.specifications[${i}]`;
      Object.assign(fields, { [`${p}.group`]: row.group, [`${p}.label`]: row.label, [`${p}.value`]: row.value, [`${p}.unit`]: row.unit ?? '' });
    });
  }
  return fields;
}

function specRowFields(i: number, row: { key: string; value?: string; text?: Record<string, string>; unit?: string }): Fields {
  const p = `specRows[${i}]`;
  return {
    [`${p}.key`]: row.key,
    [`${p}.value`]: row.value ?? '',
    [`${p}.unit`]: row.unit ?? '',
    ...Object.fromEntries(LOCALES.map((locale) => [`${p}.text.${locale}`, row.text?.[locale] ?? ''])),
  };
}

/** The Products columns and the form fields they fill (the texts: `name.it` → `translations.it.name`). */
function productField(column: string): string | null {
  if (column === 'id' || column === 'parts' || column === 'category' || column === 'price' || column === 'currency') return null;
  const [name, locale] = column.split('.');
  if (locale) return (PRODUCT_TEXTS as readonly string[]).includes(name!) ? `translations.${locale}.${name}` : null;
  return column;
}

/** Where a form field's error lands in the file: its column (a text's `name.ru`), or the Specifications line. */
function productColumnOf(field: string): string {
  const text = /^translations\.(\w+)\.(\w+)/.exec(field);
  if (text) return `${text[2]}.${text[1]}`;
  if (field.startsWith('parts[')) return 'parts';
  if (field === 'priceAmount') return 'price';
  if (field === 'priceCurrency') return 'currency';
  if (field === 'categoryId') return 'category';
  return field;
}

// ---------------------------------------------------------------------------------------------------------
// The plan

type Lookup = {
  categoriesBySlug: Map<string, { id: string; parentId: string | null }>;
  labels: Set<string>;
};

/** Reads every table against the catalogue as `tx` sees it: the report's rows, each with what Apply would write. */
export async function prepare(tx: Tx, sheets: Sheet[], format: 'xlsx' | 'csv'): Promise<{ rows: Prepared[]; refusals: ImportRefusal[] }> {
  const { tables, refusals } = tablesOf(sheets, format);
  const [categories, labels] = await Promise.all([
    tx.category.findMany({ select: { id: true, slug: true, parentId: true } }),
    tx.specLabel.findMany({ select: { key: true } }),
  ]);
  const lookup: Lookup = { categoriesBySlug: new Map(categories.map((c) => [c.slug, { id: c.id, parentId: c.parentId }])), labels: new Set(labels.map((l) => l.key)) };
  const rows: Prepared[] = [];
  const categoryTable = tables.find((t) => t.kind === 'categories');
  const newCategories = new Set<string>();
  if (categoryTable) rows.push(...(await prepareCategories(tx, categoryTable, lookup, newCategories)));
  const productTable = tables.find((t) => t.kind === 'products');
  const specTable = tables.find((t) => t.kind === 'specifications');
  if (productTable || specTable) rows.push(...(await prepareProducts(tx, productTable, specTable, lookup, newCategories)));
  return { rows, refusals };
}

async function prepareCategories(tx: Tx, table: Table, lookup: Lookup, created: Set<string>): Promise<Prepared[]> {
  const seen = new Set<string>();
  const out: Prepared[] = [];
  for (const [index, { number, cells }] of table.sheet.rows.slice(1).entries()) {
    if (index % BREATHE_EVERY === 0) await breathe();
    const cell = cellsOf(table, cells);
    const slug = cell.get('slug') ?? '';
    const line = { entity: 'category' as const, sheet: table.sheet.name, row: number, slug };
    const refuse = (column: string | undefined, reason: string, detail?: string): Prepared => ({ ...line, id: null, version: null, outcome: 'refused', changes: [], refusals: [{ sheet: table.sheet.name, row: number, column, reason, detail }], snapshot: null });
    if (seen.has(slug)) {
      out.push(refuse(columnOf(table, 'slug'), 'import.reasons.duplicateRow'));
      continue;
    }
    seen.add(slug);
    const id = cell.get('id') || null;
    const existing = id ? await tx.category.findUnique({ where: { id }, include: { translations: true } }) : await tx.category.findUnique({ where: { slug }, include: { translations: true } });
    if (id && !existing) {
      out.push(refuse(columnOf(table, 'id'), 'import.reasons.unknownId'));
      continue;
    }
    // Two rows of one item (by id, or an id and a slug): only the first counts.
    if (existing && seen.has(`id:${existing.id}`)) {
      out.push(refuse(columnOf(table, 'id'), 'import.reasons.duplicateRow'));
      continue;
    }
    if (existing) seen.add(`id:${existing.id}`);
    const working = existing ? ((await readDraft(tx, { entity: 'category', entityId: existing.id })) ?? categorySnapshot(existing)) : null;
    const fields: Fields = {
      id: existing?.id ?? '',
      version: existing ? String(existing.version) : '',
      slug: str(working?.fields.slug),
      parentId: str(working?.fields.parentId),
      picture: str(working?.fields.picture),
    };
    for (const locale of LOCALES) for (const name of CATEGORY_TEXTS) fields[`translations.${locale}.${name}`] = str(working?.texts[locale]?.[name]);
    for (const [column, value] of cell) {
      if (column === 'id') continue;
      if (column === 'parent') continue;
      const [name, locale] = column.split('.');
      fields[locale ? `translations.${locale}.${name}` : column] = value;
    }
    // The parent by its slug: a family of the catalogue or of this file.
    let parentSlug: string | null = null;
    if (cell.has('parent')) {
      parentSlug = cell.get('parent') || null;
      const parent = parentSlug ? lookup.categoriesBySlug.get(parentSlug) : undefined;
      if (parentSlug && !parent && !created.has(parentSlug)) {
        out.push(refuse(columnOf(table, 'parent'), 'import.reasons.unknownCategory', parentSlug));
        continue;
      }
      fields.parentId = parent?.id ?? (parentSlug ? `new:${parentSlug}` : '');
    }
    const read = readForm(formData(fields), categoryFormSchema);
    if (!read.ok) {
      out.push({ ...line, id: existing?.id ?? null, version: existing?.version ?? null, outcome: 'refused', changes: [], snapshot: null, refusals: fieldRefusals(read.fieldErrors, (field) => columnOf(table, categoryColumnOf(field)), table.sheet.name, number) });
      continue;
    }
    const other = lookup.categoriesBySlug.get(read.value.slug);
    if (other && other.id !== existing?.id) {
      out.push(refuse(columnOf(table, 'slug'), 'import.reasons.slugOfAnother'));
      continue;
    }
    const snapshot = categoryImportSnapshot(read.value);
    // The category's own rules (a family under a family, a family with children moved under another): Apply would
    // refuse the whole file for them, so the report refuses the row.
    const placement = snapshot.fields.parentId && String(snapshot.fields.parentId).startsWith('new:') ? [] : await checked(() => categoryType.check(tx, existing?.id, snapshot));
    if (placement.length) {
      out.push({ ...line, id: existing?.id ?? null, version: existing?.version ?? null, outcome: 'refused', changes: [], snapshot: null, refusals: placement.map(([field, message]) => ({ sheet: table.sheet.name, row: number, column: columnOf(table, categoryColumnOf(field)), reason: `errors.${message}` })) });
      continue;
    }
    if (!existing) created.add(read.value.slug);
    out.push(outcomeOf(line, existing ? { id: existing.id, version: existing.version } : null, working, snapshot, { parentSlug }));
  }
  return out;
}

const categoryColumnOf = (field: string) => {
  const text = /^translations\.(\w+)\.(\w+)/.exec(field);
  if (text) return `${text[2]}.${text[1]}`;
  return field === 'parentId' ? 'parent' : field;
};

async function prepareProducts(tx: Tx, table: Table | undefined, specs: Table | undefined, lookup: Lookup, newCategories: Set<string>): Promise<Prepared[]> {
  // The Specifications lines by product slug, each with its file row.
  const specLines = new Map<string, { number: number; cell: Map<string, string> }[]>();
  for (const { number, cells } of specs?.sheet.rows.slice(1) ?? []) {
    const cell = cellsOf(specs!, cells);
    const slug = cell.get('product') ?? '';
    specLines.set(slug, [...(specLines.get(slug) ?? []), { number, cell }]);
  }
  const out: Prepared[] = [];
  const seen = new Set<string>();
  const productRows = table?.sheet.rows.slice(1).map(({ number, cells }) => ({ number, cell: cellsOf(table, cells) })) ?? [];
  // A product with lines in Specifications but no row in Products: its rows change, nothing else.
  for (const slug of specLines.keys()) {
    if (!productRows.some((row) => row.cell.get('slug') === slug)) productRows.push({ number: 0, cell: new Map([['slug', slug]]) });
  }
  for (const [index, { number, cell }] of productRows.entries()) {
    if (index % BREATHE_EVERY === 0) await breathe();
    const slug = cell.get('slug') ?? '';
    const sheet = number ? table!.sheet.name : specs!.sheet.name;
    const at = number || specLines.get(slug)![0]!.number;
    const line = { entity: 'product' as const, sheet, row: at, slug };
    const refuse = (column: string | undefined, reason: string, detail?: string): Prepared => ({ ...line, id: null, version: null, outcome: 'refused', changes: [], refusals: [{ sheet, row: at, column, reason, detail }], snapshot: null });
    if (seen.has(slug)) {
      out.push(refuse(table && columnOf(table, 'slug'), 'import.reasons.duplicateRow'));
      continue;
    }
    seen.add(slug);
    const id = cell.get('id') || null;
    const existing = id
      ? await tx.product.findUnique({ where: { id }, include: { translations: { orderBy: { locale: 'asc' } } } })
      : await tx.product.findUnique({ where: { slug }, include: { translations: { orderBy: { locale: 'asc' } } } });
    if (id && !existing) {
      out.push(refuse(table && columnOf(table, 'id'), 'import.reasons.unknownId'));
      continue;
    }
    if (!number && !existing) {
      out.push(refuse(specs && columnOf(specs, 'product'), 'import.reasons.unknownProduct', slug));
      continue;
    }
    if (existing && seen.has(`id:${existing.id}`)) {
      out.push(refuse(table && columnOf(table, 'id'), 'import.reasons.duplicateRow'));
      continue;
    }
    if (existing) seen.add(`id:${existing.id}`);
    const working = existing ? ((await readDraft(tx, { entity: 'product', entityId: existing.id })) ?? productSnapshot(existing)) : null;
    const fields = productFields(working);
    fields.id = existing?.id ?? '';
    fields.version = existing ? String(existing.version) : '';
    for (const [column, value] of cell) {
      const field = productField(column);
      if (field) fields[field] = value;
    }
    if (cell.has('price')) {
      fields.priceMode = cell.get('price') ? 'amount' : 'request';
      fields.priceAmount = cell.get('price')!;
      fields.priceCurrency = cell.get('currency') ?? fields.priceCurrency ?? '';
    } else if (cell.has('currency')) fields.priceCurrency = cell.get('currency')!;
    const refusals: ImportRefusal[] = [];
    let categorySlug: string | undefined;
    if (cell.has('category')) {
      categorySlug = cell.get('category')!;
      const category = lookup.categoriesBySlug.get(categorySlug);
      if (!category && !newCategories.has(categorySlug)) refusals.push({ sheet, row: at, column: table && columnOf(table, 'category'), reason: 'import.reasons.unknownCategory', detail: categorySlug });
      fields.categoryId = category?.id ?? `new:${categorySlug}`;
    }
    if (cell.has('parts')) {
      for (const key of Object.keys(fields)) if (key.startsWith('parts[')) delete fields[key];
      const parts = parseParts(cell.get('parts')!);
      if (!parts) refusals.push({ sheet, row: at, column: table && columnOf(table, 'parts'), reason: 'import.reasons.parts' });
      else parts.forEach((part, i) => Object.assign(fields, Object.fromEntries(Object.entries(part).map(([key, value]) => [`parts[${i}].${key}`, value]))));
    }
    const lines = specLines.get(slug);
    if (specs) {
      // The file's rows replace the product's (a product without lines keeps its rows when the sheet is absent only).
      for (const key of Object.keys(fields)) if (key.startsWith('specRows[')) delete fields[key];
      (lines ?? []).forEach(({ number: specRow, cell: spec }, i) => {
        const key = spec.get('key') ?? '';
        if (key && !lookup.labels.has(key)) refusals.push({ sheet: specs.sheet.name, row: specRow, column: columnOf(specs, 'key'), reason: 'import.reasons.unknownLabel', detail: key });
        Object.assign(fields, specRowFields(i, { key, value: spec.get('value') ?? '', unit: spec.get('unit') ?? '', text: Object.fromEntries(LOCALES.map((locale) => [locale, spec.get(`text.${locale}`) ?? ''])) }));
      });
    }
    const read = readForm(formData(fields), productFormSchema);
    const where = (field: string): { sheet: string; row: number; column?: string } => {
      const spec = /^specRows\[(\d+)\]\.(.+)$/.exec(field);
      if (spec && specs && lines?.[Number(spec[1])]) {
        return { sheet: specs.sheet.name, row: lines[Number(spec[1])]!.number, column: columnOf(specs, spec[2]!) };
      }
      return { sheet, row: at, column: table && columnOf(table, productColumnOf(field)) };
    };
    if (!read.ok) {
      for (const [field, message] of Object.entries(read.fieldErrors)) refusals.push({ ...where(field), reason: `errors.${message}` });
    }
    // Every refusal of the row's own cells: the form's, then the file's own (category, parts, labels).
    if (refusals.length || !read.ok) {
      out.push({ ...line, id: existing?.id ?? null, version: existing?.version ?? null, outcome: 'refused', changes: [], refusals: dedupe(refusals), snapshot: null });
      continue;
    }
    const bySlug = await tx.product.findUnique({ where: { slug: read.value.slug }, select: { id: true } });
    if (bySlug && bySlug.id !== existing?.id) {
      out.push(refuse(table && columnOf(table, 'slug'), 'import.reasons.slugOfAnother'));
      continue;
    }
    const snapshot = productImportSnapshot(read.value, working);
    out.push(outcomeOf(line, existing ? { id: existing.id, version: existing.version } : null, working, snapshot, { categorySlug }));
  }
  return out;
}

/** The field errors of a content type's check (its refusal), or none. */
async function checked(check: () => Promise<void>): Promise<[string, string][]> {
  try {
    await check();
    return [];
  } catch (error) {
    if (error instanceof Refusal) return Object.entries(error.fieldErrors ?? { slug: 'slugTaken' });
    throw error;
  }
}

const dedupe = (refusals: ImportRefusal[]) => [...new Map(refusals.map((r) => [`${r.sheet}:${r.row}:${r.column}:${r.reason}`, r])).values()];

function outcomeOf(
  line: { entity: 'product' | 'category'; sheet: string; row: number; slug: string },
  existing: { id: string; version: number } | null,
  working: Snapshot | null,
  snapshot: Snapshot,
  extra: { parentSlug?: string | null; categorySlug?: string },
): Prepared {
  // A new item's fields are all new: the report names it, it does not list them.
  if (!existing) return { ...line, id: null, version: null, outcome: 'created', changes: [], refusals: [], snapshot, ...extra };
  const changes = diffSnapshots(working, snapshot);
  return { ...line, id: existing.id, version: existing.version, outcome: changes.length ? 'changed' : 'unchanged', changes, refusals: [], snapshot: changes.length ? snapshot : null, ...extra };
}

function fieldRefusals(errors: Record<string, string>, column: (field: string) => string | undefined, sheet: string, row: number): ImportRefusal[] {
  return Object.entries(errors).map(([field, message]) => ({ sheet, row, column: column(field), reason: `errors.${message}` }));
}

function formData(fields: Fields): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

/** The report's rows without what only Apply needs (the snapshots, recomputed then). */
export const reportOf = (rows: Prepared[]): PlanRow[] =>
  rows.map(({ snapshot: _snapshot, parentSlug: _p, categorySlug: _c, ...row }) => row);
