// SQLite's migrations: which of prisma/migrations are not applied yet, and `prisma migrate deploy` only when
// some are. `migrate deploy` takes an exclusive lock on the file even when it has nothing to do, and gives up
// after 5 s (SQLITE_BUSY, surfacing as `WASM_ERROR … SocketTimeout`) while the running site writes: a command
// run beside the site (`npm run users`) must not take it for nothing.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export const SQLITE_MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
/** How long a command waits for the site's writers before it gives up on a locked file. */
export const CLI_BUSY_TIMEOUT_MS = 15_000;

/** The committed migrations' names, oldest first. */
function committedMigrations(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort();
}

/** The migrations the SQLite file at `file` lacks (all of them for a new file), oldest first. */
export function pendingSqliteMigrations(file: string, dir = SQLITE_MIGRATIONS_DIR): string[] {
  const committed = committedMigrations(dir);
  if (!fs.existsSync(file)) return committed;
  const db = new Database(file, { readonly: true, timeout: CLI_BUSY_TIMEOUT_MS });
  try {
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'").get();
    if (!table) return committed;
    const rows = db.prepare('SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL').all() as {
      migration_name: string;
    }[];
    const applied = new Set(rows.map((row) => row.migration_name));
    return committed.filter((name) => !applied.has(name));
  } finally {
    db.close();
  }
}

/** Applies the pending migrations to the SQLite database at `url` (`file:/abs/path`); answers their names. */
export function migrateSqlite(url: string): string[] {
  const pending = pendingSqliteMigrations(url.slice('file:'.length));
  if (pending.length === 0) return [];
  execFileSync('npx', ['prisma', 'migrate', 'deploy'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DATABASE_URL: url } });
  return pending;
}

/**
 * Whether `error` (from a SQLite database) is "the file stayed locked by another writer", however it came: from
 * better-sqlite3 (SQLITE_BUSY), or from Prisma's driver adapter, which reports the busy timeout as an operation
 * timeout (P1008, SocketTimeout).
 */
export function isSqliteBusy(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, meta, cause } = error as { code?: string; meta?: { driverAdapterError?: { cause?: { kind?: string } } }; cause?: { kind?: string } };
  const kind = meta?.driverAdapterError?.cause?.kind ?? cause?.kind;
  return code === 'SQLITE_BUSY' || code === 'P1008' || kind === 'SocketTimeout' || /database is locked/i.test(error.message);
}
