import { z } from 'zod';

// One reader for every back-office list's state in the URL (its GET form's fields, its page): the list declares
// a zod object whose fields fall back to their default when malformed (`.catch`), and reads the page's
// searchParams, or a request's URL (the CSV exports), through it. An old or hand-edited link still opens the list.

export type SearchParams = Record<string, string | string[] | undefined> | URLSearchParams;

/** The list's state: for each field of `schema`, the first value of its parameter (an empty one counts as absent). */
export function readSearchParams<Schema extends z.ZodObject>(schema: Schema, params: SearchParams): z.output<Schema> {
  const valueOf = (key: string) => {
    const raw = params instanceof URLSearchParams ? params.get(key) : params[key];
    const first = Array.isArray(raw) ? raw[0] : raw;
    return first === '' || first == null ? undefined : first;
  };
  return schema.parse(Object.fromEntries(Object.keys(schema.shape).map((key) => [key, valueOf(key)])));
}

/** The state as a query string (`?a=1&b=2`, or '' when empty): no empty values, and page 1 is the default. */
export function searchQuery(state: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state)) {
    if (value === undefined || value === null || value === '' || (key === 'page' && Number(value) <= 1)) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A list's order in the URL: a column's key, descending with a leading minus (`sort=-received`). */
export type SortValue<Key extends string = string> = Key | `-${Key}`;

/**
 * The `sort` field of a list's schema: one of `keys` in either direction; a missing or unknown value is
 * `fallback`, so an old link still opens the list in its usual order.
 */
export function sortField<const Key extends string>(keys: readonly [Key, ...Key[]], fallback: SortValue<Key>) {
  const values: string[] = keys.flatMap((key) => [key, `-${key}`]);
  return z
    .string()
    .catch(fallback)
    .transform((value) => (values.includes(value) ? value : fallback) as SortValue<Key>);
}

/** The column and the direction a sort value names. */
export function sortOrder<Key extends string>(value: SortValue<Key>): { key: Key; dir: 'asc' | 'desc' } {
  return value.startsWith('-') ? { key: value.slice(1) as Key, dir: 'desc' } : { key: value as Key, dir: 'asc' };
}

type SortKey = string | number | null;

/**
 * A short list ordered in memory by `value`: `by` gives each column's key of a row (several keys compare in
 * turn); text compares in the reader's language, numbers as numbers, empty values last. Ties keep the order
 * the rows came in, so the query's own order is the second key.
 */
export function sortRows<Row, Key extends string>(rows: readonly Row[], value: SortValue<Key>, by: Record<Key, (row: Row) => SortKey | SortKey[]>, locale: string): Row[] {
  const { key, dir } = sortOrder(value);
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sign = dir === 'asc' ? 1 : -1;
  const empty = (value: SortKey) => value === null || value === '' || (typeof value === 'number' && Number.isNaN(value));
  const one = (a: SortKey, b: SortKey) => {
    if (a === b || (empty(a) && empty(b))) return 0;
    if (empty(a)) return 1;
    if (empty(b)) return -1;
    return sign * (typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b)));
  };
  const keyOf = (row: Row) => [by[key](row)].flat();
  return rows
    .map((row, index) => ({ row, index, keys: keyOf(row) }))
    .sort((a, b) => a.keys.reduce<number>((found, k, i) => found || one(k, b.keys[i] ?? null), 0) || a.index - b.index)
    .map(({ row }) => row);
}
