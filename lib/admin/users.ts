// Staff accounts: invitations, roles, disabling, two-factor resets. Shared by the back office's users screen
// and by `npm run users` (lib/cli/users.ts), so it takes the database client as an argument and imports
// nothing that only runs inside Next. Each change writes its audit entry in its own transaction; a refusal
// (UserRefusal) is answered as `{ ok: false, code }` (lib/admin/refusal.ts).
import { randomBytes, randomUUID } from 'node:crypto';
import { now, nowMs } from '@/lib/clock';
import type { Prisma, PrismaClient } from '@/lib/generated/prisma/client';
import { recordAudit, type Actor } from './audit';
import { INVITE_LINK_TTL_SECONDS } from './limits';
import { refusals, type Refusals } from './refusal';
import type { Role } from './roles';

type Db = PrismaClient;
type Tx = Prisma.TransactionClient;

/** Why a change to an account is refused: the address has an account, there is none, the last admin. */
export type UserRefusal = 'EXISTS' | 'NOT_FOUND' | 'LAST_ADMIN';
const refusal: Refusals<UserRefusal> = refusals();
const DONE = { ok: true } as const;

const normalise = (email: string) => email.trim().toLowerCase();

/** A one-time link's token, valid for `ttlSeconds`: to set the password (better-auth's reset token) or to unlock. */
async function linkToken(tx: Db | Tx, userId: string, ttlSeconds: number, purpose: 'reset-password' | 'unlock' = 'reset-password') {
  const token = randomBytes(24).toString('base64url');
  await tx.verification.create({
    data: { id: randomUUID(), identifier: `${purpose}:${token}`, value: userId, expiresAt: new Date(nowMs() + ttlSeconds * 1000) },
  });
  return token;
}
const passwordToken = (tx: Tx, userId: string, ttlSeconds: number) => linkToken(tx, userId, ttlSeconds);

/** A link that ends an account's sign-in lock, for its owner's mail. */
export function unlockToken(db: Db, userId: string, ttlSeconds: number) {
  return linkToken(db, userId, ttlSeconds, 'unlock');
}

/** The account an unlock link is for, once: the link is used up (and so is every other unlock link of it). */
export async function consumeUnlockLink(db: Db, token: string) {
  if (!token) return null;
  const link = await db.verification.findFirst({ where: { identifier: `unlock:${token}`, expiresAt: { gt: now() } }, select: { id: true, value: true } });
  if (!link) return null;
  // Used in one step: of two presses at once, one deletes the link and the other finds it gone.
  const { count } = await db.verification.deleteMany({ where: { id: link.id } });
  if (count !== 1) return null;
  await db.verification.deleteMany({ where: { identifier: { startsWith: 'unlock:' }, value: link.value } });
  return db.user.findUnique({ where: { id: link.value } });
}

/** The account a one-time link (invitation or reset) sets the password of, while the link is valid; else null. */
export async function passwordLinkUser(db: Db, token: string) {
  if (!token) return null;
  const link = await db.verification.findFirst({ where: { identifier: `reset-password:${token}`, expiresAt: { gt: now() } }, select: { value: true } });
  return link ? db.user.findUnique({ where: { id: link.value } }) : null;
}

/** Ends every one-time link (invitation or reset) of an account: after its password is set, no older link works. */
export async function endPasswordLinks(db: Db | Prisma.TransactionClient, userId: string) {
  await db.verification.deleteMany({ where: { identifier: { startsWith: 'reset-password:' }, value: userId } });
}

/**
 * Creates an account without a password and answers the token of its one-time link (24 hours). Inviting an
 * address that has an account but never set a password sends a fresh link instead. `withLink` does more in the
 * same transaction (the back office queues the invitation mail; the command line prints the link instead).
 */
export async function inviteUser(
  db: Db,
  input: { email: string; name?: string; role: Role; locale?: string },
  actor: Actor,
  withLink?: (tx: Tx, invited: { email: string; token: string }) => Promise<unknown>,
) {
  const email = normalise(input.email);
  return refusal.refusable(() => db.$transaction(async (tx) => {
    const existing = await tx.user.findUnique({ where: { email }, include: { accounts: { where: { providerId: 'credential' } } } });
    if (existing && existing.accounts.length > 0) refusal.refuse('EXISTS');
    const user =
      existing ??
      (await tx.user.create({
        data: { id: randomUUID(), email, name: input.name?.trim() || email.split('@')[0]!, role: input.role, locale: input.locale ?? 'it', emailVerified: true },
      }));
    if (existing && existing.role !== input.role) await tx.user.update({ where: { id: user.id }, data: { role: input.role } });
    await endPasswordLinks(tx, user.id);
    const token = await passwordToken(tx, user.id, INVITE_LINK_TTL_SECONDS);
    await recordAudit(tx, actor, 'user.invite', { entityId: user.id, after: { email, role: input.role } });
    await withLink?.(tx, { email, token });
    return { ok: true as const, userId: user.id, email, token };
  }));
}

/** Every staff account for the users screen, by address, with whether its password was ever set. */
export function listStaffAccounts(db: Db) {
  return db.user.findMany({ orderBy: { email: 'asc' }, include: { accounts: { where: { providerId: 'credential' }, select: { id: true } } } });
}

