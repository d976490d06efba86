'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { idSchema } from '@/lib/admin/record-ids';
import { failed, succeeded, type AdminActionState } from '@/lib/admin/action-state';
import { fieldErrorsOf, readCampaignForm, testLocaleSchema, versionSchema } from '@/lib/admin/campaigns/schema';
import { createCampaign, pauseCampaign, resumeCampaign, sendCampaign, sendCampaignTest, updateCampaign, type CampaignError } from '@/lib/admin/campaigns/service';
import { actorOf, requireStaffAction } from '@/lib/admin/session';
import { db } from '@/lib/db';
import { wakeSender } from '@/lib/mail/outbox';
import { appSecret } from '@/lib/secrets';

// The campaign screens' actions: each checks the session and role first, parses its form, calls
// lib/admin/campaigns and turns the domain code into the form's answer.


/** A domain refusal as the form's answer; `form` names the reason (admin.campaigns.errors.*). */
function refused(code: CampaignError): AdminActionState {
  if (code === 'NOT_FOUND') return failed('NOT_FOUND');
  if (code === 'INCOMPLETE') return failed('INVALID', { form: 'incomplete' });
  if (code === 'CONFLICT') return failed('CONFLICT');
  return failed('CONFLICT', { form: code === 'NOT_DRAFT' ? 'notDraft' : code === 'NOT_SENDING' ? 'notSending' : 'notPaused' });
}

function done(id: string, message?: string): AdminActionState {
  revalidatePath('/admin/campaigns');
  revalidatePath(`/admin/campaigns/${id}`);
  return succeeded(message);
}

/** Creates a campaign (then opens it) or saves a draft at the version the editor loaded. */
export async function saveCampaign(_previous: AdminActionState, formData: FormData): Promise<AdminActionState> {
  const staff = await requireStaffAction('campaigns');
  const parsed = readCampaignForm(formData);
  if (!parsed.success) return failed('INVALID', fieldErrorsOf(parsed.error));
  const id = formData.get('id');
  if (!id) {
    const created = await createCampaign(db, actorOf(staff), parsed.data);
    if (!created.ok) return refused(created.code);
    revalidatePath('/admin/campaigns');
    redirect(`/admin/campaigns/${created.id}?created=1`);
  }
  const campaignId = idSchema.safeParse(id);
  const version = versionSchema.safeParse(formData.get('version'));
  if (!campaignId.success || !version.success) return failed('INVALID');
  const result = await updateCampaign(db, actorOf(staff), campaignId.data, version.data, parsed.data);
  return result.ok ? done(campaignId.data) : refused(result.code);
}

/** Queues the campaign to its subscribers; the form must carry the "I understand" confirmation. */
export async function sendCampaignNow(_previous: AdminActionState, formData: FormData): Promise<AdminActionState> {
  const staff = await requireStaffAction('campaigns');
  const id = idSchema.safeParse(formData.get('id'));
  const version = versionSchema.safeParse(formData.get('version'));
  if (!id.success || !version.success) return failed('INVALID');
  if (formData.get('confirm') !== 'yes') return failed('INVALID', { confirm: 'confirmRequired' });
  const result = await sendCampaign(db, actorOf(staff), id.data, version.data, await appSecret());
  if (!result.ok) return refused(result.code);
  wakeSender();
  return done(id.data);
}

export async function pauseCampaignNow(_previous: AdminActionState, formData: FormData): Promise<AdminActionState> {
  const staff = await requireStaffAction('campaigns');
  const id = idSchema.safeParse(formData.get('id'));
  if (!id.success) return failed('INVALID');
  const result = await pauseCampaign(db, actorOf(staff), id.data);
  return result.ok ? done(id.data) : refused(result.code);
}

export async function resumeCampaignNow(_previous: AdminActionState, formData: FormData): Promise<AdminActionState> {
  const staff = await requireStaffAction('campaigns');
  const id = idSchema.safeParse(formData.get('id'));
  if (!id.success) return failed('INVALID');
  const result = await resumeCampaign(db, actorOf(staff), id.data);
  if (!result.ok) return refused(result.code);
  wakeSender();
  return done(id.data);
}

/** One mail of the campaign to the signed-in staff member's own address. */
export async function sendCampaignTestMail(_previous: AdminActionState, formData: FormData): Promise<AdminActionState> {
  const staff = await requireStaffAction('campaigns');
  const id = idSchema.safeParse(formData.get('id'));
  const locale = testLocaleSchema.safeParse(formData.get('locale'));
  if (!id.success || !locale.success) return failed('INVALID');
  const result = await sendCampaignTest(db, actorOf(staff), id.data, locale.data, staff.email);
  if (!result.ok) return refused(result.code);
  wakeSender();
  return done(id.data);
}
