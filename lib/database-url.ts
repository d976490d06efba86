import fs from 'node:fs';
import path from 'node:path';

const DEFAULT_DATABASE_URL = 'file:./var/data/site.db';

/** `postgresql://…` or `postgres://…`: the PostgreSQL client and migrations; anything else is a SQLite file. */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url.trim());
}

/**
 * The database's URL: a PostgreSQL URL unchanged, or the SQLite file as an absolute `file:` URL. A relative
 * path is resolved against the project root, so the Prisma CLI, the seed import, the build and the server all
 * open the same file. Also sets `process.env.DATABASE_URL`, which the Prisma schema's datasource line reads.
 */
export function databaseUrl(): string {
  const raw = process.env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL;
  if (isPostgresUrl(raw)) {
    process.env.DATABASE_URL = raw;
    return raw;
  }
  const file = raw.startsWith('file:') ? raw.slice('file:'.length) : raw;
  const absolute = path.isAbsolute(file) ? file : path.resolve(/* turbopackIgnore: true */ process.cwd(), file);
  // SQLite creates the file but not its folder.
  fs.mkdirSync(path.dirname(absolute), { recursive: true });
  const url = `file:${absolute}`;
  process.env.DATABASE_URL = url;
  return url;
}

/** The SQLite file (for the online backup and WAL setting); there is none on PostgreSQL. */
export function databaseFile(): string {
  const url = databaseUrl();
  if (isPostgresUrl(url)) throw new Error('DATABASE_URL names a PostgreSQL database, not a SQLite file');
  return url.slice('file:'.length);
}

/** Whether the running process's database is PostgreSQL (read per call: tests switch DATABASE_URL). */
export function usesPostgres(): boolean {
  return isPostgresUrl(process.env.DATABASE_URL ?? '');
}
