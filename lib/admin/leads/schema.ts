import { z } from 'zod';
import { LEAD_STATUSES, NOTE_MAX } from './values';

// One schema per form of the lead page. Error messages are keys of admin.leads.errors.

const leadId = z.string().min(1).max(64);

export const statusFormSchema = z.object({
  leadId,
  status: z.enum(LEAD_STATUSES, { error: 'status' }),
});

/** An empty assignee means "nobody". */
export const assignFormSchema = z.object({
  leadId,
  assigneeId: z
    .string()
    .max(64)
    .transform((value) => value || null),
});

export const noteFormSchema = z.object({
  leadId,
  note: z.string().trim().min(1, { error: 'noteEmpty' }).max(NOTE_MAX, { error: 'noteTooLong' }),
});

/** Erasing needs the "I understand" box ticked: the second step of a destructive action, without scripts. */
export const eraseFormSchema = z.object({
  leadId,
  confirm: z.literal('on', { error: 'confirmErase' }),
});

/** A form's fields as a plain object for safeParse (unchecked boxes are absent, as the browser sends them). */
export function formFields(formData: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === 'string' && !key.startsWith('$ACTION')) fields[key] = value;
  return fields;
}
