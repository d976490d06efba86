import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
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
