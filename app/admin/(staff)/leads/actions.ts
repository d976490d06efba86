'use server';

import { staffAction } from '@/lib/admin/action';
import { bulkFormSchema, eraseFormSchema, mergeFormSchema, saveFilterFormSchema, takeFormSchema, taskDoneFormSchema, taskFormSchema, workFormSchema } from '@/lib/admin/leads/schema';
import { changeLeads, eraseLead, mergeLeads, saveLeadFilter, takeLead, workLead } from '@/lib/admin/leads/service';
import { actorOf } from '@/lib/admin/session';
import { addTask, setTaskDone } from '@/lib/admin/leads/tasks';
import { zonedMoment } from '@/lib/admin/time-zone';

// The leads' forms (lib/admin/action.ts); lib/admin/leads audits each change in its transaction.

const leadPage = (input: { leadId: string }) => [`/admin/leads/${input.leadId}`];

/** The lead card's one save: status, assignee, note. An assignee who may not work leads is refused on the field. */
export const workLeadAction = staffAction({
  area: 'leads',
  schema: workFormSchema,
  run: (input, staff) => workLead(actorOf(staff), input.leadId, input),
  revalidate: leadPage,
});

export const takeLeadAction = staffAction({
  area: 'leads',
  schema: takeFormSchema,
  run: (input, staff) => takeLead(actorOf(staff), input.leadId),
  revalidate: leadPage,
});

/** A task on the lead; its time is read in the staff member's zone. */
export const addTaskAction = staffAction({
  area: 'leads',
  schema: taskFormSchema,
  run: (input, staff) => {
    const [day, time] = input.due.split('T') as [string, string];
    return addTask(actorOf(staff), input.leadId, { ownerId: input.ownerId, title: input.title, dueAt: zonedMoment(day, time, staff.timeZone) });
  },
  revalidate: leadPage,
});

export const taskDoneAction = staffAction({
  area: 'leads',
  schema: taskDoneFormSchema,
  run: (input, staff) => setTaskDone(actorOf(staff), input.taskId, input.done === 'yes'),
  revalidate: ['/admin/leads', '/admin'],
});

/** Merges an earlier lead of the same customer into this one (its lines, timeline and mails come here). */
export const mergeLeadAction = staffAction({
  area: 'leads',
  schema: mergeFormSchema,
  run: (input, staff) => mergeLeads(actorOf(staff), input.leadId, input.mergedId),
  refused: (refusal) => {
    const reason = refusal.fieldErrors?.form;
    if (refusal.code !== 'INVALID') return { code: refusal.code };
    return { code: 'INVALID', fieldErrors: { confirm: reason === 'bothDealers' || reason === 'notDuplicate' ? reason : 'sameLead' } };
  },
  revalidate: ['/admin/leads'],
});

/** The inbox's bulk status and bulk assignment, a plain form that goes back to the inbox as it was filtered. */
export const bulkLeadsAction = staffAction({
  area: 'leads',
  schema: bulkFormSchema,
  run: (input, staff) => changeLeads(actorOf(staff), input.ids, input.intent === 'status' ? { status: input.status } : { assigneeId: input.assigneeId }),
  revalidate: ['/admin/leads'],
  done: (result, input) => ({ redirect: `/admin/leads${withParam(input.query, 'changed', String(result.changed))}` }),
  back: (code, sent) => `/admin/leads${withParam(typeof sent.query === 'string' && sent.query.startsWith('?') ? sent.query : '', 'bulkError', code)}`,
});

/** Keeps the inbox's filter as "My filter", then shows the inbox again with it. */
export const saveFilterAction = staffAction({
  area: 'leads',
  schema: saveFilterFormSchema,
  run: (input, staff) => saveLeadFilter(staff.id, input.query),
  revalidate: ['/admin/leads'],
  done: (_result, input) => ({ redirect: `/admin/leads${withParam(input.query, 'filterSaved', '1')}` }),
  back: () => '/admin/leads',
});

/** Erases the lead once the "I understand" box is ticked, then goes back to the inbox. */
export const eraseAction = staffAction({
  area: 'leads',
  schema: eraseFormSchema,
  run: (input, staff) => eraseLead(actorOf(staff), input.leadId),
  revalidate: ['/admin/leads'],
  done: () => ({ redirect: '/admin/leads?erased=1' }),
});

/** `query` (the inbox's "?…" or "") with one parameter set, earlier answers dropped. */
function withParam(query: string, name: string, value: string): string {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  for (const old of ['changed', 'bulkError', 'erased', 'filterSaved']) params.delete(old);
  params.set(name, value);
  return `?${params}`;
}
