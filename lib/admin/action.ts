import 'server-only';
import * as Sentry from '@sentry/nextjs';
import { randomUUID } from 'node:crypto';
import { revalidatePath } from 'next/cache';
import { redirect, unstable_rethrow } from 'next/navigation';
import type { z } from 'zod';
import type { AdminActionState, AdminErrorCode, FormValues } from './action-state';
import { sentForm } from '@/lib/http/action-guard';
import { readForm } from './form-schema';
import type { Refused } from './refusal';
import type { Area } from './roles';
import { requireStaffAction, type Staff } from './session';

// The one shape of a back-office server action (docs/architecture.md). `staffAction({...})` gives the function a
// form calls, which always:
//   1. checks the Origin, the session and the role (403 or 401 and nothing changed otherwise);
//   2. reads the FormData with the form's one schema through Conform (field names are schema paths:
//      `translations.it.name`, `parts[1].w`), answering INVALID with each field's message key;
//   3. runs the area's command, whose refusal (lib/admin/refusal.ts) becomes the form's typed answer;
//   4. on success revalidates what the action declares, then stays with a message or goes to another page;
//   5. reports an unexpected error to Sentry and answers INTERNAL with the report's reference.
//
// A schema message that is one of FORM_CODES (`NOT_FOUND` for a bad id, `CONFIRM` for an unticked confirmation
// on a server page) is the answer for the whole form; any other is the message key of its field.
//
// The function works both ways a form calls it: `useActionState(action, null)` in a client form (the answer is
// the form's state) and `<form action={action}>` on a server page, where every answer is a redirect (`back`).

type Ok = { ok: true };
// NoInfer: the outcome's type is the command's (`run`), never guessed from the callbacks that read it.
type Failed<Outcome> = NoInfer<Extract<Outcome, { ok: false }>>;
type Succeeded<Outcome> = NoInfer<Extract<Outcome, Ok>>;

/** What a form that stays on its page shows after a success. */
type Stay = { redirect?: undefined; message?: string; link?: string };

export type StaffActionSpec<Schema extends z.ZodType, Outcome extends Ok | Refused<string>> = {
  /** Who may: the area(s) whose role the action needs; 'account' for any signed-in staff member. */
  area: Area | 'account' | readonly Area[];
  /** The form's one schema (lib/admin/<area>/schema.ts), read from the FormData by Conform. */
  schema: Schema;
  /** The change: a command of lib/admin/<area>/ that answers ok or a refusal (lib/admin/refusal.ts). */
  run: (input: z.output<Schema>, staff: Staff) => Promise<Outcome>;
  /** The paths (with everything below them) the change makes stale, revalidated after it succeeded. */
  revalidate: readonly string[] | ((input: z.output<Schema>, result: Succeeded<Outcome>) => readonly string[]);
  /** After a success: a page to go to (`{ redirect }`) or what the form shows. Default: "Saved". */
  done?: (result: Succeeded<Outcome>, input: z.output<Schema>, staff: Staff) => { redirect: string } | Stay | Promise<{ redirect: string } | Stay>;
  /** How a refusal reads on the form. Default: the common codes as they are; any other code is INVALID on `form`. */
  refused?: (refusal: Failed<Outcome>) => { code: AdminErrorCode; fieldErrors?: Record<string, string> };
  /**
   * For forms on server pages (no form state): where an answer that is not a success goes, with its code
   * (INVALID, CONFIRM, NOT_FOUND, CONFLICT, INTERNAL or the command's own; `refused` is not used then), and
   * `&ref=` for INTERNAL. `sent` is what the form sent. A server page's form needs it: without it, a refusal
   * would answer a state that nobody reads.
   */
  back?: (code: string, sent: FormValues) => string;
  /**
   * A submit button that only shows the form again as it was sent, more empty rows and all (`name="intent"`
   * with this value): nothing is checked or saved. Its message is computed on the server.
   */
  redisplay?: { intent: string; message: (staff: Staff) => Promise<string> };
};

