#!/usr/bin/env node
// `npm run backup`: a consistent copy of the database and the uploaded files in one archive,
// ./var/backups/<date>.tar.gz, holding
//   manifest.json      what is inside (database kind, date)
//   database.sqlite    SQLite: SQLite's online backup (better-sqlite3's db.backup()), safe while the site runs
//   database.pgdump    PostgreSQL: `pg_dump -Fc` (custom format, for pg_restore), one consistent snapshot
//   uploads/           the UPLOAD_DIR folder (pictures, documents)
// The database is copied first, the uploads after it: a file uploaded in between is kept unreferenced, and
// no row of the copy names a file the copy lacks (uploaded files never change under their name).
// Reads DATABASE_URL and UPLOAD_DIR as the site does; `npm run restore -- FILE` brings an archive back.
// After a backup that succeeded, the archives it made more than BACKUP_KEEP_DAYS (35) ago are deleted: a backup
// holds erased leads and subscribers until then (docs/security.md, "Erasure leaves no copy").
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { root } from './steps.mjs';

export const DEFAULT_BACKUP_DIR = path.join(root, 'var/backups');
const DEFAULT_DATABASE_URL = 'file:./var/data/site.db';
export const ARCHIVE_DATABASE = { sqlite: 'database.sqlite', postgresql: 'database.pgdump' };
/** Days a backup archive is kept; older ones are deleted by the next `npm run backup`. */
export const BACKUP_KEEP_DAYS = 35;
const DAY_MS = 24 * 60 * 60 * 1000;

export function isPostgresUrl(url) {
  return /^postgres(ql)?:\/\//i.test(url.trim());
}

/** The database's URL as the site reads it (lib/database-url.ts): PostgreSQL unchanged, SQLite as an absolute path. */
export function resolveDatabaseUrl(url = process.env.DATABASE_URL) {
  const raw = url?.trim() || DEFAULT_DATABASE_URL;
  if (isPostgresUrl(raw)) return raw;
  const file = raw.startsWith('file:') ? raw.slice('file:'.length) : raw;
  return `file:${path.isAbsolute(file) ? file : path.resolve(root, file)}`;
}

/** UPLOAD_DIR as the site reads it (lib/env.ts default, resolved against the working folder). */
export function resolveUploadDir(dir = process.env.UPLOAD_DIR) {
  return path.resolve(dir || './var/uploads');
}

/** PostgreSQL's client tools of the newest installed version (Debian keeps them off PATH). */
export function postgresTool(name) {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).filter((version) => fs.existsSync(path.join(base, version, 'bin', name))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (versions.length) return path.join(base, versions[0], 'bin', name);
  return name; // on PATH, or the error says what is missing
}

/**
 * The URL without its password, and the password for PGPASSWORD: a password on the command line would be
 * visible to every user of the machine in the process list.
 */
export function postgresConnection(url) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function stamp(date = new Date()) {
  // 2026-11-23T20-15-03Z: ISO 8601 with the colons a file name cannot always hold replaced.
  return date.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
}

/**
 * When an archive of ours was made, read from its name (`<stamp>.tar.gz`, `<stamp>-2.tar.gz`,
 * `<stamp>-before-restore.tar.gz`), or null for any other file: those are never deleted.
 */
export function archiveDate(fileName) {
  const match = /^(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)Z(?:-\d+|-before-restore(?:-\d+)?)?\.tar\.gz$/.exec(fileName);
  if (!match) return null;
  const date = new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Deletes the archives `backup()` made in backupDir more than keepDays before `now` (by the date in their names,
 * which a copy or a touch does not change); answers the deleted files' names.
 */
export function pruneBackups({ backupDir = DEFAULT_BACKUP_DIR, keepDays = BACKUP_KEEP_DAYS, now = new Date() } = {}) {
  const dir = path.resolve(backupDir);
  if (!fs.existsSync(dir)) return [];
  const cutoff = now.getTime() - keepDays * DAY_MS;
  const old = fs.readdirSync(dir).filter((name) => {
    const made = archiveDate(name);
    return made !== null && made.getTime() < cutoff;
  });
  for (const name of old) fs.rmSync(path.join(dir, name), { force: true });
  return old.sort();
}

/**
 * Writes a backup archive and answers its path. Options: databaseUrl (DATABASE_URL), uploadDir (UPLOAD_DIR),
 * backupDir (var/backups), name (the file's name without .tar.gz: the date by default).
 */
export async function backup(options = {}) {
  const databaseUrl = resolveDatabaseUrl(options.databaseUrl);
  const uploadDir = resolveUploadDir(options.uploadDir);
  const backupDir = path.resolve(options.backupDir ?? DEFAULT_BACKUP_DIR);
  const createdAt = new Date();
  let name = options.name ?? stamp(createdAt);
  // Two backups within one second (a restore takes one first): a suffix, never an overwrite.
  for (let n = 2; fs.existsSync(path.join(backupDir, `${name}.tar.gz`)); n++) name = `${options.name ?? stamp(createdAt)}-${n}`;
  const archive = path.join(backupDir, `${name}.tar.gz`);
  const staging = path.join(backupDir, `.staging-${name}-${process.pid}`);
  // Backups hold personal data (leads, subscribers, staff accounts): readable by their owner only.
  fs.mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  fs.mkdirSync(staging, { recursive: true, mode: 0o700 });
  try {
    const kind = isPostgresUrl(databaseUrl) ? 'postgresql' : 'sqlite';
    const databaseFile = path.join(staging, ARCHIVE_DATABASE[kind]);
    if (kind === 'postgresql') {
      const connection = postgresConnection(databaseUrl);
      // --no-owner / --no-privileges: the archive restores into a database of another role name too.
      execFileSync(postgresTool('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', '--file', databaseFile, '--dbname', connection.url], {
        env: connection.env,
        stdio: ['ignore', 'ignore', 'pipe'],
      });
    } else {
      const source = databaseUrl.slice('file:'.length);
      if (!fs.existsSync(source)) throw new Error(`no SQLite database at ${source}`);
      const db = new Database(source, { readonly: true, fileMustExist: true });
      try {
        await db.backup(databaseFile);
      } finally {
        db.close();
      }
    }
    const hasUploads = fs.existsSync(uploadDir);
    const manifest = { format: 1, createdAt: createdAt.toISOString(), database: kind, uploads: hasUploads };
    fs.writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    // The uploads go into the archive straight from their folder, renamed to uploads/ (GNU tar's --transform),
    // without a copy; half-written files (*.tmp, renamed when complete) are left out.
    const temporary = `${archive}.partial`;
    const uploadsPart = hasUploads ? ['--exclude=*.tmp', '--transform=s,^\\.,uploads,', '-C', uploadDir, '.'] : [];
    execFileSync('tar', ['-czf', temporary, '-C', staging, 'manifest.json', ARCHIVE_DATABASE[kind], ...uploadsPart], { stdio: ['ignore', 'ignore', 'pipe'] });
    fs.chmodSync(temporary, 0o600);
    fs.renameSync(temporary, archive);
    return archive;
  } catch (error) {
    throw new Error(`backup failed: ${String(error.stderr ?? '').trim() || error.message}`);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

async function main() {
  const archive = await backup();
  console.log(`[backup] ${path.relative(process.cwd(), archive) || archive}`);
  // Only after a backup that succeeded: a failing one never leaves fewer archives than before.
  const deleted = pruneBackups({ backupDir: path.dirname(archive) });
  console.log(`[backup] archives are kept ${BACKUP_KEEP_DAYS} days: ${deleted.length} older one(s) deleted`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`[backup] ${error.message}`);
    process.exit(1);
  });
}
