#!/usr/bin/env node
// `npm run restore -- FILE`: brings back an archive written by `npm run backup` (lib/cli/backup.mjs) into the
// database DATABASE_URL names and the UPLOAD_DIR folder. It first takes a backup of what is there now
// (var/backups/<date>-before-restore.tar.gz), so a restore can itself be undone.
//   SQLite: the copy is written into the database file through SQLite's backup API (page by page, under
//           SQLite's locks), so the file is replaced as a whole; stop the site first all the same (its
//           connections would keep reading the pages they cached).
//   PostgreSQL: `pg_restore --clean --if-exists`: each table in the archive is dropped and recreated with the
//           archive's rows; the database must exist (an empty one is fine). Stop the instances first.
//   uploads: the folder is replaced by the archive's.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import {
  ARCHIVE_DATABASE,
  backup,
  DEFAULT_BACKUP_DIR,
  isPostgresUrl,
  postgresConnection,
  postgresTool,
  resolveDatabaseUrl,
  resolveUploadDir,
} from './backup.mjs';

/**
 * Restores `file`. Options: databaseUrl (DATABASE_URL), uploadDir (UPLOAD_DIR), backupDir (var/backups),
 * backupFirst (true: keep a backup of the current state). Answers { database, uploads, before }.
 */
export async function restore(file, options = {}) {
  if (!file) throw new Error('which backup? npm run restore -- var/backups/<date>.tar.gz');
  const archive = path.resolve(file);
  if (!fs.existsSync(archive)) throw new Error(`no such file: ${archive}`);
  const databaseUrl = resolveDatabaseUrl(options.databaseUrl);
  const uploadDir = resolveUploadDir(options.uploadDir);
  const backupDir = path.resolve(options.backupDir ?? DEFAULT_BACKUP_DIR);
  const kind = isPostgresUrl(databaseUrl) ? 'postgresql' : 'sqlite';

  const staging = path.join(backupDir, `.restore-${process.pid}-${Date.now()}`);
  fs.mkdirSync(staging, { recursive: true });
  try {
    execFileSync('tar', ['-xzf', archive, '-C', staging], { stdio: ['ignore', 'ignore', 'pipe'] });
    const manifest = JSON.parse(fs.readFileSync(path.join(staging, 'manifest.json'), 'utf8'));
    if (manifest.database !== kind) {
      throw new Error(`the archive holds a ${manifest.database} database, but DATABASE_URL names a ${kind} one`);
    }
    const databaseFile = path.join(staging, ARCHIVE_DATABASE[kind]);

    // What is there now, kept first (only when there is something to keep).
    let before = null;
    const sqliteTarget = kind === 'sqlite' ? databaseUrl.slice('file:'.length) : null;
    if ((options.backupFirst ?? true) && (kind === 'postgresql' || fs.existsSync(sqliteTarget))) {
      const name = `${new Date().toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')}-before-restore`;
      before = await backup({ databaseUrl, uploadDir, backupDir, name });
    }

    if (kind === 'postgresql') {
      const connection = postgresConnection(databaseUrl);
      execFileSync(
        postgresTool('pg_restore'),
        ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', '--dbname', connection.url, databaseFile],
        { env: connection.env, stdio: ['ignore', 'ignore', 'pipe'] },
      );
    } else {
      fs.mkdirSync(path.dirname(sqliteTarget), { recursive: true });
      const source = new Database(databaseFile, { readonly: true, fileMustExist: true });
      try {
        await source.backup(sqliteTarget);
      } finally {
        source.close();
      }
    }

    // The uploads: the archive's folder in place of the current one (moved when on the same disk).
    const restoredUploads = path.join(staging, 'uploads');
    if (manifest.uploads && fs.existsSync(restoredUploads)) {
      fs.rmSync(uploadDir, { recursive: true, force: true });
      fs.mkdirSync(path.dirname(uploadDir), { recursive: true });
      try {
        fs.renameSync(restoredUploads, uploadDir);
      } catch (error) {
        if (error.code !== 'EXDEV') throw error;
        fs.cpSync(restoredUploads, uploadDir, { recursive: true });
      }
    }
    return { database: kind, uploads: Boolean(manifest.uploads), before };
  } catch (error) {
    throw new Error(`restore failed: ${String(error.stderr ?? '').trim() || error.message}`);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

async function main() {
  const result = await restore(process.argv[2]);
  if (result.before) console.log(`[restore] the state before is kept in ${path.relative(process.cwd(), result.before)}`);
  console.log(`[restore] ${result.database} database${result.uploads ? ' and uploads' : ''} restored from ${process.argv[2]}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`[restore] ${error.message}`);
    process.exit(1);
  });
}
