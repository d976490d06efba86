// Staff accounts: invitations, roles, disabling, two-factor resets. Shared by the back office's users screen
// and by `npm run users` (lib/cli/users.ts), so it takes the database client as an argument and imports
// nothing that only runs inside Next.
import { randomBytes, randomUUID } from 'node:crypto';
import { nowMs } from '@/lib/clock';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import type { Actor } from './audit';
import { INVITE_LINK_TTL_SECONDS } from './limits';
import type { Role } from './roles';

type Db = PrismaClient;

export class UserError extends Error {
  constructor(readonly code: 'EXISTS' | 'NOT_FOUND' | 'LAST_ADMIN') {
    super(code);
  }
}

const normalise = (email: string) => email.trim().toLowerCase();

/** A one-time link to set the password (better-auth's reset token), valid for `ttlSeconds`. */
async function passwordToken(db: Db, userId: string, ttlSeconds: number) {
  const token = randomBytes(24).toString('base64url');
  await db.verification.create({
    data: { id: randomUUID(), identifier: `reset-password:${token}`, value: userId, expiresAt: new Date(nowMs() + ttlSeconds * 1000) },
  });
  return token;
}

const audit = (db: Db, actor: Actor, action: string, entityId: string, after?: object, before?: object) =>
  db.auditLog.create({ data: { actorId: actor.id, actorEmail: actor.email, action, entity: 'user', entityId, after, before } });

/**
 * Creates an account without a password and answers the token of its one-time link (24 hours). Inviting an
 * address that has an account but never set a password sends a fresh link instead.
 */
export async function inviteUser(db: Db, input: { email: string; name?: string; role: Role; locale?: string }, actor: Actor) {
  const email = normalise(input.email);
  const existing = await db.user.findUnique({ where: { email }, include: { accounts: { where: { providerId: 'credential' } } } });
  if (existing && existing.accounts.length > 0) throw new UserError('EXISTS');
  const user =
    existing ??
    (await db.user.create({
      data: { id: randomUUID(), email, name: input.name?.trim() || email.split('@')[0]!, role: input.role, locale: input.locale ?? 'it', emailVerified: true },
    }));
  if (existing && existing.role !== input.role) await db.user.update({ where: { id: user.id }, data: { role: input.role } });
  await db.verification.deleteMany({ where: { identifier: { startsWith: 'reset-password:' }, value: user.id } });
  const token = await passwordToken(db, user.id, INVITE_LINK_TTL_SECONDS);
  await audit(db, actor, 'user.invite', user.id, { email, role: input.role });
  return { userId: user.id, email, token };
}

async function findByEmail(db: Db, email: string) {
  const user = await db.user.findUnique({ where: { email: normalise(email) } });
  if (!user) throw new UserError('NOT_FOUND');
  return user;
}

/** There must always be one active administrator: the last one cannot be disabled or demoted. */
async function assertNotLastAdmin(db: Db, userId: string) {
  const others = await db.user.count({ where: { role: 'admin', banned: { not: true }, id: { not: userId } } });
  if (others === 0) throw new UserError('LAST_ADMIN');
}

/** Disables (or enables) an account; disabling ends its sessions at once. */
export async function setDisabled(db: Db, userId: string, disabled: boolean, actor: Actor) {
  const user = await db.user.findUnique({ where: { id: userId } });
  if (!user) throw new UserError('NOT_FOUND');
  if (disabled && user.role === 'admin') await assertNotLastAdmin(db, userId);
  await db.$transaction([
    db.user.update({ where: { id: userId }, data: { banned: disabled } }),
    ...(disabled ? [db.session.deleteMany({ where: { userId } })] : []),
  ]);
  await audit(db, actor, disabled ? 'user.disable' : 'user.enable', userId, { banned: disabled }, { banned: Boolean(user.banned) });
}

export async function disableByEmail(db: Db, email: string, actor: Actor) {
  const user = await findByEmail(db, email);
  await setDisabled(db, user.id, true, actor);
}

/** Removes two-factor sign-in (a lost phone); an admin is asked to enrol again at the next sign-in. */
export async function resetTwoFactor(db: Db, userId: string, actor: Actor) {
  if ((await db.user.count({ where: { id: userId } })) === 0) throw new UserError('NOT_FOUND');
  await db.$transaction([
    db.twoFactor.deleteMany({ where: { userId } }),
    db.user.update({ where: { id: userId }, data: { twoFactorEnabled: false } }),
    db.session.deleteMany({ where: { userId } }),
  ]);
  await audit(db, actor, 'user.reset_2fa', userId, { twoFactorEnabled: false });
}

export async function resetTwoFactorByEmail(db: Db, email: string, actor: Actor) {
  const user = await findByEmail(db, email);
  await resetTwoFactor(db, user.id, actor);
}

export async function setRole(db: Db, userId: string, role: Role, actor: Actor) {
  const user = await db.user.findUnique({ where: { id: userId } });
  if (!user) throw new UserError('NOT_FOUND');
  if (user.role === role) return;
  if (user.role === 'admin') await assertNotLastAdmin(db, userId);
  await db.user.update({ where: { id: userId }, data: { role } });
  await audit(db, actor, 'user.role', userId, { role }, { role: user.role });
}
