'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { idSchema } from '@/lib/admin/record-ids';
import { cancelOutboxMessage, retryOutboxMessage } from '@/lib/admin/outbox/service';
import { actorOf, requireStaffAction } from '@/lib/admin/session';
import { db } from '@/lib/db';
import { wakeSender } from '@/lib/mail/outbox';

// The outbox screen's two actions. Plain form actions that answer with a redirect back to the list (its
// filters kept) carrying the outcome, so they work the same without JavaScript.


/** Where to go back to: the outbox list's own query only (never another address). */
function back(formData: FormData, result: string) {
  const query = new URLSearchParams(String(formData.get('back') ?? ''));
  const kept = new URLSearchParams();
  for (const key of ['status', 'kind', 'page']) {
    const value = query.get(key);
    if (value) kept.set(key, value.slice(0, 100));
  }
  kept.set('result', result);
  return `/admin/outbox?${kept}`;
}

export async function retryOutbox(formData: FormData) {
  const staff = await requireStaffAction('outbox');
  const id = idSchema.safeParse(formData.get('id'));
  const result = id.success ? await retryOutboxMessage(db, actorOf(staff), id.data) : { ok: false as const, code: 'NOT_FOUND' as const };
  if (result.ok) wakeSender();
  revalidatePath('/admin/outbox');
  redirect(back(formData, result.ok ? 'retried' : result.code));
}

/** Cancels a message; the form must carry the "I understand" confirmation (the server checks it). */
export async function cancelOutbox(formData: FormData) {
  const staff = await requireStaffAction('outbox');
  const id = idSchema.safeParse(formData.get('id'));
  if (!id.success) redirect(back(formData, 'NOT_FOUND'));
  if (formData.get('confirm') !== 'yes') redirect(`/admin/outbox/${encodeURIComponent(id.data)}?result=CONFIRM`);
  const result = await cancelOutboxMessage(db, actorOf(staff), id.data);
  revalidatePath('/admin/outbox');
  redirect(back(formData, result.ok ? 'cancelled' : result.code));
}
