'use server';

import { redirect } from 'next/navigation';
import { revalidatePath } from 'next/cache';
import type { z } from 'zod';
import { failed, succeeded, type AdminActionState } from '@/lib/admin/action-state';
import { assignFormSchema, eraseFormSchema, formFields, noteFormSchema, statusFormSchema } from '@/lib/admin/leads/schema';
import { addLeadNote, assignLead, changeLeadStatus, eraseLead, type LeadResult } from '@/lib/admin/leads/service';
import { actorOf, requireStaffAction } from '@/lib/admin/session';

// The lead page's forms (useActionState). Each checks the session and the role first, parses with its
// form's schema, then calls lib/admin/leads; nothing changes on a bad input.

/** zod's issues as { field: message key of admin.leads.errors }; a bad lead id is a lead that is not there. */
function invalid(error: z.ZodError): AdminActionState {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (field === 'leadId') return failed('NOT_FOUND');
    errors[field] ??= issue.message;
  }
  return failed('INVALID', errors);
}

function answer(result: LeadResult, leadId: string): AdminActionState {
  if (!result.ok) return result.code === 'INVALID' ? failed('INVALID', { assigneeId: 'assignee' }) : failed('NOT_FOUND');
  revalidatePath(`/admin/leads/${leadId}`);
  return succeeded();
}

export async function changeStatusAction(_: AdminActionState, formData: FormData): Promise<AdminActionState> {
  const staff = await requireStaffAction('leads');
  const parsed = statusFormSchema.safeParse(formFields(formData));
  if (!parsed.success) return invalid(parsed.error);
  return answer(await changeLeadStatus(actorOf(staff), parsed.data.leadId, parsed.data.status), parsed.data.leadId);
}

export async function assignAction(_: AdminActionState, formData: FormData): Promise<AdminActionState> {
  const staff = await requireStaffAction('leads');
  const parsed = assignFormSchema.safeParse(formFields(formData));
  if (!parsed.success) return failed('INVALID', { assigneeId: 'assignee' });
  return answer(await assignLead(actorOf(staff), parsed.data.leadId, parsed.data.assigneeId), parsed.data.leadId);
}

export async function addNoteAction(_: AdminActionState, formData: FormData): Promise<AdminActionState> {
  const staff = await requireStaffAction('leads');
  const parsed = noteFormSchema.safeParse(formFields(formData));
  if (!parsed.success) return invalid(parsed.error);
  return answer(await addLeadNote(actorOf(staff), parsed.data.leadId, parsed.data.note), parsed.data.leadId);
}

/** Erases the lead once the "I understand" box is ticked, then goes back to the inbox. */
export async function eraseAction(_: AdminActionState, formData: FormData): Promise<AdminActionState> {
  const staff = await requireStaffAction('leads');
  const parsed = eraseFormSchema.safeParse(formFields(formData));
  if (!parsed.success) return invalid(parsed.error);
  const result = await eraseLead(actorOf(staff), parsed.data.leadId);
  if (!result.ok) return failed('NOT_FOUND');
  redirect('/admin/leads?erased=1');
}
