import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { createPrismaClient } from '@/lib/prisma-client';

export const TEST_DB_DIR = path.resolve('var/test');
export const TEMPLATE_DB = path.join(TEST_DB_DIR, 'template.db');

/** A migrated SQLite file of the test's own, opened through the same Prisma client the app uses. */
export function createTestDatabase() {
  const file = path.join(TEST_DB_DIR, `unit-${randomUUID()}.db`);
  fs.copyFileSync(TEMPLATE_DB, file);
  const url = `file:${file}`;
  const prisma = createPrismaClient(url);
  return {
    url,
    prisma,
    async cleanup() {
      await prisma.$disconnect();
      for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true });
    },
  };
}

/**
 * A database of its own for every test of the file (Vitest's beforeEach/afterEach): `const testDb =
 * databasePerTest()`, then `testDb.prisma` inside a test.
 */
export function databasePerTest() {
  let current: ReturnType<typeof createTestDatabase> | undefined;
  beforeEach(() => {
    current = createTestDatabase();
  });
  afterEach(async () => {
    await current?.cleanup();
    current = undefined;
  });
  const opened = () => {
    if (!current) throw new Error('databasePerTest: only inside a test');
    return current;
  };
  return {
    get prisma() {
      return opened().prisma;
    },
    get url() {
      return opened().url;
    },
  };
}
