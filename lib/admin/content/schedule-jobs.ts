import * as clock from '@/lib/clock';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { ContentEntity } from './completeness';

// The jobs of scheduled publishing (./schedule.ts) as the rest of the content engine sees them: one live job per
// item and action, under a key naming both, so a second "Publish at" moves the first instead of adding another.
// No 'server-only' and no database client of its own: the engine calls it in its transactions.

export const SCHEDULE_ACTIONS = ['publish', 'unpublish'] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

/** The job kind that makes a scheduled change (lib/jobs/kinds.ts). */
export const SCHEDULE_JOB = 'content-schedule';

export const scheduleKey = (entity: ContentEntity, id: string, action: ScheduleAction) => `schedule:${entity}:${id}:${action}`;

/**
 * Cancels an item's waiting or failed schedules of these actions (a click did the change, the draft was thrown
 * away, the item was deleted). One that is running is left to finish: it finds nothing left to do.
 */
export async function cancelSchedules(tx: Prisma.TransactionClient, entity: ContentEntity, id: string, actions: readonly ScheduleAction[]) {
  await tx.job.updateMany({
    where: { dedupeKey: { in: actions.map((action) => scheduleKey(entity, id, action)) }, status: { in: ['pending', 'failed'] } },
    data: { status: 'cancelled', finishedAt: clock.now(), dedupeKey: null, lockedBy: null, lockedUntil: null },
  });
}
