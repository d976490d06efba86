'use server';

import { staffAction } from '@/lib/admin/action';
import { crmSettingsFormSchema, crmTestFormSchema, saveCrmSettings, sendTestLead } from '@/lib/admin/crm/service';
import { getAdminT } from '@/lib/admin/i18n';
import { actorOf } from '@/lib/admin/session';

// The CRM screen's forms (lib/admin/action.ts): the settings, and a test lead whose answer the form shows.

export const saveCrmSettingsAction = staffAction({
  area: 'crm',
  schema: crmSettingsFormSchema,
  run: (input, staff) => saveCrmSettings(actorOf(staff), input),
  revalidate: ['/admin/crm'],
  done: async () => ({ message: (await getAdminT('crm'))('saved') }),
});

/** Sends a made-up lead; what the CRM answered is the form's message (a refusal too: it is what the admin asked). */
export const sendTestLeadAction = staffAction({
  area: 'crm',
  schema: crmTestFormSchema,
  run: async (input, staff) => ({ ok: true as const, outcome: await sendTestLead(actorOf(staff), input.target) }),
  revalidate: [],
  done: async ({ outcome }, input) => {
    const t = await getAdminT('crm');
    const target = t(`targets.${input.target}`);
    if (!outcome.ok) {
      const known = outcome.problem === 'notConfigured' || outcome.problem === 'simpleMode';
      return { message: t('testFailed', { target, problem: known ? t(`problems.${outcome.problem as 'simpleMode'}`) : outcome.problem }) };
    }
    return outcome.externalId ? { message: t('testOk', { target, id: outcome.externalId }), link: outcome.externalUrl ?? undefined } : { message: t('testOkWebhook') };
  },
});
