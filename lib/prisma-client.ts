import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaClient } from '@/lib/generated/prisma/client';

/**
 * A Prisma client on the better-sqlite3 driver. `timeout` is SQLite's busy timeout: concurrent writers
 * wait for each other instead of failing at once. Used by lib/db.ts (the app) and by the CLI scripts.
 */
export function createPrismaClient(url: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaBetterSQLite3({ url, timeout: 5000 }) });
}
