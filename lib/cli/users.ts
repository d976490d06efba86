// `npm run users -- <command>`: staff accounts from the server's shell, for the owner of the server.
//   invite <email> <admin|editor|sales>   prints a one-time link (24 h) to set the password
//   reset-2fa <email>                      removes two-factor sign-in (a lost phone)
//   disable <email>                        disables the account and ends its sessions
// There is no default account: the first administrator is invited this way (README, "The first administrator").
import { migratePostgres, pendingPostgresMigrations } from '../../prisma/postgres-migrate';
import { CLI_BUSY_TIMEOUT_MS, isSqliteBusy, migrateSqlite } from '../../prisma/sqlite-migrate';
import { databaseUrl, isPostgresUrl } from '../database-url';
import { createPrismaClient } from '../prisma-client';
import { isRole, ROLES } from '../admin/roles';
import { disableByEmail, inviteUser, resetTwoFactorByEmail, type UserRefusal } from '../admin/users';

const USAGE = `Usage:
  npm run users -- invite <email> <${ROLES.join('|')}>
  npm run users -- reset-2fa <email>
  npm run users -- disable <email>`;

const ACTOR = { id: null, email: 'command line' };

const REFUSED: Record<UserRefusal, string> = { EXISTS: 'already has an account with a password', NOT_FOUND: 'has no account', LAST_ADMIN: 'is the last active administrator' };

function refused(email: string, code: UserRefusal) {
  console.error(`${email} ${REFUSED[code]}.`);
  return 1;
}

async function main() {
  const [command, email, role] = process.argv.slice(2);
  if (!command || !email || !/^[^@\s]+@[^@\s]+$/.test(email)) {
    console.error(USAGE);
    return 1;
  }
  // The database may be new: then bring it up to date first (migrations only, quietly). Only then: a migration
  // locks the whole SQLite file, which the running site writes to (the release step and `npm start` migrate).
  const url = databaseUrl();
  if (isPostgresUrl(url)) {
    if ((await pendingPostgresMigrations(url)).length) await migratePostgres(url);
  } else migrateSqlite(url);
  const db = createPrismaClient(url, { busyTimeoutMs: CLI_BUSY_TIMEOUT_MS });
  try {
    if (command === 'invite') {
      if (!isRole(role)) {
        console.error(USAGE);
        return 1;
      }
      const invited = await inviteUser(db, { email, role }, ACTOR);
      if (!invited.ok) return refused(email, invited.code);
      const { token } = invited;
      const site = (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');
      console.log(`Invited ${email.toLowerCase()} as ${role}. This link sets the password; it works once, within 24 hours:`);
      console.log(`${site}/admin/set-password?token=${encodeURIComponent(token)}`);
      return 0;
    }
    if (command === 'reset-2fa') {
      const reset = await resetTwoFactorByEmail(db, email, ACTOR);
      if (!reset.ok) return refused(email, reset.code);
      console.log(`Two-factor sign-in removed for ${email}; their sessions are ended.`);
      return 0;
    }
    if (command === 'disable') {
      const disabled = await disableByEmail(db, email, ACTOR);
      if (!disabled.ok) return refused(email, disabled.code);
      console.log(`${email} is disabled; their sessions are ended.`);
      return 0;
    }
    console.error(USAGE);
    return 1;
  } finally {
    await db.$disconnect();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  if (isPostgresUrl(databaseUrl()) || !isSqliteBusy(error)) throw error;
  // One line instead of a driver's stack: the site kept the file locked for longer than we wait.
  console.error(`The database stayed locked by another writer for more than ${CLI_BUSY_TIMEOUT_MS / 1000} s; nothing was changed. Try again in a moment.`);
  process.exitCode = 1;
}
