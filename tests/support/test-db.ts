import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
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
  return openedBy(() => current, 'databasePerTest: only inside a test');
}

/** The current database's client and URL, read when used (the hooks that open it run later than the file's code). */
function openedBy(current: () => ReturnType<typeof createTestDatabase> | undefined, misuse: string) {
  const opened = () => current() ?? failWith(misuse);
  return {
    get prisma() {
      return opened().prisma;
    },
    get url() {
      return opened().url;
    },
  };
}

function failWith(message: string): never {
  throw new Error(message);
}

/**
 * The seed catalogue in a database of its own for a file or a describe block (Vitest's beforeAll/afterAll), read
 * by the application's own queries too: lib/db uses the client it finds on globalThis. `const db = seededDatabase()`,
 * then `db.prisma` inside a test. The whole seed takes a while on a busy machine: a minute is allowed.
 */
export function seededDatabase() {
  const holder = globalThis as { prisma?: unknown };
  let current: ReturnType<typeof createTestDatabase> | undefined;
  beforeAll(async () => {
    current = createTestDatabase();
    const { importSeed } = await import('@/prisma/seed');
    await importSeed(current.prisma);
    holder.prisma = current.prisma;
  }, 60_000);
  afterAll(async () => {
    if (holder.prisma === current?.prisma) delete holder.prisma;
    await current?.cleanup();
    current = undefined;
  });
  return openedBy(() => current, 'seededDatabase: only inside a test or a beforeAll after it');
}
