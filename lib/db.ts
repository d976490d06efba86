import 'server-only';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { recordDatabaseOutcome } from './database-availability';
import { env } from './env';
import { createPrismaClient } from './prisma-client';

/**
 * Every query reports whether the database answered (lib/database-availability.ts): while it does not, the
 * server answers 503 instead of 500, and the first query that succeeds again ends that without a restart.
 */
function watched(client: PrismaClient): PrismaClient {
  const extended = client.$extends({
    query: {
      async $allOperations({ args, query }) {
        try {
          const result = await query(args);
          recordDatabaseOutcome();
          return result;
        } catch (error) {
          recordDatabaseOutcome(error);
          throw error;
        }
      },
    },
  });
  // The extension changes no types: the app keeps the plain client's.
  return extended as unknown as PrismaClient;
}

// One client, so one SQLite writing connection (and one for reads: lib/prisma-client.ts) per process, kept on
// globalThis: Next bundles this module once per layer (route handlers, pages and actions, instrumentation's mail
// sender), and in production each copy made its own
// connection. A write on one connection while another held the write lock waited synchronously (better-sqlite3's
// busy timeout blocks the event loop), so the holder could not finish: requests stalled for 5 s and failed.
// Dev reloads reuse it the same way. The proxy's lists of known slugs (lib/catalogue/known-slugs.ts,
// lib/projects/known-slugs.ts) keep clients of their own, outside this watch: they only read,
// and in WAL mode readers never wait for the writer.
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

export const db = (globalForPrisma.prisma ??= watched(createPrismaClient(env.DATABASE_URL)));
