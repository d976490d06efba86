'use server';

import { staffAction } from '@/lib/admin/action';
import { assignFormSchema, eraseFormSchema, noteFormSchema, statusFormSchema } from '@/lib/admin/leads/schema';
import { addLeadNote, assignLead, changeLeadStatus, eraseLead } from '@/lib/admin/leads/service';
import { actorOf } from '@/lib/admin/session';

// The lead page's forms (lib/admin/action.ts); lib/admin/leads audits each change in its transaction.

const leadPage = (input: { leadId: string }) => [`/admin/leads/${input.leadId}`];

export const changeStatusAction = staffAction({
  area: 'leads',
  schema: statusFormSchema,
  run: (input, staff) => changeLeadStatus(actorOf(staff), input.leadId, input.status),
  revalidate: leadPage,
});

/** An assignee who is not a staff member any more is refused on the field. */
export const assignAction = staffAction({
  area: 'leads',
  schema: assignFormSchema,
  run: (input, staff) => assignLead(actorOf(staff), input.leadId, input.assigneeId),
  refused: (refusal) => (refusal.code === 'INVALID' ? { code: 'INVALID', fieldErrors: { assigneeId: 'assignee' } } : { code: refusal.code }),
  revalidate: leadPage,
});

export const addNoteAction = staffAction({
  area: 'leads',
  schema: noteFormSchema,
  run: (input, staff) => addLeadNote(actorOf(staff), input.leadId, input.note),
  revalidate: leadPage,
});

/** Erases the lead once the "I understand" box is ticked, then goes back to the inbox. */
export const eraseAction = staffAction({
  area: 'leads',
  schema: eraseFormSchema,
  run: (input, staff) => eraseLead(actorOf(staff), input.leadId),
  revalidate: ['/admin/leads'],
  done: () => ({ redirect: '/admin/leads?erased=1' }),
});
