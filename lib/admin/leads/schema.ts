import { z } from 'zod';
import { idSchema } from '../form-schema';
import { LEAD_STATUSES, NOTE_MAX } from './values';

// One schema per form of the lead page, read through Conform (lib/admin/form-schema.ts). Error messages are keys
// of admin.leads.errors; a bad lead id is a lead that is not there (NOT_FOUND).

const leadId = idSchema;

export const statusFormSchema = z.object({
  leadId,
  status: z.enum(LEAD_STATUSES, { error: 'status' }),
});

/** An empty assignee means "nobody". */
export const assignFormSchema = z.object({
  leadId,
  assigneeId: z
    .string('assignee')
    .max(64, 'assignee')
    .transform((value) => value || null)
    .prefault(''),
});

export const noteFormSchema = z.object({
  leadId,
  note: z.string().trim().min(1, { error: 'noteEmpty' }).max(NOTE_MAX, { error: 'noteTooLong' }).prefault(''),
});

/** Erasing needs the "I understand" box ticked: the second step of a destructive action, without scripts. */
export const eraseFormSchema = z.object({
  leadId,
  confirm: z.literal('on', { error: 'confirmErase' }),
});
