'use server';

import * as Sentry from '@sentry/nextjs';
import QRCode from 'qrcode';
import { APIError } from 'better-auth/api';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { after } from 'next/server';
import { z } from 'zod';
import { isLocale } from '@/i18n/routing';
import { accounts, recordSignInEvent } from '@/lib/admin/accounts';
import type { Actor } from '@/lib/admin/audit';
import { getAuth } from '@/lib/admin/auth';
import { ADMIN_LOCALE_COOKIE } from '@/lib/admin/i18n';
import { UNLOCK_LINK_TTL_SECONDS } from '@/lib/admin/limits';
import { queueUnlockMail } from '@/lib/admin/mails';
import { passwordProblem } from '@/lib/admin/password';
import { isRole, requiresTwoFactor } from '@/lib/admin/roles';
import { actorOf, getStaff, requireStaffAction, TWO_FACTOR_SETUP_PATH } from '@/lib/admin/session';
import { accountLocked, signInSucceeded, takeAccountMail, takeSignInAttempt, unlockAccount } from '@/lib/admin/sign-in-limit';
import { pendingTwoFactorUser, recordUsedCode, wasCodeUsed } from '@/lib/admin/two-factor';
import { requestClient } from '@/lib/http/client-ip';
import { sentForm } from '@/lib/http/action-guard';
import { originAllowed } from '@/lib/http/guards';
import { takeRateLimit } from '@/lib/http/rate-limit';

// The sign-in flows of the back office, as server actions so every form works without JavaScript. Answers are
// message keys of admin.auth; nothing here says whether an address has an account.

export type AuthFormState = { error?: string; errorValues?: Record<string, number>; fields?: Record<string, string>; email?: string; done?: boolean } | null;

/** Only paths inside the back office are followed after sign-in (no open redirect). */
function safeNext(value: FormDataEntryValue | null): string {
  const next = typeof value === 'string' ? value : '';
  return /^\/admin(\/[^/\\]|$|\?)/.test(next) && !next.includes('//') ? next : '/admin';
}

async function requestContext() {
  const list = await headers();
  const client = requestClient(list);
  /** The account a sign-in step is about, as the audit log names it, with this request's address and browser. */
  const actor = (user: { id: string; email: string }): Actor => ({ id: user.id, email: user.email, ...client });
  return { list, ip: client.ip, sameOrigin: originAllowed(list), actor };
}

/** A failure of work done after the answer: logged and reported, since nobody is waiting to be told. */
function reportLater(error: unknown, what: string) {
  console.error(`[admin] a ${what} could not be sent`, error);
  Sentry.captureException(error, { tags: { area: 'auth', after: what } });
}

const credentials = z.object({ email: z.email().max(254), password: z.string().min(1).max(128) });

export async function signIn(_previous: AuthFormState, sent: FormData): Promise<AuthFormState> {
  const formData = sentForm(sent);
  const { list, ip, sameOrigin, actor } = await requestContext();
  const email = String(formData.get('email') ?? '').trim().toLowerCase();
  if (!sameOrigin) return { error: 'signInFailed', email };
  const parsed = credentials.safeParse({ email, password: formData.get('password') });
  if (!parsed.success) return { error: 'signInFailed', email };
  const wait = await takeSignInAttempt(ip, email);
  if (wait !== null) {
    // After the answer, as for "forgot password": the answer says nothing of whether the address has an account.
    after(() => sendUnlockLink(email, actor).catch((error: unknown) => reportLater(error, 'unlock link')));
    return { error: 'tooManyAttempts', errorValues: { minutes: Math.ceil(wait / 60) }, email };
  }

  const auth = await getAuth();
  let twoFactor = false;
  let mustEnrol = false;
  try {
    const result = await auth.api.signInEmail({ body: { email, password: parsed.data.password, rememberMe: true }, headers: list });
    twoFactor = 'twoFactorRedirect' in result && Boolean(result.twoFactorRedirect);
    if (!twoFactor && 'user' in result) {
      mustEnrol = isRole(result.user.role) && requiresTwoFactor(result.user.role);
      await recordSignInEvent(actor(result.user), 'user.sign_in', { entityId: result.user.id, meta: { secondFactor: 'none' } });
    }
  } catch (error) {
    if (error instanceof APIError) return { error: 'signInFailed', email };
    throw error;
  }
  await signInSucceeded(ip, email);
  const next = safeNext(formData.get('next'));
  if (mustEnrol) redirect(TWO_FACTOR_SETUP_PATH);
  redirect(twoFactor ? `/admin/two-factor?next=${encodeURIComponent(next)}` : next);
}

const codeSchema = z.string().trim().regex(/^\d{6}$/);
const backupSchema = z.string().trim().min(6).max(32);

