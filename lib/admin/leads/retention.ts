import { recordAudit, SYSTEM_ACTOR } from '@/lib/admin/audit';
import * as clock from '@/lib/clock';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { afterErasure, deleteLeads, type ErasureTraces } from '@/lib/privacy/scrub';

// Leads are kept for LEAD_RETENTION_DAYS (default 1095, three years), then erased with their timeline and
// mails (cascades) and the jobs that name them. See docs/decisions/0006-lead-erasure-and-retention.md.

const DAY_MS = 24 * 60 * 60 * 1000;

export type RetentionRun = { erased: number; cutoff: Date };

/**
 * Erases every lead created before `now - days`, in one transaction with one audit entry (the count, the
 * cutoff; no lead's data), then their mail files and the WAL's copies (lib/privacy/scrub.ts). Nothing is
 * recorded when nothing was old enough.
 */
export async function eraseExpiredLeads(client: PrismaClient, { days, now = clock.now() }: { days: number; now?: Date }): Promise<RetentionRun> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  // Most runs find nothing: they only read, and never take SQLite's write lock from the forms.
  if ((await client.lead.count({ where: { createdAt: { lt: cutoff } } })) === 0) return { erased: 0, cutoff };
  const { erased, traces } = await client.$transaction(async (tx): Promise<{ erased: number; traces: ErasureTraces }> => {
    const { count, traces } = await deleteLeads(tx, { createdAt: { lt: cutoff } });
    if (count > 0) {
      await recordAudit(tx, SYSTEM_ACTOR, 'leads.retention', { meta: { count, days, cutoff: cutoff.toISOString() } });
    }
    return { erased: count, traces };
  });
  if (erased > 0) await afterErasure(client, traces);
  return { erased, cutoff };
}
