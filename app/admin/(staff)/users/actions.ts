'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { idSchema } from '@/lib/admin/record-ids';
import { failed, succeeded, type AdminActionState } from '@/lib/admin/action-state';
import { invitationMail, setPasswordUrl } from '@/lib/admin/mails';
import { ROLES } from '@/lib/admin/roles';
import { actorOf, requireStaffAction } from '@/lib/admin/session';
import { inviteUser, resetTwoFactor, setDisabled, setRole, type UserRefusal } from '@/lib/admin/users';
import type { Refused } from '@/lib/admin/refusal';
import { db } from '@/lib/db';
import { enqueueMail, wakeSender } from '@/lib/mail/outbox';

const inviteSchema = z.object({
  email: z.email().max(254),
  name: z.string().trim().max(100).optional(),
  role: z.enum(ROLES),
  locale: z.enum(['it', 'ru', 'en']),
});

export type InviteState = AdminActionState & { link?: string };

/** Invites a staff member: the one-time link is mailed (outbox) and shown once to the inviting admin. */
export async function inviteStaff(_previous: InviteState | null, formData: FormData): Promise<InviteState | null> {
  const staff = await requireStaffAction('users');
  const parsed = inviteSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return failed('INVALID', Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), 'invalid'])));
  const invited = await inviteUser(db, parsed.data, actorOf(staff));
  if (!invited.ok) return failed('INVALID', { email: 'exists' });
  await db.$transaction((tx) => enqueueMail(tx, invitationMail({ email: invited.email, locale: parsed.data.locale }, invited.token, staff.name || staff.email)));
  wakeSender();
  revalidatePath('/admin/users');
  return { ...succeeded(), link: setPasswordUrl(invited.token) } as InviteState;
}


type Change = (userId: string, actor: ReturnType<typeof actorOf>) => Promise<{ ok: true } | Refused<UserRefusal>>;

async function run(formData: FormData, change: Change): Promise<AdminActionState> {
  const staff = await requireStaffAction('users');
  const userId = idSchema.safeParse(formData.get('userId'));
  if (!userId.success) return failed('NOT_FOUND');
  const result = await change(userId.data, actorOf(staff));
  if (!result.ok) return failed(result.code === 'NOT_FOUND' ? 'NOT_FOUND' : 'INVALID', { user: result.code });
  revalidatePath('/admin/users');
  return succeeded();
}

export async function changeRole(_previous: AdminActionState, formData: FormData): Promise<AdminActionState> {
  const role = z.enum(ROLES).safeParse(formData.get('role'));
  if (!role.success) return failed('INVALID');
  return run(formData, (userId, actor) => setRole(db, userId, role.data, actor));
}

export async function toggleDisabled(_previous: AdminActionState, formData: FormData): Promise<AdminActionState> {
  return run(formData, (userId, actor) => setDisabled(db, userId, formData.get('disabled') === 'true', actor));
}

export async function removeTwoFactor(_previous: AdminActionState, formData: FormData): Promise<AdminActionState> {
  return run(formData, (userId, actor) => resetTwoFactor(db, userId, actor));
}
