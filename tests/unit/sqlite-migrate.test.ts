import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { isSqliteBusy, migrateSqlite, pendingSqliteMigrations, SQLITE_MIGRATIONS_DIR } from '@/prisma/sqlite-migrate';
import { createTestDatabase } from '../support/test-db';

// `npm run users` beside the running site (issue 25): a database that is up to date is not migrated, because
// `prisma migrate deploy` locks the whole file even with nothing to do, and the site's writes then make it fail.

const committed = fs.readdirSync(SQLITE_MIGRATIONS_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A migrated database in WAL mode, as the release step leaves the site's (readers never wait for a writer). */
function migrated() {
  const database = createTestDatabase();
  cleanups.push(() => database.cleanup());
  const file = database.url.slice('file:'.length);
  const raw = new Database(file);
  raw.pragma('journal_mode = WAL');
  raw.close();
  return { url: database.url, file };
}

/** Another process holding SQLite's write lock on `file` until it is stopped (the running site, mid-write). */
async function lockedByAnotherProcess(file: string) {
  const child = spawn(process.execPath, ['-e', `const db = new (require('better-sqlite3'))(${JSON.stringify(file)}); db.exec('BEGIN EXCLUSIVE'); console.log('locked'); setInterval(() => {}, 1000);`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => {
    child.kill('SIGKILL');
  };
  cleanups.push(stop);
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('locked') && resolve());
    child.once('exit', (code) => reject(new Error(`the locking process exited (${code})`)));
    setTimeout(() => reject(new Error('the locking process did not lock the file within 10 s')), 10_000).unref();
  });
  return stop;
}

describe('pending SQLite migrations', () => {
  it('are every committed migration for a new file, and none for a migrated one', () => {
    expect(pendingSqliteMigrations(path.resolve('var/test', 'does-not-exist.db'))).toEqual(committed);
    expect(pendingSqliteMigrations(migrated().file)).toEqual([]);
  });

  it('include a migration that was started and never finished', () => {
    const { file } = migrated();
    const db = new Database(file);
    db.prepare('UPDATE _prisma_migrations SET finished_at = NULL WHERE migration_name = ?').run(committed.at(-1));
    db.close();
    expect(pendingSqliteMigrations(file)).toEqual([committed.at(-1)]);
  });

  it('an up-to-date database is left alone even while another process holds its write lock', async () => {
    const { url, file } = migrated();
    await lockedByAnotherProcess(file);
    // `migrate deploy` would wait for the lock and fail after 5 s; nothing pending means it is not run at all.
    expect(migrateSqlite(url)).toEqual([]);
  });
});

describe('npm run users', () => {
  it('says in one line that the database stayed locked, and changes nothing', async () => {
    const { url, file } = migrated();
    const unlock = await lockedByAnotherProcess(file);
    const child = spawn(process.execPath, ['lib/cli/run.mjs', 'lib/cli/users.ts', 'invite', 'locked-out@example.test', 'editor'], {
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanups.push(() => void child.kill('SIGKILL'));
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    unlock();
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual(['The database stayed locked by another writer for more than 15 s; nothing was changed. Try again in a moment.']);
    const db = new Database(file, { readonly: true });
    expect(db.prepare('SELECT count(*) AS n FROM user').get()).toEqual({ n: 0 });
    db.close();
  }, 60_000);
});

describe('a locked SQLite file', () => {
  it('is recognised however it is reported, and nothing else is', () => {
    const withFields = (message: string, fields: object) => Object.assign(new Error(message), fields);
    const busy = [
      withFields('database is locked', { code: 'SQLITE_BUSY' }), // better-sqlite3
      withFields('Operation has timed out', { code: 'P1008', meta: { driverAdapterError: { cause: { kind: 'SocketTimeout' } } } }), // Prisma
      withFields('SocketTimeout', { cause: { kind: 'SocketTimeout' } }), // the driver adapter's own error
      new Error('SQLITE_BUSY: database is locked'),
    ];
    const other = [withFields('UNIQUE constraint failed', { code: 'SQLITE_CONSTRAINT_UNIQUE' }), withFields('Record not found', { code: 'P2025' }), 'database is locked'];
    expect(busy.map(isSqliteBusy)).toEqual(busy.map(() => true));
    expect(other.map(isSqliteBusy)).toEqual(other.map(() => false));
  });
});
