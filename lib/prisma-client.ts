import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import type Database from 'better-sqlite3';
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
  return new PrismaClient({ adapter: secureDelete(immediateTransactions(new PrismaBetterSQLite3({ url, timeout: busyTimeoutMs }))) });
}

/**
 * `secure_delete` on every connection (a per-connection setting, off in better-sqlite3's build): SQLite overwrites
 * deleted rows with zeros instead of leaving them in free space, so an erased lead or subscriber cannot be read
 * back from the file's bytes (lib/privacy/scrub.ts clears the WAL's older copies after an erasure).
 */
function secureDelete(factory: PrismaBetterSQLite3): PrismaBetterSQLite3 {
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    (adapter as unknown as { client: Database.Database }).client.pragma('secure_delete = ON');
    return adapter;
  };
  return factory;
}

/**
 * The better-sqlite3 adapter begins a transaction with a plain (deferred) BEGIN: the transaction reads from a
 * snapshot and asks for the write lock only at its first write. If another process wrote the file in between
 * (`npm run users`, a backup, a script), SQLite refuses that write at once with SQLITE_BUSY_SNAPSHOT, which no
 * busy timeout waits out: a visitor's subscription answered 500 while `npm run users` ran. BEGIN IMMEDIATE takes
 * the write lock first, so writers from other processes queue on the busy timeout instead. (Within one process
 * the adapter runs one transaction at a time.) The price: a transaction that only reads takes the write lock too,
 * so keep reads outside `$transaction` unless they need one snapshot. The adapter offers no option for it: its connection's `prepare`
 * is wrapped, for that one statement.
 */
function immediateTransactions(factory: PrismaBetterSQLite3): PrismaBetterSQLite3 {
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    const client = (adapter as unknown as { client: Database.Database }).client;
    const prepare = client.prepare.bind(client);
    client.prepare = ((source: string) => prepare(source === 'BEGIN' ? 'BEGIN IMMEDIATE' : source)) as typeof client.prepare;
    return adapter;
  };
  return factory;
}
