import type { Price } from '@/lib/catalogue/price';
import type { FieldErrors } from './fields';

// What a form's server action answers (React's useActionState keeps it). Values travel back on failure, so a
// form sent without JavaScript renders again with what the visitor typed; secrets (a captcha answer) never do.

export type FormValues = Record<string, string | boolean>;

/**
 * A failure that is not about one field: too many attempts, something broke on our side, or (in the browser)
 * the request never got an answer.
 */
export type FormFailure = 'TOO_MANY_REQUESTS' | 'ACCESS_DENIED_NO_CORS' | 'INTERNAL_SERVER_ERROR' | 'NETWORK_ERROR' | 'QUOTE_EMPTY';

/** What the visitor keeps from a stored request: its number and, for a quote, the total of the priced lines. */
export type Receipt = { number: string; total?: Price | null; unpriced?: number };

/** `Values` names the form's fields (its schema's input), so the form can take them back as they are. */
export type FormState<Code extends string = string, Values = FormValues> =
  | { status: 'idle' }
  | { status: 'success'; code: Code; attempt: number; receipt?: Receipt }
  | { status: 'invalid'; fields: FieldErrors; values: Values; attempt: number }
  | { status: 'failed'; code: FormFailure; values?: Values; attempt: number };

export const IDLE = { status: 'idle' } as const;

/** How many times this form was sent, counting the answer now being made (a new captcha image per attempt). */
export function nextAttempt(previous: { status: string; attempt?: number } | null | undefined): number {
  // An action called by its id may come without a previous state (or with anything): a first attempt.
  if (!previous || typeof previous !== 'object' || previous.status === 'idle') return 1;
  return typeof previous.attempt === 'number' && Number.isInteger(previous.attempt) ? previous.attempt + 1 : 1;
}

/**
 * A submitted form's fields as a plain object: text as typed, checkboxes (which send "on" when ticked and
 * nothing otherwise) as booleans, React's own `$ACTION_…` fields left out.
 */
export function formValues(formData: FormData, checkboxes: readonly string[] = []): FormValues {
  const values: FormValues = {};
  for (const [key, value] of formData) {
    if (key.startsWith('$ACTION_') || typeof value !== 'string') continue;
    values[key] = value;
  }
  for (const name of checkboxes) values[name] = formData.get(name) === 'on' || formData.get(name) === 'true';
  return values;
}

/** The values to show again, without the fields that must be typed anew. */
export function keptValues(values: FormValues, omit: readonly string[]): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !omit.includes(key)));
}