/** The second step of a sign-in: a TOTP code (never one already used) or a backup code (single use). */
export async function verifyTwoFactor(_previous: AuthFormState, sent: FormData): Promise<AuthFormState> {
  const formData = sentForm(sent);
  const { list, ip, sameOrigin, actor } = await requestContext();
  if (!sameOrigin) return { error: 'codeInvalid' };
  const backup = formData.get('method') === 'backup';
  const userId = await pendingTwoFactorUser();
  if (!userId) return { error: 'twoFactorExpired' };
  const wait = await takeSignInAttempt(ip, `2fa:${userId}`);
  if (wait !== null) return { error: 'tooManyAttempts', errorValues: { minutes: Math.ceil(wait / 60) } };
  const user = await accounts.findAccount({ id: userId });
  if (!user) return { error: 'twoFactorExpired' };
  const method = backup ? 'backup_code' : 'totp';
  const refused = async (): Promise<AuthFormState> => {
    await recordSignInEvent(actor(user), 'user.two_factor_refused', { entityId: user.id, meta: { method } });
    return { error: 'codeInvalid' };
  };

  const auth = await getAuth();
  const raw = String(formData.get('code') ?? '').replace(/\s+/g, '');
  try {
    if (backup) {
      const code = backupSchema.safeParse(raw);
      if (!code.success) return refused();
      await auth.api.verifyBackupCode({ body: { code: code.data }, headers: list });
    } else {
      const code = codeSchema.safeParse(raw);
      if (!code.success || (await wasCodeUsed(userId, code.data))) return refused();
      const result = await auth.api.verifyTOTP({ body: { code: code.data }, headers: list });
      if (!(await recordUsedCode(userId, code.data))) {
        // Another request used the same code a moment ago: this session must not live.
        await accounts.endSessions({ token: result.token });
        return refused();
      }
    }
  } catch (error) {
    if (error instanceof APIError) return refused();
    throw error;
  }
  await recordSignInEvent(actor(user), 'user.sign_in', { entityId: user.id, meta: { secondFactor: method } });
  await signInSucceeded(ip, `2fa:${userId}`);
  redirect(safeNext(formData.get('next')));
}

export async function requestPasswordReset(_previous: AuthFormState, sent: FormData): Promise<AuthFormState> {
  const formData = sentForm(sent);
  const { ip, sameOrigin, actor } = await requestContext();
  const email = z.email().max(254).safeParse(String(formData.get('email') ?? '').trim().toLowerCase());
  if (!email.success) return { fields: { email: 'invalidEmail' } };
  if (!sameOrigin) return { done: true };
  if ((await takeRateLimit('staff-password-reset', ip)) !== null) return { error: 'tooManyAttempts', errorValues: { minutes: 1 } };
  // The same answer whether or not the address has an account, and in the same time: whether it has one, and its
  // link and mail, are worked out after the answer has gone (a timer tells nothing).
  after(() => sendResetLink(email.data, actor).catch((error: unknown) => reportLater(error, 'reset link')));
  return { done: true };
}

/** A reset link for an address that has an active account, at most RESET_MAILS_PER_HOUR an hour; else nothing. */
async function sendResetLink(email: string, actor: (user: { id: string; email: string }) => Actor) {
  const user = await accounts.findAccount({ email });
  if (!user || user.banned) return;
  if (!(await takeAccountMail('reset', user.id))) return;
  // Anyone may ask for a link: the entry names the account, not the asker as its holder.
  await recordSignInEvent({ ...actor(user), id: null, email: 'anonymous' }, 'user.password_reset_request', { entityId: user.id });
  const auth = await getAuth();
  await auth.api.requestPasswordReset({ body: { email, redirectTo: '/admin/set-password' } });
}

/**
 * A locked account's owner gets a link that ends the lock (a stranger can spend an account's sign-in budget, and
 * the limit stays): only when the account's own budget is spent, at most UNLOCK_MAILS_PER_HOUR an hour.
 */
async function sendUnlockLink(email: string, actor: (user: { id: string; email: string }) => Actor) {
  const user = await accounts.findAccount({ email });
  if (!user || user.banned || !(await accountLocked(email))) return;
  if (!(await takeAccountMail('unlock', user.id))) return;
  await recordSignInEvent({ ...actor(user), id: null, email: 'anonymous' }, 'user.unlock_mail', { entityId: user.id });
  await queueUnlockMail(user, await accounts.unlockToken(user.id, UNLOCK_LINK_TTL_SECONDS));
}

/** The owner follows the mailed link and presses "Unlock": the account's sign-in count starts again. */
export async function unlockSignIn(_previous: AuthFormState, sent: FormData): Promise<AuthFormState> {
  const formData = sentForm(sent);
  const { sameOrigin, actor } = await requestContext();
  if (!sameOrigin) return { error: 'linkInvalid' };
  const user = await accounts.consumeUnlockLink(String(formData.get('token') ?? ''));
  if (!user) return { error: 'linkInvalid' };
  await unlockAccount(user.email);
  await recordSignInEvent(actor(user), 'user.unlock', { entityId: user.id });
  redirect('/admin/sign-in?unlocked=1');
}

