import 'server-only';
import { db } from '@/lib/db';
import { enqueueJob, wakeJobRunner } from '@/lib/jobs/queue';

/**
 * Queues reading a CRM lead's status back. No key: an update arriving while an earlier one is read, or after one
 * failed, is read too (each read acts only when the CRM's stage changed since the last: lib/crm/status.ts).
 */
export async function queueStatusSync(target: 'bitrix24', externalId: string) {
  await enqueueJob(db, { kind: 'crm-status', payload: { target, externalId } });
  wakeJobRunner();
}
