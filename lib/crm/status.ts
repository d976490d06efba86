import { timingSafeEqual } from 'node:crypto';
import { recordAudit } from '@/lib/admin/audit';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { readCrmSettings } from './settings';
import type { CrmTarget } from './types';

// Statuses coming back from Bitrix24 (issue 31, item 6). Bitrix24's outbound webhook ONCRMLEADUPDATE carries only the
// lead's id, authenticated by the webhook's application_token (BITRIX24_APPLICATION_TOKEN): the route queues a
// `crm-status` job, which reads the lead's STATUS_ID with crm.lead.get and maps it to our status through the table
// the administrator keeps on the CRM screen. A stage not in the table changes nothing.

/** Whether the outbound webhook's token is ours (constant time). */
export function bitrixTokenMatches(given: string | null, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

export type StatusSync = 'changed' | 'same' | 'unmapped' | 'unknown-lead' | 'stage-unchanged';

/**
 * Reads the CRM lead's stage and, when it is not the stage last read (an update of a comment in the CRM must not
 * undo a status set here), moves our lead to the mapped status, on its timeline as the CRM's doing.
 */
export async function syncStatus(db: PrismaClient, target: CrmTarget, externalId: string): Promise<StatusSync> {
  const link = await db.leadCrm.findFirst({ where: { target: target.name, externalId }, select: { id: true, leadId: true, stage: true } });
  if (!link || !target.stage) return 'unknown-lead';
  const stage = await target.stage(externalId);
  if (!stage || stage === link.stage) return 'stage-unchanged';
  await db.leadCrm.update({ where: { id: link.id }, data: { stage } });
  const settings = await readCrmSettings(db);
  const status = settings.bitrix24.statusMap[stage];
  if (!status) return 'unmapped';
  return db.$transaction(async (tx) => {
    const lead = await tx.lead.findUnique({ where: { id: link.leadId }, select: { status: true } });
    if (!lead) return 'unknown-lead';
    if (lead.status === status) return 'same';
    const { count } = await tx.lead.updateMany({ where: { id: link.leadId, status: lead.status }, data: { status } });
    if (count !== 1) return 'same';
    await tx.leadEvent.create({ data: { leadId: link.leadId, userId: null, kind: 'status', from: lead.status, to: status, note: target.name } });
    await recordAudit(tx, { id: null, email: target.name }, 'lead.status', { entityId: link.leadId, before: { status: lead.status }, after: { status } });
    return 'changed';
  });
}
