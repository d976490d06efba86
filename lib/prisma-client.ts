import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { PrismaClient as PostgresPrismaClient } from '@/lib/generated/prisma-postgres/client';
import { isPostgresUrl } from './database-url';

/** How long opening a PostgreSQL connection may take: a stopped database fails requests fast, not after minutes. */
const POSTGRES_CONNECT_TIMEOUT_MS = 3000;

/**
 * A Prisma client for DATABASE_URL. A generated client is tied to one provider, so the URL picks both the
 * client and its driver: PostgreSQL (`postgresql://`) through a pg pool, else SQLite through better-sqlite3,
 * where `timeout` is the busy timeout: concurrent writers wait for each other instead of failing at once.
 * Both clients come from the same models (prisma/postgres/schema.prisma is derived from prisma/schema.prisma),
 * so the code is typed against the SQLite one. Used by lib/db.ts (the app) and by the CLI scripts.
 */
export function createPrismaClient(url: string, { busyTimeoutMs = 5000 } = {}): PrismaClient {
  if (isPostgresUrl(url)) {
    const adapter = new PrismaPg({ connectionString: url, connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS });
    return new PostgresPrismaClient({ adapter }) as unknown as PrismaClient;
  }
  return new PrismaClient({ adapter: new PrismaBetterSQLite3({ url, timeout: busyTimeoutMs }) });
}