/** An account by id or address, as the sign-in flows need it (never its password). */
export function findAccount(db: Db, where: { id: string } | { email: string }) {
  return db.user.findUnique({ where, select: { id: true, email: true, banned: true, locale: true } });
}

/** Ends one session (by its token), or every session of an account opened before `before`. */
export async function endSessions(db: Db, which: { token: string } | { userId: string; before: Date }) {
  await db.session.deleteMany({ where: 'token' in which ? { token: which.token } : { userId: which.userId, createdAt: { lt: which.before } } });
}

/** The staff member's own language for the back office and its mails. */
export async function setAccountLocale(db: Db, actor: Actor, userId: string, locale: string) {
  await db.$transaction(async (tx) => {
    const before = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { locale: true } });
    await tx.user.update({ where: { id: userId }, data: { locale } });
    await recordAudit(tx, actor, 'user.locale', { entityId: userId, before, after: { locale } });
  });
}

/** The time zone the account chose ('' when it reads dates in its language's). */
export async function chosenTimeZone(db: Db, userId: string): Promise<string> {
  return (await db.user.findUnique({ where: { id: userId }, select: { timeZone: true } }))?.timeZone ?? '';
}

/** The account's time zone (null: its language's, lib/admin/time-zone.ts). */
export async function setAccountTimeZone(db: Db, actor: Actor, userId: string, timeZone: string | null) {
  await db.$transaction(async (tx) => {
    const before = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { timeZone: true } });
    await tx.user.update({ where: { id: userId }, data: { timeZone } });
    await recordAudit(tx, actor, 'user.time_zone', { entityId: userId, before, after: { timeZone } });
  });
}

/** Ends every session of the account, on every device. */
export async function endAllSessions(db: Db, actor: Actor, userId: string) {
  await db.$transaction(async (tx) => {
    await tx.session.deleteMany({ where: { userId } });
    await recordAudit(tx, actor, 'user.sign_out_everywhere', { entityId: userId });
  });
}

async function idOf(db: Db, email: string) {
  const user = await db.user.findUnique({ where: { email: normalise(email) }, select: { id: true } });
  return user ? user.id : refusal.refuse('NOT_FOUND');
}

/** There must always be one active administrator: the last one cannot be disabled or demoted. */
async function assertNotLastAdmin(tx: Tx, userId: string) {
  const others = await tx.user.count({ where: { role: 'admin', banned: { not: true }, id: { not: userId } } });
  if (others === 0) refusal.refuse('LAST_ADMIN');
}

/** Disables (or enables) an account; disabling ends its sessions at once. */
export async function setDisabled(db: Db, userId: string, disabled: boolean, actor: Actor) {
  return refusal.refusable(() => db.$transaction(async (tx) => {
    const user = (await tx.user.findUnique({ where: { id: userId } })) ?? refusal.refuse('NOT_FOUND');
    if (disabled && user.role === 'admin') await assertNotLastAdmin(tx, userId);
    await tx.user.update({ where: { id: userId }, data: { banned: disabled } });
    if (disabled) await tx.session.deleteMany({ where: { userId } });
    await recordAudit(tx, actor, disabled ? 'user.disable' : 'user.enable', { entityId: userId, before: { banned: Boolean(user.banned) }, after: { banned: disabled } });
    return DONE;
  }));
}

export async function disableByEmail(db: Db, email: string, actor: Actor) {
  return refusal.refusable(async () => setDisabled(db, await idOf(db, email), true, actor));
}

/** Removes two-factor sign-in (a lost phone); an admin is asked to enrol again at the next sign-in. */
export async function resetTwoFactor(db: Db, userId: string, actor: Actor) {
  return refusal.refusable(() => db.$transaction(async (tx) => {
    if ((await tx.user.count({ where: { id: userId } })) === 0) refusal.refuse('NOT_FOUND');
    await tx.twoFactor.deleteMany({ where: { userId } });
    await tx.user.update({ where: { id: userId }, data: { twoFactorEnabled: false } });
    await tx.session.deleteMany({ where: { userId } });
    await recordAudit(tx, actor, 'user.reset_2fa', { entityId: userId, after: { twoFactorEnabled: false } });
    return DONE;
  }));
}

export async function resetTwoFactorByEmail(db: Db, email: string, actor: Actor) {
  return refusal.refusable(async () => resetTwoFactor(db, await idOf(db, email), actor));
}

export async function setRole(db: Db, userId: string, role: Role, actor: Actor) {
  return refusal.refusable(() => db.$transaction(async (tx) => {
    const user = (await tx.user.findUnique({ where: { id: userId } })) ?? refusal.refuse('NOT_FOUND');
    if (user.role === role) return DONE;
    if (user.role === 'admin') await assertNotLastAdmin(tx, userId);
    await tx.user.update({ where: { id: userId }, data: { role } });
    await recordAudit(tx, actor, 'user.role', { entityId: userId, before: { role: user.role ?? '' }, after: { role } });
    return DONE;
  }));
}
