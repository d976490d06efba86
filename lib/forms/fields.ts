import { z } from 'zod';
import { routing } from '@/i18n/routing';
import { FORM_LIMITS } from '@/lib/limits';
import { cleanText, isDeliverableAddress } from './text';

// Building blocks of the lead forms' schemas. Every issue's message is one of FIELD_CODES: the server answers
// them as `422 {"error":"VALIDATION_FAILED","fields":{field: CODE}}`, the browser turns them into texts.

export const FIELD_CODES = ['REQUIRED', 'TOO_SHORT', 'TOO_LONG', 'INVALID', 'NOT_FOUND', 'NOT_ACCEPTED', 'CAPTCHA_INVALID'] as const;
export type FieldCode = (typeof FIELD_CODES)[number];
export type FieldErrors = Partial<Record<string, FieldCode>>;

export function isFieldCode(value: unknown): value is FieldCode {
  return (FIELD_CODES as readonly unknown[]).includes(value);
}

/** A missing value is REQUIRED; a value of the wrong type (a number, an object) is INVALID. */
export const typeError = { error: (issue: { input: unknown }) => (issue.input == null ? 'REQUIRED' : 'INVALID') };

/** A visitor's free text: control and direction-override characters removed, then trimmed. */
export const freeText = () => z.string(typeError).transform(cleanText);

/** A required text, cleaned, between `min` and `max` characters. */
export function requiredText(min: number, max: number) {
  return freeText().pipe(z.string().min(1, 'REQUIRED').min(min, 'TOO_SHORT').max(max, 'TOO_LONG'));
}

export const requiredEmail = z
  .string(typeError)
  .trim()
  .min(1, 'REQUIRED')
  .max(FORM_LIMITS.email.max, 'TOO_LONG')
  .refine((value) => !value || isDeliverableAddress(value), 'INVALID');

/** Optional e-mail: empty or missing gives null, anything else must be an address. */
export const optionalEmail = z
  .string({ error: 'INVALID' })
  .trim()
  .max(FORM_LIMITS.email.max, 'TOO_LONG')
  .refine((value) => !value || isDeliverableAddress(value), 'INVALID')
  .nullish()
  .transform((value) => value || null);

export const localeField = z.enum(routing.locales, { error: 'INVALID' }).default(routing.defaultLocale);

/** The path the form was sent from (`location.pathname`). */
export const sourcePageField = z
  .string({ error: 'INVALID' })
  .trim()
  .max(FORM_LIMITS.sourcePage.max, 'TOO_LONG')
  .regex(/^\/\S*$/, 'INVALID')
  .default('/');

/**
 * The honeypot: a field people never see. Whatever a bot puts in it is accepted, so the answer does not
 * tell it apart from a person's; a non-empty value marks the submission as spam.
 */
export const honeypotField = z
  .unknown()
  .optional()
  .transform((value) => (value == null ? '' : String(value).trim().slice(0, FORM_LIMITS.honeypot.max)));

/** A consent checkbox: only `true` is an agreement (a form action turns the ticked box into true). */
export const acceptedField = z
  .boolean({ error: 'NOT_ACCEPTED' })
  .optional()
  .refine((value) => value === true, 'NOT_ACCEPTED')
  .transform(() => true as const);

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One code per failing field: the first issue the schema reported for it. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || field in fields) continue;
    fields[field] = isFieldCode(issue.message) ? issue.message : 'INVALID';
  }
  return fields;
}

export type ParseResult<T> = { ok: true; data: T } | { ok: false; fields: FieldErrors };

/** Parses a request body: anything but a JSON object is read as an empty one (every required field missing). */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): ParseResult<z.output<S>> {
  const result = schema.safeParse(isPlainObject(body) ? body : {});
  return result.success ? { ok: true, data: result.data } : { ok: false, fields: fieldErrors(result.error) };
}
