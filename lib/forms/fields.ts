import * as z from 'zod/mini';
import { routing } from '@/i18n/routing';
import { FORM_LIMITS } from '@/lib/limits';
import type { AddressRule } from './checks';
import { cleanText } from './text';

// Zod compiles object schemas with `new Function` when it may; the site's CSP forbids eval, and zod's probe
// for it would be reported as a violation on every form page. Set before any schema below is built.
z.config({ jitless: true });

// Building blocks of the lead forms' schemas. Every issue's message is one of FIELD_CODES: the server answers
// them as `422 {"error":"VALIDATION_FAILED","fields":{field: CODE}}`, the browser turns them into texts.
// Written with zod/mini (functional checks instead of methods): the forms' pages load a third of classic zod.

export const FIELD_CODES = ['REQUIRED', 'TOO_SHORT', 'TOO_LONG', 'INVALID', 'NOT_FOUND', 'NOT_ACCEPTED', 'CAPTCHA_INVALID'] as const;
export type FieldCode = (typeof FIELD_CODES)[number];
export type FieldErrors = Partial<Record<string, FieldCode>>;

export function isFieldCode(value: unknown): value is FieldCode {
  return (FIELD_CODES as readonly unknown[]).includes(value);
}

/** A missing value is REQUIRED; a value of the wrong type (a number, an object) is INVALID. */
export const typeError = { error: (issue: { input: unknown }) => (issue.input == null ? 'REQUIRED' : 'INVALID') };

/** A visitor's free text: control and direction-override characters removed, then trimmed. */
export const freeText = () => z.pipe(z.string(typeError), z.transform(cleanText));

/** A required text, cleaned, between `min` and `max` characters. */
export function requiredText(min: number, max: number) {
  return z.pipe(freeText(), z.string().check(z.minLength(1, 'REQUIRED'), z.minLength(min, 'TOO_SHORT'), z.maxLength(max, 'TOO_LONG')));
}

/** A trimmed string: a missing value is REQUIRED, another type INVALID. */
export const trimmedText = () => z.string(typeError).check(z.trim());

/** A required e-mail address, judged by `isAddress` (the side's rule: checks.ts). */
export const requiredEmail = (isAddress: AddressRule) =>
  trimmedText().check(
    z.minLength(1, 'REQUIRED'),
    z.maxLength(FORM_LIMITS.email.max, 'TOO_LONG'),
    z.refine((value) => !value || isAddress(value), 'INVALID'),
  );

/** An optional e-mail address: empty or missing gives null, anything else must satisfy `isAddress`. */
export const optionalEmail = (isAddress: AddressRule) =>
  z.pipe(
    z.nullish(
      z.string({ error: 'INVALID' }).check(
        z.trim(),
        z.maxLength(FORM_LIMITS.email.max, 'TOO_LONG'),
        z.refine((value) => !value || isAddress(value), 'INVALID'),
      ),
    ),
    z.transform((value) => value || null),
  );

export const localeField = z._default(z.enum(routing.locales, { error: 'INVALID' }), routing.defaultLocale);

/** The path the form was sent from (`location.pathname`). */
export const sourcePageField = z._default(
  z.string({ error: 'INVALID' }).check(z.trim(), z.maxLength(FORM_LIMITS.sourcePage.max, 'TOO_LONG'), z.regex(/^\/\S*$/, 'INVALID')),
  '/',
);

/**
 * The honeypot: a field people never see. Whatever a bot puts in it is accepted, so the answer does not
 * tell it apart from a person's; a non-empty value marks the submission as spam.
 */
export const honeypotField = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => (value == null ? '' : String(value).trim().slice(0, FORM_LIMITS.honeypot.max))),
);

/** A consent checkbox: only `true` is an agreement (a form action turns the ticked box into true). */
export const acceptedField = z.pipe(
  z.optional(z.boolean({ error: 'NOT_ACCEPTED' })).check(z.refine((value) => value === true, 'NOT_ACCEPTED')),
  z.transform(() => true as const),
);

/**
 * An optional consent box (the newsletter, the transfer to a dealer): never ticked by default, and leaving it
 * empty refuses nothing (152-FZ). Only `true` grants; anything else is read as not ticked.
 */
export const optionalConsentField = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => value === true),
);

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One code per failing field: the first issue the schema reported for it. */
export function fieldErrors(error: z.core.$ZodError): FieldErrors {
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
export function parseBody<S extends z.ZodMiniType>(schema: S, body: unknown): ParseResult<z.output<S>> {
  const result = z.safeParse(schema, isPlainObject(body) ? body : {});
  return result.success ? { ok: true, data: result.data } : { ok: false, fields: fieldErrors(result.error) };
}
