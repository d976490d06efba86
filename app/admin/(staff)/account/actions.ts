'use server';

import { cookies } from 'next/headers';
import { z } from 'zod';
import { routing } from '@/i18n/routing';
import { staffAction } from '@/lib/admin/action';
import { accounts } from '@/lib/admin/accounts';
import { ADMIN_LOCALE_COOKIE } from '@/lib/admin/i18n';
import { actorOf } from '@/lib/admin/session';
import { isTimeZone } from '@/lib/admin/time-zone';

// The signed-in staff member's own account (lib/admin/action.ts): the back office's language, and signing out
// everywhere. Two-factor enrolment and the sign-in flows are lib/admin/auth-actions.ts.

export const setAdminLocale = staffAction({
  area: 'account',
  schema: z.object({ locale: z.enum(routing.locales) }),
  run: async (input, staff) => {
    await accounts.setAccountLocale(actorOf(staff), staff.id, input.locale);
    (await cookies()).set(ADMIN_LOCALE_COOKIE, input.locale, { path: '/admin', sameSite: 'lax', httpOnly: true, maxAge: 365 * 24 * 3600 });
    return { ok: true as const };
  },
  revalidate: ['/admin'],
  done: () => ({ redirect: '/admin/account?locale=saved' }),
  back: (code) => `/admin/account?error=${code}`,
});

/** The time zone of every date the user reads; empty: the language's. */
export const setAdminTimeZone = staffAction({
  area: 'account',
  schema: z.object({ timeZone: z.string().max(64).refine((value) => value === '' || isTimeZone(value), 'INVALID').prefault('') }),
  run: async (input, staff) => {
    await accounts.setAccountTimeZone(actorOf(staff), staff.id, input.timeZone || null);
    return { ok: true as const };
  },
  revalidate: ['/admin'],
  done: () => ({ redirect: '/admin/account?timeZone=saved' }),
  back: (code) => `/admin/account?error=${code}`,
});

/** Ends every session of the user, on every device, this one included. */
export const signOutEverywhere = staffAction({
  area: 'account',
  schema: z.object({}),
  run: async (_, staff) => {
    await accounts.endAllSessions(actorOf(staff), staff.id);
    return { ok: true as const };
  },
  revalidate: [],
  done: () => ({ redirect: '/admin/sign-in' }),
  back: (code) => `/admin/account?error=${code}`,
});
