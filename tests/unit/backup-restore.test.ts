import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backup } from '@/lib/cli/backup.mjs';
import { restore } from '@/lib/cli/restore.mjs';
import { createPrismaClient } from '@/lib/prisma-client';
import { importSeed } from '@/prisma/seed';
import { startTestPostgres, type TestPostgres } from '../support/postgres';
import { createTestDatabase, TEST_DB_DIR } from '../support/test-db';
import { createLead } from '@/lib/leads/number';

// `npm run backup` / `npm run restore`: a site with products, leads, subscribers and uploaded files is backed
// up, restored into a fresh database and upload folder, and the same rows and files are found there.

type Prisma = ReturnType<typeof createPrismaClient>;

const work = path.join(TEST_DB_DIR, `backup-${randomUUID()}`);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Products from the seed, two leads (one with a quote line), two subscribers; two uploaded files. */
async function fillSite(prisma: Prisma, uploadDir: string) {
  await importSeed(prisma);
  const consent = { consentAt: new Date('2026-11-01T10:00:00Z'), consentIp: '198.51.100.7', consentUserAgent: 'test', consentTextVersion: 'v1' };
  await createLead(prisma, { type: 'equipment', name: 'Anna Rossi', phone: '+39 02 1234567', email: 'anna@example.com', locale: 'it', sourcePage: '/contacts', ...consent });
  await createLead(prisma, {
    type: 'quote',
    name: 'Иван Петров',
    phone: '+7 900 000-00-00',
    locale: 'ru',
    sourcePage: '/ru/quote',
    ...consent,
    lines: { create: [{ position: 1, productSlug: 'x', modelCode: 'X-1', name: 'X', quantity: 3 }] },
  });
  for (const email of ['one@example.com', 'two@example.com']) {
    await prisma.subscriber.create({ data: { email, locale: 'en', consentSourcePage: '/en', ...consent } });
  }
  fs.mkdirSync(path.join(uploadDir, 'documents'), { recursive: true });
  fs.writeFileSync(path.join(uploadDir, 'a1b2c3.webp'), Buffer.from('picture bytes'));
  fs.writeFileSync(path.join(uploadDir, 'documents', 'manual.pdf'), Buffer.from('%PDF-1.4 document'));
  // A half-written upload (renamed when complete): not part of a backup.
  fs.writeFileSync(path.join(uploadDir, 'half.webp.1.2.tmp'), Buffer.from('partial'));
}

/** What a restore must bring back, in a stable order. */
async function snapshot(prisma: Prisma) {
  const products = await prisma.product.findMany({ orderBy: { slug: 'asc' }, select: { slug: true, modelCode: true, published: true, updatedAt: true } });
  const leads = await prisma.lead.findMany({ orderBy: { name: 'asc' }, select: { id: true, name: true, phone: true, type: true, lines: { select: { modelCode: true, quantity: true } } } });
  const subscribers = await prisma.subscriber.findMany({ orderBy: { email: 'asc' }, select: { id: true, email: true, status: true } });
  return { products, leads, subscribers };
}

