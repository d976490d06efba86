// The release step (`npm run db:deploy`; `npm start` runs it too): applies pending migrations, then imports the
// seed data when it changed since the last import or a seed record is missing (prisma/seed.ts: the
// seed-vs-edits rule), then, once, shares the specification rows older products hold per language
// (prisma/align-specs.ts). Safe to run on every start. SQLite: `prisma migrate deploy` on the file when a migration
// is pending (prisma/sqlite-migrate.ts). PostgreSQL: our runner (prisma/postgres-migrate.ts) and the seed
// import, both under one advisory lock, so several machines may release at once.
import Database from 'better-sqlite3';
import { databaseFile, databaseUrl, isPostgresUrl } from '../lib/database-url';
import { createPrismaClient } from '../lib/prisma-client';
import { DATA_OPERATOR, PLACEHOLDER_OPERATOR_INN } from '../lib/constants';
import { ensureConsentDocuments } from '../lib/consent/documents';
import { INITIAL_CONSENT_DOCUMENTS } from '../lib/consent/initial-documents';
import { alignStoredSpecs } from './align-specs';
import { backfillSearchColumns } from './backfill';
import { applyPendingMigrations, withReleaseLock } from './postgres-migrate';
import { importSeed, SEED_HASH_KEY, seedHash, seedUpToDate, writeSeedDocumentFiles } from './seed';
import { resolveUploadDir } from '../lib/cli/backup.mjs';
import { filesystemStorage } from '../lib/storage/filesystem';
import { migrateSqlite } from './sqlite-migrate';

const force = process.argv.includes('--force');

async function seed(url: string) {
  const prisma = createPrismaClient(url);
  try {
    const filled = await backfillSearchColumns(prisma);
    if (filled.leads + filled.subscribers + filled.products) {
      console.log(`[setup] search columns filled: ${filled.leads} lead(s), ${filled.subscribers} subscriber(s), ${filled.products} product(s)`);
    }
    const published = await ensureConsentDocuments(prisma, INITIAL_CONSENT_DOCUMENTS);
    if (published.length) {
      console.log(`[setup] consent documents published: ${published.join(', ')}`);
      if (DATA_OPERATOR.inn === PLACEHOLDER_OPERATOR_INN) {
        console.warn('[setup] the consent documents name the placeholder operator of lib/constants.ts (DATA_OPERATOR): publish corrected versions at /admin/consent');
      }
    }
    const hash = seedHash();
    // Same data and rule, and every seed record present or deleted by staff: nothing to import.
    if (!force && (await seedUpToDate(prisma))) {
      console.log('[setup] database is up to date');
    } else {
      const report = await importSeed(prisma);
      await prisma.setting.upsert({
        where: { key: SEED_HASH_KEY },
        create: { key: SEED_HASH_KEY, value: hash },
        update: { value: hash },
      });
      console.log(
        `[setup] seed imported: ${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged, ` +
          `${report.kept} kept (edited by staff), ${report.skipped} skipped (deleted by staff or slug taken)`,
      );
    }
    // The sample documents' PDFs, in the upload store the site serves them from (UPLOAD_DIR).
    const files = await writeSeedDocumentFiles(prisma, filesystemStorage(resolveUploadDir()));
    if (files) console.log(`[setup] sample document files written: ${files}`);
    // After the import: the seed's own products already have shared rows, those staff edited may not.
    const aligned = await alignStoredSpecs(prisma);
    if (aligned.products + aligned.drafts) {
      console.log(
        `[setup] specification rows shared: ${aligned.products} product(s), ${aligned.drafts} draft(s), ${aligned.shared} shared row(s), ` +
          `${aligned.newLabels} new label(s); ${aligned.leftover} row(s) left to one language for the editors`,
      );
    }
  } finally {
    await prisma.$disconnect();
  }
}

async function main() {
  const url = databaseUrl();
  if (isPostgresUrl(url)) {
    await withReleaseLock(url, async (client) => {
      const applied = await applyPendingMigrations(client);
      if (applied.length) console.log(`[setup] applied ${applied.length} migration(s): ${applied.join(', ')}`);
      await seed(url);
    });
    return;
  }
  const applied = migrateSqlite(url);
  if (applied.length) console.log(`[setup] applied ${applied.length} migration(s): ${applied.join(', ')}`);
  // WAL lets readers (the pages) and writers (the forms) work at the same time; the setting persists in the file.
  const raw = new Database(databaseFile());
  raw.pragma('journal_mode = WAL');
  raw.close();
  await seed(url);
}

main().catch((error: unknown) => {
  console.error('[setup] failed:', error);
  process.exit(1);
});
