import 'server-only';
import { createHmac } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { prismaAdapter } from 'better-auth/adapters/prisma';
import { nextCookies } from 'better-auth/next-js';
import { twoFactor } from 'better-auth/plugins';
import { PLACEHOLDER_BRAND_NAME } from '@/lib/constants';
import { isPostgresUrl } from '@/lib/database-url';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { CLIENT_IP_HEADER } from '@/lib/http/client-ip';
import { appSecret } from '@/lib/secrets';
import { PASSWORD_MIN_LENGTH, RESET_LINK_TTL_SECONDS, SESSION_IDLE_SECONDS } from './limits';
import { queuePasswordResetMail } from './mails';

// Staff sign-in (docs/architecture.md, "The back office"). better-auth keeps the accounts and sessions in our
// database through its Prisma adapter; the back office calls it from server actions only (no HTTP handler is
// mounted: every flow is a form of ours that works without JavaScript, and there is no endpoint to sign up).

export const AUTH_COOKIE_PREFIX = 'aeris-staff';

function createAuth(secret: string) {
  return betterAuth({
    appName: PLACEHOLDER_BRAND_NAME,
    baseURL: env.SITE_URL,
    basePath: '/api/auth',
    secret,
    database: prismaAdapter(db, { provider: isPostgresUrl(env.DATABASE_URL) ? 'postgresql' : 'sqlite', transaction: true }),
    emailAndPassword: {
      enabled: true,
      // Staff are invited (lib/admin/users.ts): nobody signs up.
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // The link leads to our own page, which sets the password with the token (app/admin/set-password).
      sendResetPassword: async ({ user, token }) => queuePasswordResetMail(user, token),
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, input: false },
        banned: { type: 'boolean', required: false, input: false, defaultValue: false },
        locale: { type: 'string', required: false, input: false, defaultValue: 'it' },
        timeZone: { type: 'string', required: false, input: false },
      },
    },
    session: {
      // Idle expiry: a session unused for 12 hours is over; every use after 5 minutes pushes the end further.
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: 300,
      // Every request reads the session from the database, so a disabled account or a sign-out everywhere
      // takes effect at once.
      cookieCache: { enabled: false },
    },
    databaseHooks: {
      session: {
        create: {
          // A disabled account cannot get a session, whatever the way in.
          before: async (session) => {
            const user = await db.user.findUnique({ where: { id: session.userId }, select: { banned: true } });
            return user && !user.banned ? undefined : false;
          },
        },
      },
    },
    // better-auth's own limiter is per process and path; sign-in has ours (lib/admin/sign-in-limit.ts).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: env.SITE_URL.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      // The address our server recorded (lib/server/server.mjs), never one a client sent.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [
      twoFactor({
        issuer: PLACEHOLDER_BRAND_NAME,
        backupCodeOptions: { amount: 10, length: 10 },
        // A code that was already accepted is refused by lib/admin/two-factor.ts (better-auth does not check it).
        totpOptions: { period: 30, digits: 6 },
      }),
      // Last, so the cookies of every call above are written through Next's cookies().
      nextCookies(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const globalForAuth = globalThis as unknown as { aerisAuth?: Promise<Auth> };

/**
 * The auth instance. Its secret is BETTER_AUTH_SECRET, or derived from the application secret (which may live
 * in the database), hence asynchronous.
 */
export function getAuth(): Promise<Auth> {
  globalForAuth.aerisAuth ??= (async () => {
    const secret = env.BETTER_AUTH_SECRET ?? createHmac('sha256', await appSecret()).update('better-auth').digest('base64url');
    return createAuth(secret);
  })().catch((error: unknown) => {
    globalForAuth.aerisAuth = undefined;
    throw error;
  });
  return globalForAuth.aerisAuth;
}
