import { z } from 'zod';
import type { Prisma } from '@/lib/generated/prisma/client';

// What the administrator chooses about the CRMs in the back office (/admin/crm); the secrets stay in the environment.
// Kept as one Setting row (JSON). Unset: every configured target is active, with Bitrix24's source "WEB".

export const CRM_TARGET_NAMES = ['bitrix24', 'amocrm', 'webhook'] as const;
export type CrmTargetName = (typeof CRM_TARGET_NAMES)[number];

const optionalId = z.number().int().positive().nullable().catch(null);

/** Our lead statuses (lib/admin/leads/values.ts), which a CRM's stages map to. */
export const OUR_STATUSES = ['new', 'in_progress', 'won', 'lost', 'spam'] as const;
/** Bitrix24's standard lead stages as our statuses; a portal's own stages are added on the CRM screen. */
export const DEFAULT_BITRIX24_STATUS_MAP: Record<string, (typeof OUR_STATUSES)[number]> = { NEW: 'new', IN_PROCESS: 'in_progress', PROCESSED: 'in_progress', CONVERTED: 'won', JUNK: 'lost' };

export const crmSettingsSchema = z.object({
  /** The targets new leads go to; null: every configured one. */
  active: z.array(z.enum(CRM_TARGET_NAMES)).nullable().catch(null),
  bitrix24: z
    .object({
      sourceId: z.string().min(1).max(50).catch('WEB'),
      assignedById: optionalId,
      /** Bitrix24's STATUS_ID → our status, for the stages that come back (lib/crm/status.ts). */
      statusMap: z.record(z.string().max(50), z.enum(OUR_STATUSES)).catch(DEFAULT_BITRIX24_STATUS_MAP),
    })
    .catch({ sourceId: 'WEB', assignedById: null, statusMap: DEFAULT_BITRIX24_STATUS_MAP }),
  amocrm: z.object({ pipelineId: optionalId, statusId: optionalId, responsibleUserId: optionalId }).catch({ pipelineId: null, statusId: null, responsibleUserId: null }),
});
export type CrmSettings = z.infer<typeof crmSettingsSchema>;
/** What a target's `send` reads of them. */
export type CrmMapping = Pick<CrmSettings, 'bitrix24' | 'amocrm'>;

export const CRM_SETTINGS_KEY = 'crm.settings';
export const DEFAULT_CRM_SETTINGS: CrmSettings = crmSettingsSchema.parse({});

/** The settings as stored (a value that does not read gives the defaults, field by field). */
export async function readCrmSettings(client: Pick<Prisma.TransactionClient, 'setting'>): Promise<CrmSettings> {
  const row = await client.setting.findUnique({ where: { key: CRM_SETTINGS_KEY } });
  if (!row) return DEFAULT_CRM_SETTINGS;
  try {
    return crmSettingsSchema.parse(JSON.parse(row.value));
  } catch {
    return DEFAULT_CRM_SETTINGS;
  }
}

/** The targets a new lead is queued for: configured here, and active in the settings. */
export const activeTargets = (configured: readonly string[], settings: CrmSettings) => configured.filter((name) => !settings.active || (settings.active as readonly string[]).includes(name));
