// The PostgreSQL release step's migration runner. `prisma migrate deploy` cannot be used: through the pg adapter
// it fails on PostgreSQL (prisma/orm#27403), and Prisma 7's native engine cannot be downloaded here. This applies
// prisma/postgres/migrations/*/migration.sql in name order, each in its own transaction, records each in
// `_aeris_migrations` (name + SHA-256 of the file), and holds a session advisory lock meanwhile, so two
// machines releasing at once take turns: the second finds everything applied.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export const POSTGRES_MIGRATIONS_DIR = path.join(import.meta.dirname, 'postgres', 'migrations');
/** Any fixed 64-bit number, the same in every release of this application ("aeris" in ASCII). */
const LOCK_KEY = '418313824627';
const TABLE = '_aeris_migrations';

export type Migration = { name: string; sql: string; checksum: string };

/** The committed migrations, oldest first. */
export function postgresMigrations(dir = POSTGRES_MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^\d{14}_/.test(entry.name))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

/**
 * Runs `work` while holding the release lock on a connection of its own (other connections may be used inside;
 * the lock is the session's and ends with it even if this process dies).
 */
export async function withReleaseLock<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1::bigint)', [LOCK_KEY]);
    try {
      return await work(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

/**
 * Applies the pending migrations on a client that holds the release lock; answers the names applied. Refuses
 * (throws) when an applied migration's file changed since: a committed migration must never be edited.
 */
export async function applyPendingMigrations(client: pg.Client, migrations = postgresMigrations()): Promise<string[]> {
  await client.query(
    `CREATE TABLE IF NOT EXISTS "${TABLE}" (name TEXT PRIMARY KEY, checksum TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`,
  );
  const { rows } = await client.query<{ name: string; checksum: string }>(`SELECT name, checksum FROM "${TABLE}"`);
  const applied = new Map(rows.map((row) => [row.name, row.checksum]));
  const known = new Set(migrations.map((migration) => migration.name));
  for (const [name, checksum] of applied) {
    const migration = migrations.find((candidate) => candidate.name === name);
    if (migration && migration.checksum !== checksum) {
      throw new Error(`migration ${name} was changed after it was applied: restore its file, and add a new migration for the change`);
    }
    if (!known.has(name)) console.warn(`[setup] the database has migration ${name}, which this release does not know (a newer release ran?)`);
  }
  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.name)) continue;
    await client.query('BEGIN');
    try {
      await client.query(migration.sql);
      await client.query(`INSERT INTO "${TABLE}" (name, checksum) VALUES ($1, $2)`, [migration.name, migration.checksum]);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw new Error(`migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
    }
    done.push(migration.name);
  }
  return done;
}

/** Migrates a PostgreSQL database under the release lock (tests, and the release step without the seed). */
export async function migratePostgres(url: string): Promise<string[]> {
  return withReleaseLock(url, (client) => applyPendingMigrations(client));
}

/** The migrations the PostgreSQL database at `url` lacks, without taking the release lock (a read). */
export async function pendingPostgresMigrations(url: string, migrations = postgresMigrations()): Promise<string[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string | null }>(`SELECT to_regclass('"${TABLE}"')::text AS name`);
    if (!tables[0]?.name) return migrations.map((migration) => migration.name);
    const { rows } = await client.query<{ name: string }>(`SELECT name FROM "${TABLE}"`);
    const applied = new Set(rows.map((row) => row.name));
    return migrations.map((migration) => migration.name).filter((name) => !applied.has(name));
  } finally {
    await client.end();
  }
}
