import { z } from 'zod';
import { asList, idSchema } from '../form-schema';
import { LEAD_STATUSES, NOTE_MAX } from './values';

// One schema per form of the lead page, read through Conform (lib/admin/form-schema.ts). Error messages are keys
// of admin.leads.errors; a bad lead id is a lead that is not there (NOT_FOUND).

const leadId = idSchema;

const status = z.enum(LEAD_STATUSES, { error: 'status' });
/** An empty assignee means "nobody". */
const assignee = z
  .string('assignee')
  .max(64, 'assignee')
  .transform((value) => value || null)
  .prefault('');

/**
 * The lead card: status, assignee and an optional note, with the status and assignee the card showed (its
 * hidden `seen…` fields), so the save writes only what was changed on it.
 */
export const workFormSchema = z.object({
  leadId,
  status,
  seenStatus: status,
  assigneeId: assignee,
  seenAssigneeId: assignee,
  note: z
    .string()
    .trim()
    .max(NOTE_MAX, { error: 'noteTooLong' })
    .transform((value) => value || null)
    .prefault(''),
});

export const takeFormSchema = z.object({ leadId });

/** A task: what, when (a `datetime-local` value, read in the staff member's zone) and for whom. */
export const taskFormSchema = z.object({
  leadId,
  title: z.string().trim().min(1, 'title').max(200, 'title').prefault(''),
  due: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'due')
    .refine((value) => !Number.isNaN(Date.parse(`${value}:00Z`)), 'due')
    .prefault(''),
  ownerId: z.string().min(1, 'owner').max(64, 'owner').prefault(''),
});

/** Done, or open again. */
export const taskDoneFormSchema = z.object({ taskId: idSchema, done: z.enum(['yes', 'no']) });

/** Merging an earlier lead into this one needs its "I understand" box: the merged lead is gone afterwards. */
export const mergeFormSchema = z.object({
  leadId,
  mergedId: idSchema,
  confirm: z.literal('on', { error: 'confirmMerge' }),
});

const ticked = z.preprocess(asList, z.array(idSchema).min(1, 'noneTicked').max(200, 'noneTicked'));
/** Where the inbox goes back to after a bulk change: its own address with the filter (nothing else). */
const inboxQuery = z
  .string()
  .max(2000)
  .regex(/^(\?[^#]*)?$/)
  .catch('')
  .prefault('');

/** The inbox's ticked rows and what to do with them: `intent` is the button pressed. */
export const bulkFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('status'), ids: ticked, status, query: inboxQuery }),
  z.object({ intent: z.literal('assign'), ids: ticked, assigneeId: assignee, query: inboxQuery }),
]);

/** Erasing needs the "I understand" box ticked: the second step of a destructive action, without scripts. */
export const eraseFormSchema = z.object({
  leadId,
  confirm: z.literal('on', { error: 'confirmErase' }),
});

/** "Save this filter": the inbox's query as the page has it ("?status=new&…"). */
export const saveFilterFormSchema = z.object({ query: z.string().max(2000).regex(/^\?[^#]+$/, 'INVALID') });
