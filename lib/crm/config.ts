import { env } from '@/lib/env';
import { amoCrmTarget } from './amocrm';
import { bitrix24Target } from './bitrix24';
import type { CrmTarget } from './types';
import { webhookTarget } from './webhook';

/** The CRM targets this server delivers leads to: each one whose settings are in the environment. */
export function configuredCrmTargets(): CrmTarget[] {
  return [
    // The site's host in ORIGINATOR_ID: a staging site on the same portal has numbers of its own.
    ...(env.BITRIX24_WEBHOOK_URL ? [bitrix24Target(env.BITRIX24_WEBHOOK_URL, { originator: `aeris-site:${new URL(env.SITE_URL).host}` })] : []),
    ...(env.AMOCRM_HOST && env.AMOCRM_TOKEN && env.AMOCRM_NUMBER_FIELD_ID
      ? [amoCrmTarget({ host: env.AMOCRM_HOST, token: env.AMOCRM_TOKEN, numberFieldId: env.AMOCRM_NUMBER_FIELD_ID })]
      : []),
    ...(env.CRM_WEBHOOK_URL && env.CRM_WEBHOOK_SECRET ? [webhookTarget(env.CRM_WEBHOOK_URL, env.CRM_WEBHOOK_SECRET)] : []),
  ];
}
