'use server';

import { z } from 'zod';
import { staffAction } from '@/lib/admin/action';
import { confirmed, idSchema } from '@/lib/admin/form-schema';
import { cancelJob, retryJob } from '@/lib/admin/jobs/service';
import { actorOf } from '@/lib/admin/session';
import { wakeJobRunner } from '@/lib/jobs/queue';

// The failed-jobs screen's two actions (lib/admin/action.ts): each answers with a redirect back to the list
// carrying the outcome, so they work the same without JavaScript.

const list = (result: string) => `/admin/jobs?result=${result}`;
const JOBS = ['/admin/jobs'];

export const retryJobAction = staffAction({
  area: 'jobs',
  schema: z.object({ id: idSchema }),
  run: async (input, staff) => {
    const result = await retryJob(actorOf(staff), input.id);
    if (result.ok) wakeJobRunner();
    return result;
  },
  revalidate: JOBS,
  done: () => ({ redirect: list('retried') }),
  back: list,
});

/** Cancels a job; the form must carry the "I understand" confirmation (the server checks it). */
export const cancelJobAction = staffAction({
  area: 'jobs',
  schema: z.object({ id: idSchema, confirm: confirmed() }),
  run: (input, staff) => cancelJob(actorOf(staff), input.id),
  revalidate: JOBS,
  done: () => ({ redirect: list('cancelled') }),
  back: list,
});
