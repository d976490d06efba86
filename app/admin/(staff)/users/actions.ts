'use server';

import { z } from 'zod';
import { staffAction } from '@/lib/admin/action';
import { accounts } from '@/lib/admin/accounts';
import { confirmed, idSchema } from '@/lib/admin/form-schema';
import { invitationMail, setPasswordUrl } from '@/lib/admin/mails';
import { ROLES } from '@/lib/admin/roles';
import { actorOf } from '@/lib/admin/session';
import { routing } from '@/i18n/routing';
import { enqueueMail, wakeSender } from '@/lib/mail/outbox';

// The users screen's actions (lib/admin/action.ts), admins only. lib/admin/users.ts refuses what would leave no
// active administrator, and audits each change in its transaction.

const USERS = ['/admin/users'];

/** Invites a staff member: the one-time link is mailed (outbox, in the invitation's transaction) and shown once. */
export const inviteStaff = staffAction({
  area: 'users',
  schema: z.object({
    email: z.email('invalid').max(254, 'invalid'),
    name: z.string().trim().max(100, 'invalid').optional(),
    role: z.enum(ROLES, 'invalid'),
    locale: z.enum(routing.locales, 'invalid'),
  }),
  run: async (input, staff) => {
    const mail = (tx: Parameters<typeof enqueueMail>[0], invited: { email: string; token: string }) =>
      enqueueMail(tx, invitationMail({ email: invited.email, locale: input.locale }, invited.token, staff.name || staff.email));
    const invited = await accounts.inviteUser(input, actorOf(staff), mail);
    if (invited.ok) wakeSender();
    return invited;
  },
  refused: () => ({ code: 'INVALID', fieldErrors: { email: 'exists' } }),
  revalidate: USERS,
  done: (invited) => ({ link: setPasswordUrl(invited.token) }),
});

/** A refusal shows on the user's row: the last administrator (LAST_ADMIN), or an account that is gone. */
const onRow = (refusal: { code: string }) => (refusal.code === 'NOT_FOUND' ? { code: 'NOT_FOUND' as const } : { code: 'INVALID' as const, fieldErrors: { user: refusal.code } });

export const changeRole = staffAction({
  area: 'users',
  schema: z.object({ userId: idSchema, role: z.enum(ROLES) }),
  run: (input, staff) => accounts.setRole(input.userId, input.role, actorOf(staff)),
  refused: (refusal) => onRow(refusal),
  revalidate: USERS,
});

export const toggleDisabled = staffAction({
  area: 'users',
  // Disabling ends the account's sessions: it needs the confirmation; enabling again does not.
  schema: z.object({ userId: idSchema }).and(z.discriminatedUnion('disabled', [z.object({ disabled: z.literal('true'), confirm: confirmed() }), z.object({ disabled: z.literal('false') })])),
  run: (input, staff) => accounts.setDisabled(input.userId, input.disabled === 'true', actorOf(staff)),
  refused: (refusal) => onRow(refusal),
  revalidate: USERS,
});

export const removeTwoFactor = staffAction({
  area: 'users',
  schema: z.object({ userId: idSchema, confirm: confirmed() }),
  run: (input, staff) => accounts.resetTwoFactor(input.userId, actorOf(staff)),
  refused: (refusal) => onRow(refusal),
  revalidate: USERS,
});
