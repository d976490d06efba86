import fs from 'node:fs';
import path from 'node:path';

const DEFAULT_DATABASE_URL = 'file:./var/data/site.db';

/**
 * The SQLite file as an absolute `file:` URL. A relative path is resolved against the project root,
 * so the Prisma CLI, the seed import, the build and the server all open the same file.
 * Also sets `process.env.DATABASE_URL`, which the Prisma schema's datasource line reads.
 */
export function databaseUrl(): string {
  const raw = process.env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL;
  const file = raw.startsWith('file:') ? raw.slice('file:'.length) : raw;
  const absolute = path.isAbsolute(file) ? file : path.resolve(/* turbopackIgnore: true */ process.cwd(), file);
  // SQLite creates the file but not its folder.
  fs.mkdirSync(path.dirname(absolute), { recursive: true });
  const url = `file:${absolute}`;
  process.env.DATABASE_URL = url;
  return url;
}

export function databaseFile(): string {
  return databaseUrl().slice('file:'.length);
}
