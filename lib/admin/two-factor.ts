import 'server-only';
import { cookies } from 'next/headers';
import { now, nowMs } from '@/lib/clock';
import { db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { getAuth } from './auth';

// better-auth checks a TOTP code against the time window but keeps no record of codes already used, so a code
// seen over a shoulder or in a proxy log would work a second time within its 30–90 seconds. We keep the codes
// accepted in the last few minutes and refuse them again.

const KEEP_MS = 5 * 60 * 1000;

/** The user a pending two-factor sign-in belongs to (better-auth's two_factor cookie), or null. */
export async function pendingTwoFactorUser(): Promise<string | null> {
  const auth = await getAuth();
  const context = await auth.$context;
  const name = context.createAuthCookie('two_factor').name;
  const signed = (await cookies()).get(name)?.value;
  if (!signed) return null;
  // "<token>.<signature>": better-auth checks the signature when it verifies; this is only a look-up.
  const token = decodeURIComponent(signed).replace(/\.[^.]*$/, '');
  // better-auth made this row and stamped its expiry by the system clock: compare with the same clock.
  const verification = await db.verification.findFirst({ where: { identifier: token, expiresAt: { gt: new Date() } } });
  return verification?.value ?? null;
}

export async function wasCodeUsed(userId: string, code: string): Promise<boolean> {
  return (await db.usedTotpCode.count({ where: { userId, code, usedAt: { gt: new Date(nowMs() - KEEP_MS) } } })) > 0;
}

/**
 * Records an accepted code; answers false when the same code was recorded first by another request (two
 * requests racing with one code: only one may win).
 */
export async function recordUsedCode(userId: string, code: string): Promise<boolean> {
  await db.usedTotpCode.deleteMany({ where: { usedAt: { lt: new Date(nowMs() - KEEP_MS) } } });
  try {
    await db.usedTotpCode.create({ data: { userId, code, usedAt: now() } });
    return true;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return false;
    throw error;
  }
}