/** A form's action: `<form action={…}>` on a server page, or `useActionState(…, null)` in a client form. */
export type StaffAction = {
  (formData: FormData): Promise<void>;
  (state: AdminActionState, formData: FormData): Promise<AdminActionState>;
};

const COMMON_CODES: readonly string[] = ['INVALID', 'CONFIRM', 'CONFLICT', 'NOT_FOUND', 'INCOMPLETE', 'INTERNAL'] satisfies AdminErrorCode[];

function defaultRefused(refusal: Refused<string>): { code: AdminErrorCode; fieldErrors?: Record<string, string> } {
  if (COMMON_CODES.includes(refusal.code)) return { code: refusal.code as AdminErrorCode, fieldErrors: refusal.fieldErrors };
  return { code: 'INVALID', fieldErrors: { form: refusal.code, ...refusal.fieldErrors } };
}

/** Logs an unexpected error and reports it; the reference is what the form shows and Sentry files it under. */
export function reportActionError(error: unknown, action: string): string {
  const ref = randomUUID().slice(0, 8);
  console.error(`[admin action] ${action} failed (ref ${ref}):`, error);
  Sentry.captureException(error, { tags: { adminAction: action, ref } });
  return ref;
}

export function staffAction<Schema extends z.ZodType, Outcome extends Ok | Refused<string>>(spec: StaffActionSpec<Schema, Outcome>): StaffAction {
  async function action(stateOrData: AdminActionState | FormData, maybeFormData?: FormData): Promise<AdminActionState> {
    const areas = typeof spec.area === 'string' ? [spec.area] : spec.area;
    let staff: Staff | undefined;
    for (const area of areas) staff = await requireStaffAction(area);
    if (!staff) throw new TypeError('a staff action names its area');
    // Called by its id with something else than a form (a crafted request): read as an empty form, so refused.
    const formData = sentForm(stateOrData instanceof FormData ? stateOrData : maybeFormData);

    const now = Date.now();
    const failure = (code: string, fieldErrors: Record<string, string> | undefined, sent: FormValues, ref?: string): AdminActionState => {
      if (spec.back) {
        const [target, fragment] = spec.back(code, sent).split('#');
        const withRef = ref ? `${target}${target!.includes('?') ? '&' : '?'}ref=${ref}` : target;
        redirect(fragment ? `${withRef}#${fragment}` : withRef!);
      }
      const shown: AdminErrorCode = COMMON_CODES.includes(code) ? (code as AdminErrorCode) : 'INVALID';
      return { ok: false, code: shown, ...(fieldErrors && Object.keys(fieldErrors).length ? { fieldErrors } : {}), values: sent, ...(ref ? { ref } : {}), at: now };
    };

    const reading = readForm(formData, spec.schema);
    const sent = reading.sent;
    if (spec.redisplay && formData.get('intent') === spec.redisplay.intent) {
      return { ok: true, message: await spec.redisplay.message(staff), values: sent, at: now };
    }
    if (!reading.ok) return failure(reading.code, reading.fieldErrors, sent);

    const input = reading.value;
    let outcome: { redirect: string } | Stay;
    try {
      const result = await spec.run(input, staff);
      if (!result.ok) {
        const refusal = result as Failed<Outcome>;
        if (spec.back) return failure(refusal.code, undefined, sent);
        const shown = spec.refused ? spec.refused(refusal) : defaultRefused(refusal);
        return failure(shown.code, shown.fieldErrors, sent);
      }
      const success = result as Succeeded<Outcome>;
      const paths = typeof spec.revalidate === 'function' ? spec.revalidate(input, success) : spec.revalidate;
      for (const path of paths) revalidatePath(path, 'layout');
      outcome = (await spec.done?.(success, input, staff)) ?? {};
    } catch (error) {
      unstable_rethrow(error);
      return failure('INTERNAL', undefined, sent, reportActionError(error, areas.join(',')));
    }
    if (outcome.redirect !== undefined) redirect(outcome.redirect);
    return { ok: true, ...outcome, at: now };
  }
  // Called from a server page's form, the answer (always a redirect there) is not read.
  return action as StaffAction;
}
