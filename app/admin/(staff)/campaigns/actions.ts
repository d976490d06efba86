'use server';

import { z } from 'zod';
import { staffAction } from '@/lib/admin/action';
import { campaignFormSchema, testLocaleSchema } from '@/lib/admin/campaigns/schema';
import { createCampaign, pauseCampaign, resumeCampaign, sendCampaign, sendCampaignTest, updateCampaign, type CampaignError } from '@/lib/admin/campaigns/service';
import { idSchema, versionSchema } from '@/lib/admin/form-schema';
import { actorOf } from '@/lib/admin/session';
import { wakeSender } from '@/lib/mail/outbox';
import { appSecret } from '@/lib/secrets';

// The campaign screens' actions (lib/admin/action.ts); lib/admin/campaigns audits each change in its transaction.

/** A domain refusal as the form shows it; `form` names the reason (admin.campaigns.errors.*). */
function refused(code: CampaignError) {
  if (code === 'NOT_FOUND' || code === 'CONFLICT') return { code };
  if (code === 'INCOMPLETE') return { code: 'INVALID' as const, fieldErrors: { form: 'incomplete' } };
  return { code: 'CONFLICT' as const, fieldErrors: { form: code === 'NOT_DRAFT' ? 'notDraft' : code === 'NOT_SENDING' ? 'notSending' : 'notPaused' } };
}

/** The list and every campaign's page below it. */
const CAMPAIGNS = ['/admin/campaigns'];
const command = z.object({ id: idSchema });

/** Creates a campaign (then opens it) or saves a draft at the version the editor loaded. */
export const saveCampaign = staffAction({
  area: 'campaigns',
  schema: campaignFormSchema,
  // A form without its version is refused as a conflict (the guarded update matches no row).
  run: (input, staff) => (input.id ? updateCampaign(actorOf(staff), input.id, input.version ?? 0, input) : createCampaign(actorOf(staff), input)),
  refused: (refusal) => refused(refusal.code),
  revalidate: CAMPAIGNS,
  done: (result) => ('id' in result ? { redirect: `/admin/campaigns/${result.id}?created=1` } : {}),
});

/** Queues the campaign to its subscribers; the form must carry the "I understand" confirmation. */
export const sendCampaignNow = staffAction({
  area: 'campaigns',
  schema: command.extend({ version: versionSchema, confirm: z.literal('yes', 'confirmRequired') }),
  run: async (input, staff) => {
    const result = await sendCampaign(actorOf(staff), input.id, input.version, await appSecret());
    if (result.ok) wakeSender();
    return result;
  },
  refused: (refusal) => refused(refusal.code),
  revalidate: CAMPAIGNS,
});

export const pauseCampaignNow = staffAction({
  area: 'campaigns',
  schema: command,
  run: (input, staff) => pauseCampaign(actorOf(staff), input.id),
  refused: (refusal) => refused(refusal.code),
  revalidate: CAMPAIGNS,
});

export const resumeCampaignNow = staffAction({
  area: 'campaigns',
  schema: command,
  run: async (input, staff) => {
    const result = await resumeCampaign(actorOf(staff), input.id);
    if (result.ok) wakeSender();
    return result;
  },
  refused: (refusal) => refused(refusal.code),
  revalidate: CAMPAIGNS,
});

/** One mail of the campaign to the signed-in staff member's own address. */
export const sendCampaignTestMail = staffAction({
  area: 'campaigns',
  schema: command.extend({ locale: testLocaleSchema }),
  run: async (input, staff) => {
    const result = await sendCampaignTest(actorOf(staff), input.id, input.locale, staff.email);
    if (result.ok) wakeSender();
    return result;
  },
  refused: (refusal) => refused(refusal.code),
  revalidate: CAMPAIGNS,
});
