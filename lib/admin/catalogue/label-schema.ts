import { z } from 'zod';
import { SPEC_GROUPS, UNIT_CODES } from '@/lib/catalogue/units';
import { LOCALES } from './values';

// The label dictionary's one form (issue 34, item 1), read by its action through Conform (field names `key`, `group`,
// `unit`, `text.it`…) and checked again by lib/admin/catalogue/labels.ts. Messages are keys of admin.catalogue.errors.

/** A label's key: a camelCase name ("soundOutdoor") that product rows and spreadsheets refer to. */
export const LABEL_KEY = /^[a-z][a-zA-Z0-9]{1,59}$/;
export const LABEL_TEXT_MAX = 160;

const text = z.string().trim().max(LABEL_TEXT_MAX, 'tooLong').prefault('');

export const labelFormSchema = z
  .object({
    /** A new label, or a change to an existing one (whose key never changes: rows name it). */
    mode: z.enum(['create', 'update'], 'INVALID'),
    key: z.string().trim().regex(LABEL_KEY, 'labelKey').prefault(''),
    /** The label's updatedAt as the edit form read it: a save over someone else's is refused (CONFLICT). */
    updatedAt: z.union([z.literal(''), z.iso.datetime()], 'INVALID').prefault(''),
    group: z.enum(SPEC_GROUPS, 'choose'),
    unit: z.union([z.enum(UNIT_CODES), z.literal('')], 'choose').prefault(''),
    // Italian is the source: required. Russian and English may wait for their translator (the list flags them).
    text: z.object({ it: z.string().trim().max(LABEL_TEXT_MAX, 'tooLong').min(1, 'required').prefault(''), ru: text, en: text }).prefault({}),
  })
  .refine((label) => label.mode === 'create' || label.updatedAt !== '', { message: 'INVALID', path: ['updatedAt'] });

export type LabelInput = z.output<typeof labelFormSchema>;

/** The dictionary list's URL state: every label, or those lacking a translation (any, or one language). */
export const labelListQuerySchema = z.object({ missing: z.enum(['', 'any', ...LOCALES]).catch('') });

// The label forms are plain forms on server pages (they answer by redirect): after a refusal the action carries what
// was sent back in the page's query, and the page shows it again, with each field's message, so nothing typed is lost.

/** A label form's fields as they travel in a query (`it` for `text.it`). */
export type LabelFormValues = { key: string; group: string; unit: string; it: string; ru: string; en: string };
const QUERY_FIELDS = ['key', 'group', 'unit', ...LOCALES] as const;
/** Longer than any valid value: a crafted form cannot make the redirect's address grow without end. */
const QUERY_VALUE_MAX = 200;

/** What a label form sent (Conform's payload: `{ key, text: { it } }`), as query parameters. */
export function labelValuesQuery(sent: Record<string, unknown>): string {
  const texts = (sent.text && typeof sent.text === 'object' ? sent.text : {}) as Record<string, unknown>;
  const query = new URLSearchParams();
  for (const field of QUERY_FIELDS) {
    const value = (LOCALES as readonly string[]).includes(field) ? texts[field] : sent[field];
    if (typeof value === 'string' && value !== '') query.set(field, value.slice(0, QUERY_VALUE_MAX));
  }
  return query.toString();
}

/** The values a refused form sent back in the page's query, or null when it carries none. */
export function labelValuesOf(params: Record<string, string | string[] | undefined>): LabelFormValues | null {
  const read = (name: string) => [params[name]].flat()[0] ?? '';
  if (!QUERY_FIELDS.some((field) => read(field) !== '')) return null;
  return Object.fromEntries(QUERY_FIELDS.map((field) => [field, read(field)])) as LabelFormValues;
}

/** The message key of each field the form's schema refuses in `values` (`text.ru`: 'tooLong'). */
export function labelFieldErrors(mode: 'create' | 'update', values: LabelFormValues): Record<string, string> {
  const parsed = labelFormSchema.safeParse({
    mode,
    key: values.key,
    // The edit form's stamp is not carried back: only the fields a person typed are checked here.
    updatedAt: mode === 'update' ? new Date(0).toISOString() : '',
    group: values.group,
    unit: values.unit,
    text: { it: values.it, ru: values.ru, en: values.en },
  });
  return parsed.success ? {} : firstMessages(parsed.error);
}

/** Each field's first message, by its form name (`text.it`), as readForm gives them. */
export const firstMessages = (error: z.ZodError): Record<string, string> =>
  Object.fromEntries(error.issues.map((issue) => [issue.path.join('.'), issue.message]).reverse());
