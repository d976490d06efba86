// What a back-office server action answers to its form (useActionState), the same shape on every screen. Read by
// the browser too: no server code here. Made only by lib/admin/action.ts.

/** The codes every form shows from admin.common.errors. */
export type AdminErrorCode = 'INVALID' | 'CONFIRM' | 'CONFLICT' | 'NOT_FOUND' | 'INCOMPLETE' | 'INTERNAL';

/** What the form sent, as Conform read it (`{ it: { spec: [{ label }] } }`): the form shows it again. */
export type FormValues = Record<string, unknown>;

export type AdminActionState =
  | {
      ok: true;
      message?: string;
      /** Set when the form is shown again as it was sent (a "More rows" button), not refilled from the record. */
      values?: FormValues;
      /** A value shown once with the answer (an invitation's link). */
      link?: string;
      at: number;
    }
  | {
      ok: false;
      code: AdminErrorCode;
      /** Field name (as the form names it: `it.spec[0].label`) → message key of the area's `errors`. */
      fieldErrors?: Record<string, string>;
      values?: FormValues;
      /** For INTERNAL: the error report's reference, which the staff member can quote. */
      ref?: string;
      at: number;
    }
  | null;
