import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createPrismaClient } from '@/lib/prisma-client';
import { startPostgres } from '@/lib/cli/services/postgres.mjs';
import { freePort } from '@/lib/cli/steps.mjs';
import { migratePostgres } from '@/prisma/postgres-migrate';

/**
 * A PostgreSQL server of the test file's own (Debian's, installed when missing), in var/test/postgres-…, on a
 * free port. `createDatabase()` gives each caller an empty, migrated database. Stop it in afterAll.
 */
export async function startTestPostgres() {
  const dir = path.resolve('var/test', `postgres-${randomUUID()}`);
  const server = await startPostgres({ dir, port: await freePort(), fast: true });
  const databases: string[] = [];

  /** The server's URL with another database name. */
  const urlOf = (database: string) => {
    const url = new URL(server.url);
    url.pathname = `/${database}`;
    return url.toString();
  };

  async function admin<T>(work: (client: pg.Client) => Promise<T>) {
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  return {
    server,
    /** A fresh database's URL; migrated unless `migrate: false`. */
    async createDatabaseUrl({ migrate = true } = {}) {
      const name = `test_${randomUUID().replace(/-/g, '')}`;
      await admin((client) => client.query(`CREATE DATABASE ${name}`));
      databases.push(name);
      const url = urlOf(name);
      if (migrate) await migratePostgres(url);
      return url;
    },
    /** A fresh migrated database with a Prisma client on it (the app's own client factory). */
    async createDatabase() {
      const url = await this.createDatabaseUrl();
      const prisma = createPrismaClient(url);
      return { url, prisma, cleanup: () => prisma.$disconnect() };
    },
    async stop() {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestPostgres = Awaited<ReturnType<typeof startTestPostgres>>;
