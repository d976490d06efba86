'use server';

import { redirect } from 'next/navigation';
import { failed, type AdminActionState } from '@/lib/admin/action-state';
import { formFields } from '@/lib/admin/leads/schema';
import { actorOf, requireStaffAction } from '@/lib/admin/session';
import { eraseSubscriberSchema } from '@/lib/admin/subscribers/schema';
import { eraseSubscriber } from '@/lib/admin/subscribers/service';

/** Erases a subscriber once the "I understand" box is ticked, then goes back to the list. */
export async function eraseSubscriberAction(_: AdminActionState, formData: FormData): Promise<AdminActionState> {
  const staff = await requireStaffAction('subscribers');
  const parsed = eraseSubscriberSchema.safeParse(formFields(formData));
  if (!parsed.success) {
    return parsed.error.issues.some((issue) => issue.path[0] === 'subscriberId') ? failed('NOT_FOUND') : failed('INVALID', { confirm: 'required' });
  }
  const result = await eraseSubscriber(actorOf(staff), parsed.data.subscriberId);
  if (!result.ok) return failed('NOT_FOUND');
  redirect('/admin/subscribers?erased=1');
}
