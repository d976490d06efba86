import type { SpecCell, SpecSection } from './spec-rows';
import { SPEC_GROUPS, type SpecGroup } from './units';

// The comparison page's rules (app/[locale]/product/compare): which slugs of the URL are compared, and how the
// specification tables of several products (each built by specSections) line up into one table.

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
/** Slugs of one URL that are looked up at most (a longer list is cut before it reaches the database). */
export const COMPARE_LOOKUP_MAX = 12;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type CompareView = { hideEqual: boolean; sharedOnly: boolean };
export type CompareRequest = CompareView & { slugs: string[] };

type Params = Record<string, string | string[] | undefined>;

/**
 * The URL's state: `items=a,b,c` (repeated `items` too, as the page's GET form sends them), `diff=1` hides equal
 * rows, `shared=1` hides rows that not every product has. Slugs are kept in order, once each, and only when they
 * could be a slug at all.
 */
export function readCompareParams(params: Params): CompareRequest {
  const all = (key: string) => [params[key] ?? []].flat();
  const slugs = [...new Set(all('items').flatMap((value) => value.split(',')).map((slug) => slug.trim().toLowerCase()))].filter(
    (slug) => slug.length <= 120 && SLUG.test(slug),
  );
  return { slugs: slugs.slice(0, COMPARE_LOOKUP_MAX), hideEqual: all('diff').includes('1'), sharedOnly: all('shared').includes('1') };
}

/** The query of a comparison: "?items=a,b&diff=1" (slugs need no escaping). */
export function compareQuery(slugs: readonly string[], view: Partial<CompareView> = {}): string {
  return `?items=${slugs.join(',')}${view.hideEqual ? '&diff=1' : ''}${view.sharedOnly ? '&shared=1' : ''}`;
}

/** One line of the comparison: one cell per product, null where the product has no such row. */
export type CompareRow = {
  label: string;
  cells: (SpecCell | null)[];
  /** Not every product has the same value (a missing row differs from any value): "hide equal rows" keeps it. */
  differs: boolean;
  /** Two of the products that have the row give different values: the table highlights it. */
  valuesDiffer: boolean;
  /** Every product has the row. */
  shared: boolean;
};
export type CompareSection = { group: SpecGroup; rows: CompareRow[] };

const sameCell = (a: SpecCell | null, b: SpecCell | null) => a !== null && b !== null && a.value === b.value && a.unit === b.unit && a.alt === b.alt;

/**
 * The products' specification rows (each product's sections from specSections) side by side. A row is one
 * (group, key): the n-th row with a key in a group meets the n-th row with that key of another product. The key is
 * the row's quantity (SpecCell.key: a technical field, a dictionary key, a part), so two products whose labels
 * were edited apart still meet; a row without one (a language's own row) is keyed by its label.
 * Groups keep the table's order. Rows keep the order of the first product that has them: a row only a later
 * product has comes right after the row it follows in that product. Within a group, the rows every product
 * has come first, then the others (products of different families compare on what they share).
 */
export function alignSpecRows(tables: readonly (readonly SpecSection[])[]): CompareSection[] {
  const sections: CompareSection[] = [];
  for (const group of SPEC_GROUPS) {
    const keyed = tables.map((sections) => withKeys(sections.find((section) => section.group === group)?.rows ?? []));
    const order: string[] = [];
    const labels = new Map<string, string>();
    for (const rows of keyed) {
      let after = -1;
      for (const [key, row] of rows) {
        const at = order.indexOf(key);
        if (at >= 0) {
          after = at;
          continue;
        }
        order.splice(after + 1, 0, key);
        labels.set(key, row.label);
        after += 1;
      }
    }
    if (!order.length) continue;
    const rows = order.map((key): CompareRow => {
      const cells = keyed.map((rows) => rows.get(key) ?? null);
      const first = cells[0] ?? null;
      const present = cells.filter((cell) => cell !== null);
      return {
        label: labels.get(key)!,
        cells,
        differs: cells.some((cell) => !sameCell(cell, first)),
        valuesDiffer: present.some((cell) => !sameCell(cell, present[0]!)),
        shared: cells.every((cell) => cell !== null),
      };
    });
    sections.push({ group, rows: [...rows.filter((row) => row.shared), ...rows.filter((row) => !row.shared)] });
  }
  return sections;
}

/** A product's rows of one group by key: its key (else "label:" and its label), and "#2" for the key's second row in the group. */
function withKeys(rows: readonly SpecCell[]): Map<string, SpecCell> {
  const seen = new Map<string, number>();
  const keyed = new Map<string, SpecCell>();
  for (const row of rows) {
    const key = row.key ?? `label:${row.label}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    keyed.set(n === 1 ? key : `${key}#${n}`, row);
  }
  return keyed;
}

/** The sections as a view shows them: without equal rows, or without rows only some products have. */
export function visibleSections(sections: readonly CompareSection[], view: CompareView): CompareSection[] {
  return sections
    .map(({ group, rows }) => ({ group, rows: rows.filter((row) => (!view.hideEqual || row.differs) && (!view.sharedOnly || row.shared)) }))
    .filter((section) => section.rows.length > 0);
}
