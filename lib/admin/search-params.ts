import type { z } from 'zod';

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
