import 'server-only';
import { db } from '@/lib/db';
import { enqueueJob, wakeJobRunner } from '@/lib/jobs/queue';

/** Queues reading a CRM lead's status back (one pending job per CRM lead: a burst of updates is read once). */
export async function queueStatusSync(target: 'bitrix24', externalId: string) {
  await enqueueJob(db, { kind: 'crm-status', payload: { target, externalId }, dedupeKey: `crm-status:${target}:${externalId}` });
  wakeJobRunner();
}