function files(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

function archiveEntries(archive: string) {
  return execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' }).split('\n').filter(Boolean);
}

describe('backup and restore on SQLite', () => {
  it('restores products, leads, subscribers and uploads into a fresh database and folder', async () => {
    const site = createTestDatabase();
    const uploads = path.join(work, 'sqlite-uploads');
    const backupDir = path.join(work, 'sqlite-backups');
    try {
      await fillSite(site.prisma, uploads);
      const before = await snapshot(site.prisma);
      expect(before.products.length).toBeGreaterThan(5);

      // Online: the site's connection stays open while the backup is taken.
      const archive = await backup({ databaseUrl: site.url, uploadDir: uploads, backupDir });
      expect(path.basename(archive)).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
      const entries = archiveEntries(archive);
      expect(entries).toEqual(expect.arrayContaining(['manifest.json', 'database.sqlite', 'uploads/a1b2c3.webp', 'uploads/documents/manual.pdf']));
      expect(entries.some((entry) => entry.endsWith('.tmp'))).toBe(false);

      // A fresh instance: a database file that does not exist yet, an empty upload folder.
      const freshFile = path.join(work, 'fresh', 'site.db');
      const freshUploads = path.join(work, 'fresh', 'uploads');
      const result = await restore(archive, { databaseUrl: `file:${freshFile}`, uploadDir: freshUploads, backupDir });
      expect(result).toMatchObject({ database: 'sqlite', uploads: true, before: null });

      const restored = createPrismaClient(`file:${freshFile}`);
      try {
        expect(await snapshot(restored)).toEqual(before);
      } finally {
        await restored.$disconnect();
      }
      expect(files(freshUploads)).toEqual(['a1b2c3.webp', 'documents/manual.pdf']);
      expect(fs.readFileSync(path.join(freshUploads, 'documents', 'manual.pdf'), 'utf8')).toBe('%PDF-1.4 document');
    } finally {
      await site.cleanup();
    }
  });

  it('restoring over a site keeps a backup of what it replaces, and refuses an archive of the other database', async () => {
    const site = createTestDatabase();
    const uploads = path.join(work, 'over-uploads');
    const backupDir = path.join(work, 'over-backups');
    try {
      await fillSite(site.prisma, uploads);
      const archive = await backup({ databaseUrl: site.url, uploadDir: uploads, backupDir });
      const before = await snapshot(site.prisma);
      // Changes after the backup: undone by the restore, kept in the "before" archive.
      await site.prisma.subscriber.create({ data: { email: 'late@example.com', locale: 'it', consentSourcePage: '/', consentAt: new Date(), consentIp: '1', consentUserAgent: 'x', consentTextVersion: 'v1' } });
      fs.writeFileSync(path.join(uploads, 'late.webp'), 'late');
      await site.prisma.$disconnect();

      const result = await restore(archive, { databaseUrl: site.url, uploadDir: uploads, backupDir });
      expect(result.before).toMatch(/-before-restore\.tar\.gz$/);
      expect(archiveEntries(result.before!)).toContain('uploads/late.webp');
      const reopened = createPrismaClient(site.url);
      try {
        expect(await snapshot(reopened)).toEqual(before);
      } finally {
        await reopened.$disconnect();
      }
      expect(files(uploads)).toEqual(['a1b2c3.webp', 'documents/manual.pdf']);

      await expect(restore(archive, { databaseUrl: 'postgresql://nobody@127.0.0.1:1/none', uploadDir: uploads, backupDir, backupFirst: false })).rejects.toThrow(
        /holds a sqlite database/,
      );
    } finally {
      await site.cleanup();
    }
  });
});

describe('backup and restore on PostgreSQL', () => {
  let postgres: TestPostgres;
  beforeAll(async () => {
    postgres = await startTestPostgres();
  }, 120_000);
  afterAll(() => postgres?.stop());

  it('restores products, leads, subscribers and uploads into a fresh, empty database', async () => {
    const site = await postgres.createDatabase();
    const uploads = path.join(work, 'pg-uploads');
    const backupDir = path.join(work, 'pg-backups');
    try {
      await fillSite(site.prisma, uploads);
      const before = await snapshot(site.prisma);
      const archive = await backup({ databaseUrl: site.url, uploadDir: uploads, backupDir });
      expect(archiveEntries(archive)).toEqual(expect.arrayContaining(['manifest.json', 'database.pgdump', 'uploads/a1b2c3.webp']));

      // Not migrated: the archive brings the schema (and the migrations' record) along with the rows.
      const freshUrl = await postgres.createDatabaseUrl({ migrate: false });
      const freshUploads = path.join(work, 'pg-fresh-uploads');
      await restore(archive, { databaseUrl: freshUrl, uploadDir: freshUploads, backupDir });
      const restored = createPrismaClient(freshUrl);
      try {
        expect(await snapshot(restored)).toEqual(before);
      } finally {
        await restored.$disconnect();
      }
      expect(files(freshUploads)).toEqual(['a1b2c3.webp', 'documents/manual.pdf']);

      // Restoring again over the restored database (--clean --if-exists) gives the same rows, no duplicates.
      await restore(archive, { databaseUrl: freshUrl, uploadDir: freshUploads, backupDir });
      const again = createPrismaClient(freshUrl);
      try {
        expect(await snapshot(again)).toEqual(before);
      } finally {
        await again.$disconnect();
      }
    } finally {
      await site.cleanup();
    }
  }, 120_000);
});
