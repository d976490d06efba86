import 'server-only';
import { db } from '@/lib/db';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { recordAuthEvent, type Actor, type AuditEvents, type AuthEvent } from './audit';
import * as users from './users';

// The staff-account commands of lib/admin/users.ts, and the sign-in events of lib/admin/audit.ts, on the app's
// database. Those modules take the client as their first argument because `npm run users` runs them outside
// Next with a client of its own; the back office calls them here, like every other lib function, without one.

type WithoutClient<F> = F extends (client: PrismaClient, ...rest: infer Rest) => infer Result ? (...rest: Rest) => Result : never;

function withClient<Fns extends Record<string, (client: PrismaClient, ...rest: never[]) => unknown>>(client: PrismaClient, fns: Fns) {
  const bound = Object.entries(fns).map(([name, fn]) => [name, (...rest: never[]) => fn(client, ...rest)]);
  return Object.fromEntries(bound) as { [Name in keyof Fns]: WithoutClient<Fns[Name]> };
}

export const accounts = withClient(db, {
  passwordLinkUser: users.passwordLinkUser,
  endPasswordLinks: users.endPasswordLinks,
  unlockToken: users.unlockToken,
  consumeUnlockLink: users.consumeUnlockLink,
  inviteUser: users.inviteUser,
  listStaffAccounts: users.listStaffAccounts,
  findAccount: users.findAccount,
  endSessions: users.endSessions,
  setAccountLocale: users.setAccountLocale,
  setAccountTimeZone: users.setAccountTimeZone,
  chosenTimeZone: users.chosenTimeZone,
  endAllSessions: users.endAllSessions,
  setDisabled: users.setDisabled,
  resetTwoFactor: users.resetTwoFactor,
  setRole: users.setRole,
});

/** Records a sign-in flow's event right after better-auth's call (lib/admin/audit.ts). */
export const recordSignInEvent = <E extends AuthEvent>(actor: Actor, event: E, payload: AuditEvents[E]) => recordAuthEvent(db, actor, event, payload);
