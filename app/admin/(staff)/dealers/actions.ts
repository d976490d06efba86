'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { idSchema } from '@/lib/admin/record-ids';
import { failed, succeeded, type AdminActionState } from '@/lib/admin/action-state';
import { getAdminT } from '@/lib/admin/i18n';
import { actorOf, requireStaffAction } from '@/lib/admin/session';
import { dealerFieldErrors, dealerFormInput, dealerFormSchema } from '@/lib/admin/dealers/schema';
import { createDealer, createDealerFromLead, deleteDealer, updateDealer } from '@/lib/admin/dealers/service';

// The dealers' server actions. Each checks the session and the role first (403 and nothing changed otherwise),
// parses with the form's schema and calls lib/dealers, which audits in the change's transaction and revalidates
// the public list.

/** The form's answer, with what was typed (React resets a form after its action: the values come back here). */
export type DealerFormState = (NonNullable<AdminActionState> & { values?: Record<string, string> }) | null;

function typedValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === 'string' && !key.startsWith('$')) values[key] = value;
  return values;
}

const dealerPage = (id: string, query = '') => `/admin/dealers/${encodeURIComponent(id)}${query ? `?${query}` : ''}`;

/** Creates a dealer (then opens its page) or saves one (CONFLICT when it changed since the form was read). */
export async function saveDealerAction(_previous: DealerFormState, formData: FormData): Promise<DealerFormState> {
  const staff = await requireStaffAction('dealers');
  const parsed = dealerFormSchema.safeParse(dealerFormInput(formData));
  if (!parsed.success) return { ...failed('INVALID', dealerFieldErrors(parsed.error)), values: typedValues(formData) } as DealerFormState;
  const actor = actorOf(staff);
  const result = parsed.data.id ? await updateDealer(actor, parsed.data) : await createDealer(actor, parsed.data);
  if (!result.ok) return { ...failed(result.code, result.fieldErrors), values: typedValues(formData) } as DealerFormState;
  revalidatePath('/admin/dealers', 'layout');
  if (!parsed.data.id) redirect(dealerPage(result.id, 'done=created'));
  return { ...succeeded((await getAdminT('dealers'))('form.saved')) } as DealerFormState;
}

/** Deletes only with the confirmation box ticked (the second step, without JavaScript too). */
export async function deleteDealerAction(formData: FormData): Promise<void> {
  const staff = await requireStaffAction('dealers');
  const id = idSchema.safeParse(formData.get('id'));
  if (!id.success) redirect('/admin/dealers?error=INVALID');
  if (formData.get('confirm') !== 'yes') redirect(dealerPage(id.data, 'error=CONFIRM'));
  const result = await deleteDealer(actorOf(staff), id.data);
  revalidatePath('/admin/dealers', 'layout');
  redirect(result.ok ? '/admin/dealers?done=deleted' : `/admin/dealers?error=${result.code}`);
}

/**
 * "Create dealer" on an approved partner application: one step to a published dealer, then its page to add the
 * city and address. A second click opens the dealer made by the first.
 */
export async function createDealerFromLeadAction(formData: FormData): Promise<void> {
  const staff = await requireStaffAction('dealers');
  // The application's contact details belong to the leads area: a role with dealers only may not publish them.
  await requireStaffAction('leads');
  const leadId = idSchema.safeParse(formData.get('leadId'));
  if (!leadId.success) redirect('/admin/dealers?error=INVALID');
  const result = await createDealerFromLead(actorOf(staff), leadId.data);
  revalidatePath('/admin/dealers', 'layout');
  revalidatePath(`/admin/leads/${leadId.data}`);
  if (result.ok) redirect(dealerPage(result.id, result.existing ? 'done=exists' : 'done=fromLead'));
  const problem = result.code === 'NOT_WON' ? 'notWon' : result.code === 'NOT_FOUND' ? 'NOT_FOUND' : 'invalid';
  redirect(`/admin/leads/${encodeURIComponent(leadId.data)}?dealerError=${problem}`);
}
