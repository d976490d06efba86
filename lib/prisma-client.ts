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
  const adapter = () => new PrismaBetterSQLite3({ url, timeout: busyTimeoutMs });
  return new PrismaClient({ adapter: oneWriterAtATime(secureDelete(adapter()), adapter()) });
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

/** How long a write waits for the transaction before it: longer than any transaction of ours should last. */
const WRITE_WAIT_MS = 30_000;

type Adapter = Awaited<ReturnType<PrismaBetterSQLite3['connect']>>;
type Query = Parameters<Adapter['queryRaw']>[0];
/** What the adapter runs to begin a transaction, made a no-op here: the gate has begun it already. */
const ADAPTER_BEGIN = 'BEGIN';
const NO_OP = 'PRAGMA aeris_transaction_begun';

/**
 * The adapter keeps one connection and runs one transaction at a time on it, but a query outside a transaction
 * goes straight to that connection, into whichever transaction is open: another request's write (a lead, a
 * subscription) became part of it and was rolled back with it, and its reads saw what was not committed. Here a
 * transaction holds a gate until it ends, a write outside one waits for the gate (at most WRITE_WAIT_MS), and a read
 * outside one goes to a second connection (`query_only`): in WAL mode it sees what is committed and never waits.
 *
 * The gate begins each transaction itself, with BEGIN IMMEDIATE: the adapter's plain (deferred) BEGIN reads from a
 * snapshot and asks for the write lock only at its first write, and if another process wrote the file in between
 * (`npm run users`, a backup) SQLite refuses that write at once with SQLITE_BUSY_SNAPSHOT, which no busy timeout
 * waits out. IMMEDIATE takes the write lock first, so writers from other processes queue on the busy timeout (the
 * price: a transaction that only reads takes the write lock too; keep reads outside `$transaction`). Begun here, a
 * BEGIN that fails (the file locked past the busy timeout) leaves nothing held; a COMMIT or ROLLBACK that fails (a
 * full disk) still ends the transaction and opens the gate, or every later write of the process would wait forever.
 */
function oneWriterAtATime(factory: PrismaBetterSQLite3, readerFactory: PrismaBetterSQLite3): PrismaBetterSQLite3 {
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    const client = (adapter as unknown as { client: Database.Database }).client;
    const prepare = client.prepare.bind(client);
    client.prepare = ((source: string) => prepare(source === ADAPTER_BEGIN ? NO_OP : source)) as typeof client.prepare;
    const reader = await readerFactory.connect();
    (reader as unknown as { client: Database.Database }).client.pragma('query_only = ON');
    const gate = new Gate(WRITE_WAIT_MS);
    const queryRaw = adapter.queryRaw.bind(adapter);
    const executeRaw = adapter.executeRaw.bind(adapter);
    const executeScript = adapter.executeScript.bind(adapter);
    const startTransaction = adapter.startTransaction.bind(adapter);
    const dispose = adapter.dispose.bind(adapter);
    adapter.queryRaw = (query: Query) => (READ.test(query.sql) ? reader.queryRaw(query) : gate.run(() => queryRaw(query)));
    adapter.executeRaw = (query: Query) => gate.run(() => executeRaw(query));
    adapter.executeScript = (script: string) => gate.run(() => executeScript(script));
    adapter.startTransaction = async (isolationLevel) => {
      const release = await gate.enter();
      let transaction: Awaited<ReturnType<Adapter['startTransaction']>>;
      try {
        client.exec('BEGIN IMMEDIATE');
        transaction = await startTransaction(isolationLevel);
      } catch (error) {
        if (client.inTransaction) client.exec('ROLLBACK');
        release();
        throw error;
      }
      const commit = transaction.commit.bind(transaction);
      const rollback = transaction.rollback.bind(transaction);
      const execute = transaction.executeRaw.bind(transaction);
      let ended = false;
      const end = async (how: () => Promise<void>) => {
        if (ended) return;
        ended = true;
        try {
          await how();
        } finally {
          release();
        }
      };
      transaction.commit = () => end(commit);
      transaction.rollback = () => end(rollback);
      transaction.executeRaw = async (query: Query) => {
        try {
          return await execute(query);
        } catch (error) {
          // Prisma ends a transaction with COMMIT or ROLLBACK through here, then calls commit()/rollback() only if that worked.
          if (/^\s*(COMMIT|ROLLBACK)\b/i.test(query.sql)) {
            if (client.inTransaction) client.exec('ROLLBACK');
            await end(rollback);
          }
          throw error;
        }
      };
      return transaction;
    };
    adapter.dispose = () => Promise.all([reader.dispose(), dispose()]).then(() => undefined);
    return adapter;
  };
  return factory;
}

/** A statement that only reads (Prisma's reads are one SELECT, or a WITH … SELECT). */
const READ = /^\s*(SELECT|WITH)\b/i;

/** A first-come first-served lock whose waiters give up after `waitMs` (every wait has a limit). */
class Gate {
  #held = false;
  #queue: (() => void)[] = [];
  constructor(private readonly waitMs: number) {}

  /** Waits for the gate; answers the function that opens it again (once). */
  enter(): Promise<() => void> {
    const granted = () => {
      this.#held = true;
      let open = true;
      return () => {
        if (!open) return;
        open = false;
        this.#held = false;
        this.#queue.shift()?.();
      };
    };
    if (!this.#held) return Promise.resolve(granted());
    return new Promise((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve(granted());
      };
      const timer = setTimeout(() => {
        this.#queue = this.#queue.filter((waiting) => waiting !== turn);
        // Worded and coded as SQLite's own busy error, which the callers already recognise (isSqliteBusy).
        reject(Object.assign(new Error(`database is locked: waited ${this.waitMs} ms for the transaction before this write to end`), { code: 'SQLITE_BUSY' }));
      }, this.waitMs);
      this.#queue.push(turn);
    });
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.enter();
    try {
      return await work();
    } finally {
      release();
    }
  }
}
