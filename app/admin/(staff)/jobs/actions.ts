'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { idSchema } from '@/lib/admin/record-ids';
import { cancelJob, retryJob } from '@/lib/admin/jobs/service';
import { actorOf, requireStaffAction } from '@/lib/admin/session';
import { db } from '@/lib/db';
import { wakeJobRunner } from '@/lib/jobs/queue';

// The failed-jobs screen's two actions: plain form actions that answer with a redirect back to the list carrying
// the outcome, so they work the same without JavaScript.

const back = (result: string) => `/admin/jobs?result=${result}`;

export async function retryJobAction(formData: FormData) {
  const staff = await requireStaffAction('jobs');
  const id = idSchema.safeParse(formData.get('id'));
  if (!id.success) redirect(back('NOT_FOUND'));
  const result = await retryJob(db, actorOf(staff), id.data);
  if (result.ok) wakeJobRunner();
  revalidatePath('/admin/jobs');
  redirect(back(result.ok ? 'retried' : result.code));
}

/** Cancels a job; the form must carry the "I understand" confirmation (the server checks it). */
export async function cancelJobAction(formData: FormData) {
  const staff = await requireStaffAction('jobs');
  const id = idSchema.safeParse(formData.get('id'));
  if (!id.success) redirect(back('NOT_FOUND'));
  if (formData.get('confirm') !== 'yes') redirect(back('CONFIRM'));
  const result = await cancelJob(db, actorOf(staff), id.data);
  revalidatePath('/admin/jobs');
  redirect(back(result.ok ? 'cancelled' : result.code));
}