/** Invitations and resets: sets the password with the one-time token (better-auth consumes it). */
export async function setPassword(_previous: AuthFormState, sent: FormData): Promise<AuthFormState> {
  const formData = sentForm(sent);
  const { sameOrigin, actor } = await requestContext();
  if (!sameOrigin) return { error: 'linkInvalid' };
  const token = String(formData.get('token') ?? '');
  const password = String(formData.get('password') ?? '');
  const repeat = String(formData.get('repeat') ?? '');
  const user = await accounts.passwordLinkUser(token);
  if (!user) return { error: 'linkInvalid' };
  const problem = passwordProblem(password, user.email);
  if (problem) return { fields: { password: problem } };
  if (password !== repeat) return { fields: { repeat: 'MISMATCH' } };
  const auth = await getAuth();
  try {
    await auth.api.resetPassword({ body: { newPassword: password, token } });
  } catch (error) {
    if (error instanceof APIError) return { error: 'linkInvalid' };
    throw error;
  }
  // Any other link of the account (an older reset, an invitation) stops working now.
  await accounts.endPasswordLinks(user.id);
  await recordSignInEvent(actor(user), 'user.set_password', { entityId: user.id });
  redirect('/admin/sign-in?password=set');
}

/** Two-factor enrolment: the password first, then the QR code, the key and the backup codes, then a code. */
export type EnrolState =
  | null
  | { step: 'password'; error?: string; errorValues?: Record<string, number> }
  | { step: 'verify'; totpUri: string; qrSvg: string; secret: string; backupCodes: string[]; error?: string };

async function enrolView(totpUri: string, backupCodes: string[], error?: string): Promise<EnrolState> {
  const secret = new URL(totpUri).searchParams.get('secret') ?? '';
  const qrSvg = await QRCode.toString(totpUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { step: 'verify', totpUri, qrSvg, secret, backupCodes, error };
}

export async function enrolTwoFactor(previous: EnrolState, sent: FormData): Promise<EnrolState> {
  const formData = sentForm(sent);
  const staff = await requireStaffAction('account');
  const { list, ip } = await requestContext();
  const auth = await getAuth();
  if (formData.get('step') !== 'verify') {
    // A password check like a sign-in's, so it spends the same budget: a stolen session cannot guess the
    // password here faster than at the sign-in page, then enrol its own authenticator.
    const wait = await takeSignInAttempt(ip, staff.email);
    if (wait !== null) return { step: 'password', error: 'tooManyAttempts', errorValues: { minutes: Math.ceil(wait / 60) } };
    try {
      const result = await auth.api.enableTwoFactor({ body: { password: String(formData.get('password') ?? ''), method: 'totp' }, headers: list });
      if (result.method !== 'totp') return { step: 'password', error: 'wrongPassword' };
      await signInSucceeded(ip, staff.email);
      return enrolView(result.totpURI, result.backupCodes);
    } catch (error) {
      if (error instanceof APIError) return { step: 'password', error: 'wrongPassword' };
      throw error;
    }
  }
  // The page shows the key again with an error; the key in the form is only for showing, the check is against
  // the stored secret.
  const totpUri = String(formData.get('totpUri') ?? '');
  const backupCodes = String(formData.get('backupCodes') ?? '').split(',').filter(Boolean);
  const code = codeSchema.safeParse(String(formData.get('code') ?? '').replace(/\s+/g, ''));
  if (!totpUri.startsWith('otpauth://')) return { step: 'password' };
  if (!code.success || (await wasCodeUsed(staff.id, code.data))) return enrolView(totpUri, backupCodes, 'codeInvalid');
  // Compared with the createdAt better-auth gives sessions, which it takes from the system clock, not lib/clock.
  const started = new Date();
  try {
    // On success better-auth replaces this browser's session with a new one.
    await auth.api.verifyTOTP({ body: { code: code.data }, headers: list });
  } catch (error) {
    if (error instanceof APIError) return enrolView(totpUri, backupCodes, 'codeInvalid');
    throw error;
  }
  await recordUsedCode(staff.id, code.data);
  // Sessions opened before enrolment never passed a second factor (someone who had the password could be
  // waiting in one): only the one just made stays.
  await accounts.endSessions({ userId: staff.id, before: started });
  await recordSignInEvent(actorOf(staff), 'user.enable_2fa', { entityId: staff.id, after: { twoFactorEnabled: true } });
  void previous;
  redirect('/admin/account?twoFactor=on');
}

/** The language of the sign-in pages, before anyone is signed in. */
export async function chooseSignInLocale(sent: FormData) {
  const formData = sentForm(sent);
  const locale = String(formData.get('locale') ?? '');
  if (isLocale(locale) && originAllowed(await headers())) {
    (await cookies()).set(ADMIN_LOCALE_COOKIE, locale, { path: '/admin', sameSite: 'lax', httpOnly: true, maxAge: 365 * 24 * 3600 });
  }
  redirect('/admin/sign-in');
}

/** Ends this browser's session. */
export async function signOut() {
  const [auth, staff] = await Promise.all([getAuth(), getStaff()]);
  const signedOut = await auth.api.signOut({ headers: await headers() }).catch(() => null);
  if (staff && signedOut) await recordSignInEvent(actorOf(staff), 'user.sign_out', { entityId: staff.id });
  redirect('/admin/sign-in');
}
