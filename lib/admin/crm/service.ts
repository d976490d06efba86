import 'server-only';
import { z } from 'zod';
import { recordAudit, type Actor } from '@/lib/admin/audit';
import { configuredCrmTargets } from '@/lib/crm/config';
import type { CrmLead } from '@/lib/crm/types';
import { CRM_SETTINGS_KEY, CRM_TARGET_NAMES, OUR_STATUSES, readCrmSettings, type CrmSettings } from '@/lib/crm/settings';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { many } from '@/lib/admin/form-schema';
import { absoluteUrl } from '@/lib/seo/urls';

// The administrator's CRM screen (/admin/crm): which configured targets new leads go to, what Bitrix24 and amoCRM
// are told (source, responsible user, pipeline), and a test lead that shows what the CRM answered. The secrets are
// in the environment and never shown; a target is named by its host only.

const id = z
  .string()
  .trim()
  .max(12, 'id')
  .regex(/^\d*$/, 'id')
  .transform((value) => (value ? Number(value) : null))
  .prefault('');

/** "CONVERTED = won" lines: Bitrix24's stage codes and our statuses; a line that does not read is refused. */
const statusMap = z
  .string()
  .max(5000)
  .prefault('')
  .transform((text, context) => {
    const map: Record<string, (typeof OUR_STATUSES)[number]> = {};
    for (const line of text.split(/\r?\n/).map((item) => item.trim()).filter(Boolean)) {
      const match = /^([A-Za-z0-9_:]{1,50})\s*=\s*(\w+)$/.exec(line);
      const status = OUR_STATUSES.find((candidate) => candidate === match?.[2]);
      if (!match || !status) {
        context.addIssue({ code: 'custom', message: 'statusMap' });
        return z.NEVER;
      }
      map[match[1]!.toUpperCase()] = status;
    }
    return map;
  });

/** The status table as the screen's text area shows it. */
export const statusMapText = (map: Record<string, string>) => Object.entries(map).map(([stage, status]) => `${stage} = ${status}`).join('\n');

export const crmSettingsFormSchema = z.object({
  active: many(z.enum(CRM_TARGET_NAMES)),
  sourceId: z.string().trim().min(1, 'sourceId').max(50, 'sourceId').regex(/^[A-Za-z0-9_|]+$/, 'sourceId').prefault(''),
  assignedById: id,
  statusMap,
  pipelineId: id,
  statusId: id,
  responsibleUserId: id,
});

export const crmTestFormSchema = z.object({ target: z.enum(CRM_TARGET_NAMES) });

/** Each target: whether this server is configured for it (and where, by host), and whether new leads go there. */
export async function crmOverview() {
  const settings = await readCrmSettings(db);
  const configured = new Set(configuredCrmTargets().map((target) => target.name));
  const hosts = { bitrix24: env.BITRIX24_WEBHOOK_URL, amocrm: env.AMOCRM_HOST, webhook: env.CRM_WEBHOOK_URL };
  const targets = CRM_TARGET_NAMES.map((name) => ({
    name,
    configured: configured.has(name),
    host: hosts[name] ? new URL(hosts[name]!).host : null,
    active: configured.has(name) && (!settings.active || settings.active.includes(name)),
  }));
  const failed = await db.job.count({ where: { kind: 'crm-delivery', status: 'failed' } });
  return { settings, targets, failed };
}

/** Saves the settings; a box left unticked is a target new leads do not go to (none ticked: none). */
export async function saveCrmSettings(actor: Actor, input: z.output<typeof crmSettingsFormSchema>): Promise<{ ok: true }> {
  const next: CrmSettings = {
    active: input.active,
    bitrix24: { sourceId: input.sourceId, assignedById: input.assignedById, statusMap: input.statusMap },
    amocrm: { pipelineId: input.pipelineId, statusId: input.statusId, responsibleUserId: input.responsibleUserId },
  };
  await db.$transaction(async (tx) => {
    const before = await readCrmSettings(tx);
    await tx.setting.upsert({ where: { key: CRM_SETTINGS_KEY }, create: { key: CRM_SETTINGS_KEY, value: JSON.stringify(next) }, update: { value: JSON.stringify(next) } });
    await recordAudit(tx, actor, 'crm.settings', { before, after: next });
  });
  return { ok: true };
}

export type TestOutcome = { ok: true; externalId: string | null; externalUrl: string | null } | { ok: false; problem: string };

/**
 * Sends a made-up lead ("TEST-…", nobody's data) to a configured target with the saved settings, and answers what
 * the CRM said. Bitrix24 is asked first whether it has leads at all ("simple CRM" mode has none).
 */
export async function sendTestLead(actor: Actor, name: (typeof CRM_TARGET_NAMES)[number]): Promise<TestOutcome> {
  const target = configuredCrmTargets().find((candidate) => candidate.name === name);
  if (!target) return { ok: false, problem: 'notConfigured' };
  const now = new Date().toISOString();
  const lead: CrmLead = {
    id: 'test',
    number: `TEST-${now.replace(/\D/g, '').slice(0, 14)}`,
    type: 'equipment',
    createdAt: now,
    name: 'Тест Тестов',
    companyName: 'Тестовая заявка с сайта',
    email: null,
    phone: '+70000000000',
    country: null,
    region: null,
    inn: null,
    city: null,
    comment: 'Тестовая заявка: её можно удалить.',
    productSlug: null,
    lines: [],
    locale: 'ru',
    source: { page: '/admin/crm', landingPage: null, referrerHost: null, utm: { source: null, medium: null, campaign: null, term: null, content: null } },
    consent: { at: now, ip: '0.0.0.0', userAgent: 'test', textVersion: 'test' },
    url: absoluteUrl('/admin/crm'),
  };
  let outcome: TestOutcome;
  try {
    const problem = await target.problem?.();
    outcome = problem ? { ok: false, problem } : { ok: true, ...(await target.send(lead, await readCrmSettings(db))) };
  } catch (error) {
    outcome = { ok: false, problem: (error as Error).message.slice(0, 500) };
  }
  await db.$transaction((tx) => recordAudit(tx, actor, 'crm.test', { meta: { target: name, outcome: outcome.ok ? `ok ${outcome.externalId ?? ''}`.trim() : outcome.problem } }));
  return outcome;
}
