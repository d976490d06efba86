import 'server-only';
import { forbidden, redirect, unauthorized } from 'next/navigation';
import { headers } from 'next/headers';
import { cache } from 'react';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import { requestClient } from '@/lib/http/client-ip';
import { originAllowed } from '@/lib/http/guards';
import type { Actor } from './audit';
import { getAuth } from './auth';
import { timeZoneOf } from './time-zone';
import { can, isRole, requiresTwoFactor, type Area, type Role } from './roles';

// The one place that says who is asking and whether they may (docs/security.md, Back office). Every page,
// server action and route handler of the back office starts with one of the `require…` functions below; the
// proxy only checks that a session cookie exists, and a hidden button is never the check.

export type Staff = {
  id: string;
  email: string;
  name: string;
  role: Role;
  locale: Locale;
  /** The IANA zone of every date this user reads and types (lib/admin/time-zone.ts). */
  timeZone: string;
  twoFactorEnabled: boolean;
  sessionId: string;
  /** The request's IP address and browser, which the audit log records with each change. */
  ip: string;
  userAgent: string;
};

/** The signed-in staff member of this request, or null (no session, an expired or disabled one, no role). */
export const getStaff = cache(async (): Promise<Staff | null> => {
  const auth = await getAuth();
  const list = await headers();
  const found = await auth.api.getSession({ headers: list });
  if (!found) return null;
  const { user, session } = found;
  if (!isRole(user.role) || user.banned) return null;
  const locale = typeof user.locale === 'string' && isLocale(user.locale) ? user.locale : routing.defaultLocale;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    locale,
    timeZone: timeZoneOf(typeof user.timeZone === 'string' ? user.timeZone : null, locale),
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
    sessionId: session.id,
    ...requestClient(list),
  };
});

export const actorOf = (staff: Staff): Actor => ({ id: staff.id, email: staff.email, ip: staff.ip, userAgent: staff.userAgent });

/** Where an admin without two-factor sign-in is sent, the one screen they may use until they enrol. */
export const TWO_FACTOR_SETUP_PATH = '/admin/account/two-factor';

/**
 * For pages: the staff member, who may use `area`. Without a session: to the sign-in page (and back here
 * after it). An admin without two-factor: to its setup. Another role: 403.
 */
export async function requireStaffPage(area: Area, returnTo?: string): Promise<Staff> {
  const staff = await getStaff();
  if (!staff) redirect(returnTo ? `/admin/sign-in?next=${encodeURIComponent(returnTo)}` : '/admin/sign-in');
  if (requiresTwoFactor(staff.role) && !staff.twoFactorEnabled) redirect(TWO_FACTOR_SETUP_PATH);
  if (!can(staff.role, area)) forbidden();
  return staff;
}

/** For pages any signed-in staff member may open (their account, two-factor setup). */
export async function requireSignedIn(): Promise<Staff> {
  const staff = await getStaff();
  if (!staff) redirect('/admin/sign-in');
  return staff;
}

/**
 * For server actions: the request must come from our own pages (Origin), carry a session (else 401) and a
 * role that may use `area` (else 403, nothing changed). Next answers the action with that status.
 */
export async function requireStaffAction(area: Area | 'account'): Promise<Staff> {
  if (!originAllowed(await headers())) forbidden();
  const staff = await getStaff();
  if (!staff) unauthorized();
  if (area === 'account') return staff;
  if (requiresTwoFactor(staff.role) && !staff.twoFactorEnabled) forbidden();
  if (!can(staff.role, area)) forbidden();
  return staff;
}

/**
 * For route handlers (exports, uploads): the staff member, or the response to send instead (401, 403). A
 * request that changes something must come from our own pages (Origin).
 */
export async function requireStaffRoute(request: Request, area: Area): Promise<Staff | Response> {
  const refuse = (status: number) => new Response(null, { status, headers: { 'Cache-Control': 'private, no-store' } });
  if (!['GET', 'HEAD'].includes(request.method) && !originAllowed(request.headers)) return refuse(403);
  const staff = await getStaff();
  if (!staff) return refuse(401);
  if (requiresTwoFactor(staff.role) && !staff.twoFactorEnabled) return refuse(403);
  if (!can(staff.role, area)) return refuse(403);
  return staff;
}
