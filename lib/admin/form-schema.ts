import { parseWithZod } from '@conform-to/zod/v4';
import { z } from 'zod';
import type { FormValues } from './action-state';

export type { FormValues };

// How a back-office form is read: Conform turns the FormData into the shape of the form's one schema (a field
// named `translations.it.specifications[0].label` is `{ translations: { it: { specifications: [{ label }] } } }`),
// then the schema checks it. The pieces every form uses are here. Server-side and in tests only: the back
// office's browser code never loads zod.
//
// A message that is one of FORM_CODES answers for the whole form (a bad id is NOT_FOUND, an unticked
// confirmation on a server page CONFIRM); any other is the message key of its field, shown beside it.

/** The schema messages that answer for the whole form rather than one field. */
export const FORM_CODES = ['NOT_FOUND', 'INVALID', 'CONFIRM'] as const;

export type FormReading<Output> =
  | { ok: true; value: Output; sent: FormValues }
  | { ok: false; code: string; fieldErrors: Record<string, string>; sent: FormValues };

/**
 * No form of ours has a list of more than a few hundred rows, or a thousand fields. A crafted `parts[4294967294].w`
 * would otherwise make Conform build a list of four billion empty rows and zod check each one: the server's memory
 * would run out before the list's own `.max()` is reached.
 */
const MAX_LIST_INDEX = 999;
const MAX_FIELDS = 5000;

/** The form's entries fit to be read, without Conform's own control fields (no form of ours sends them); else null. */
function bounded(formData: FormData): FormData | null {
  const kept = new FormData();
  let fields = 0;
  for (const [name, value] of formData) {
    if ((fields += 1) > MAX_FIELDS) return null;
    if (name === '__intent__' || name === '__state__') continue;
    for (const [, index] of name.matchAll(/\[(\d+)\]/g)) if (Number(index) > MAX_LIST_INDEX) return null;
    kept.append(name, value);
  }
  return kept;
}

/** Reads a form with its schema: the value, or INVALID with each field's first message (or a form's code). */
export function readForm<Schema extends z.ZodType>(formData: FormData, schema: Schema): FormReading<z.output<Schema>> {
  const entries = bounded(formData);
  if (!entries) return { ok: false, code: 'INVALID', fieldErrors: {}, sent: {} };
  // Conform's own coercion is off: the schemas read the strings the form sends, as the browser's check does.
  const submission = parseWithZod(entries, { schema, disableAutoCoercion: true });
  const sent = (submission.payload ?? {}) as FormValues;
  if (submission.status === 'success') return { ok: true, value: submission.value, sent };
  const fieldErrors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(submission.error ?? {})) {
    const message = messages?.[0];
    if (!message) continue;
    if ((FORM_CODES as readonly string[]).includes(message)) return { ok: false, code: message, fieldErrors: {}, sent };
    fieldErrors[field] = message;
    // A bad item of a list (`productIds[3]`) is shown on the list, where the form shows its errors.
    const list = field.replace(/\[\d+\]$/, '');
    if (list !== field) fieldErrors[list] ??= message;
  }
  return { ok: false, code: 'INVALID', fieldErrors, sent };
}

/** A text field, trimmed; a field the form did not send reads as empty. */
export const text = (max: number) => z.string().trim().max(max, 'tooLong').prefault('');
export const requiredText = (max: number) => z.string().trim().max(max, 'tooLong').min(1, 'required').prefault('');

/** A checkbox: sent ("on") or not; code that builds the input itself may pass a boolean. */
export const checkbox = z
  .union([z.string(), z.boolean()])
  .optional()
  .transform((value) => value !== undefined && value !== false);

/** A group of checkboxes or a multiple select sends none, one or several values: always a list here. */
export const asList = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
export const many = <Item extends z.ZodType>(item: Item) => z.preprocess(asList, z.array(item));

/** A record's id (a cuid or a UUID): one that cannot be a record's is a record that is not there. */
export const idSchema = z.string('NOT_FOUND').min(1, 'NOT_FOUND').max(64, 'NOT_FOUND');

/** The version a form was read at (the optimistic lock): a save from an older one is refused with CONFLICT. */
export const versionSchema = z.coerce.number('INVALID').int('INVALID').min(1, 'INVALID');

/** The id and version of a form that also creates (empty for a new record). */
export const newOrIdSchema = z
  .string()
  .max(64, 'NOT_FOUND')
  .optional()
  .transform((value) => value || undefined);
export const newOrVersionSchema = z
  .string()
  .optional()
  .transform((value) => (value ? Number(value) : undefined))
  .pipe(z.number('INVALID').int('INVALID').min(1, 'INVALID').optional());

/** The "I understand" box of a destructive action, whose form answers with `code` when it is not ticked. */
export const confirmed = (message = 'CONFIRM') => z.literal('yes', message);
