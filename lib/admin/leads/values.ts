// The leads' fixed values, without zod: the back office's browser code imports them from here, so the zod chunk
// it shares with the public forms stays as small as theirs (tests/unit/client-imports.test.ts).

export const LEAD_TYPES = ['partner', 'equipment', 'quote'] as const;
export const LEAD_STATUSES = ['new', 'in_progress', 'won', 'lost', 'spam'] as const;
export type LeadTypeValue = (typeof LEAD_TYPES)[number];
export type LeadStatusValue = (typeof LEAD_STATUSES)[number];

/** The assignee filter's value for "nobody". */
export const UNASSIGNED = 'none';
/** The longest note a lead's timeline accepts. */
export const NOTE_MAX = 4000;

export const isStatus = (value: string): value is LeadStatusValue => (LEAD_STATUSES as readonly string[]).includes(value);
