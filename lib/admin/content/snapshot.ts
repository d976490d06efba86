// The one shape in which public content is drafted, versioned and compared: an item's language-neutral fields and
// each language's texts, as plain JSON. Each kind makes its own (its ContentType's `snapshot`, the seeded kinds' in
// ./row-snapshots.ts); the history, the drafts, the preview and the audit log all read this shape. No server code: unit tests import it.

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export type Snapshot = {
  fields: Record<string, Json>;
  /** Each language's texts; a language with no texts at all is absent. */
  texts: Partial<Record<string, Record<string, Json>>>;
};

/** One field that changed: a language-neutral field, or one language's text (`locale` set). */
export type FieldChange = { field: string; locale?: string; before: Json; after: Json };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const keys = (...records: (Record<string, unknown> | undefined)[]) => [...new Set(records.flatMap((r) => Object.keys(r ?? {})))];

/** What differs between two snapshots, field by field and language by language (fields first, then texts by language). */
export function diffSnapshots(before: Snapshot | null, after: Snapshot): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of keys(before?.fields, after.fields)) {
    const was = before?.fields[field] ?? null;
    const is = after.fields[field] ?? null;
    if (!same(was, is)) changes.push({ field, before: was, after: is });
  }
  for (const locale of keys(before?.texts, after.texts)) {
    const was = before?.texts[locale];
    const is = after.texts[locale];
    for (const field of keys(was, is)) {
      if (!same(was?.[field], is?.[field])) changes.push({ field, locale, before: was?.[field] ?? null, after: is?.[field] ?? null });
    }
  }
  return changes;
}

/** A change's key in the audit log's before/after records: the field, or `field.locale` for a language's text. */
export const changeKey = (change: Pick<FieldChange, 'field' | 'locale'>) => (change.locale ? `${change.field}.${change.locale}` : change.field);

/** The audit entry of a set of changes: only what changed, as it was and as it is. */
export function auditChanges(changes: readonly FieldChange[]) {
  return {
    before: Object.fromEntries(changes.map((c) => [changeKey(c), c.before])) as Record<string, Json>,
    after: Object.fromEntries(changes.map((c) => [changeKey(c), c.after])) as Record<string, Json>,
  };
}

/**
 * An audit entry's before/after back as a list of changes, for entries of any age: today's flat keys
 * (`name.ru`) and the older nested records of a language's texts (`translation.ru: { name }`).
 */
export function changesOfEntry(before: unknown, after: unknown): FieldChange[] {
  const flat = (record: unknown): Record<string, Json> => {
    if (!record || typeof record !== 'object' || Array.isArray(record)) return {};
    const out: Record<string, Json> = {};
    for (const [key, value] of Object.entries(record as Record<string, Json>)) {
      const nested = /^translation\.(\w+)$/.exec(key);
      if (nested && value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [field, text] of Object.entries(value)) out[`${field}.${nested[1]}`] = text;
      } else out[key] = value;
    }
    return out;
  };
  const was = flat(before);
  const is = flat(after);
  return keys(was, is).map((key) => {
    const match = /^(.+)\.([a-z]{2})$/.exec(key);
    return { field: match ? match[1]! : key, ...(match ? { locale: match[2] } : {}), before: was[key] ?? null, after: is[key] ?? null };
  });
}
