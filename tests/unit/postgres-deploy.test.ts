import { spawn } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPendingMigrations, postgresMigrations, withReleaseLock } from '@/prisma/postgres-migrate';
import type { SeedCategory } from '@/prisma/data/types';
import { seedData } from '@/prisma/seed';
import { startTestPostgres, type TestPostgres } from '../support/postgres';

// The release step on PostgreSQL (`npm run db:deploy` = prisma/setup.ts): our migration runner and the seed
// import under one advisory lock, so two machines releasing at once end with one result and no error.

let postgres: TestPostgres;

beforeAll(async () => {
  postgres = await startTestPostgres();
});
afterAll(async () => {
  await postgres?.stop();
});

const countCategories = (list: SeedCategory[]): number => list.reduce((sum, category) => sum + 1 + countCategories(category.children ?? []), 0);

function deploy(url: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn('node_modules/.bin/tsx', ['prisma/setup.ts'], { env: { ...process.env, DATABASE_URL: url }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('db:deploy on PostgreSQL', () => {
  it('run by two processes at once on a new database: both succeed, each migration and seed record exists once', async () => {
    const url = await postgres.createDatabaseUrl({ migrate: false });
    const runs = await Promise.all([deploy(url), deploy(url)]);
    for (const run of runs) expect(run.code, run.output).toBe(0);
    // One did the work; the other, waiting on the lock, found it done.
    expect(runs.filter((run) => /applied \d+ migration/.test(run.output))).toHaveLength(1);
    expect(runs.filter((run) => /seed imported/.test(run.output))).toHaveLength(1);
    expect(runs.filter((run) => /database is up to date/.test(run.output))).toHaveLength(1);

    const applied = await query<{ name: string }>(url, 'SELECT name FROM "_aeris_migrations" ORDER BY name');
    expect(applied.map((row) => row.name)).toEqual(postgresMigrations().map((migration) => migration.name));
    const [counts] = await query<{ products: number; categories: number; hashes: number }>(
      url,
      `SELECT (SELECT count(*)::int FROM "Product") AS products, (SELECT count(*)::int FROM "Category") AS categories,
              (SELECT count(*)::int FROM "Setting" WHERE key = 'seed.hash') AS hashes`,
    );
    expect(counts).toEqual({ products: seedData.products.length, categories: countCategories(seedData.categories), hashes: 1 });

    // A later release with nothing new changes nothing.
    const again = await deploy(url);
    expect(again.code, again.output).toBe(0);
    expect(again.output).toMatch(/database is up to date/);
  });

  it('refuses to go on when an applied migration was edited afterwards', async () => {
    const url = await postgres.createDatabaseUrl();
    const edited = postgresMigrations().map((migration, index) => (index === 0 ? { ...migration, checksum: 'edited' } : migration));
    await expect(withReleaseLock(url, (client) => applyPendingMigrations(client, edited))).rejects.toThrow(/was changed after it was applied/);
  });

  it('rolls a failing migration back whole and does not record it', async () => {
    const url = await postgres.createDatabaseUrl();
    const broken = { name: '99990101000000_broken', sql: 'CREATE TABLE "Half" (id int); SELECT 1/0;', checksum: 'x' };
    await expect(withReleaseLock(url, (client) => applyPendingMigrations(client, [...postgresMigrations(), broken]))).rejects.toThrow(/99990101000000_broken failed/);
    const tables = await query(url, `SELECT 1 FROM pg_tables WHERE tablename = 'Half'`);
    const recorded = await query(url, `SELECT 1 FROM "_aeris_migrations" WHERE name = '99990101000000_broken'`);
    expect([tables.length, recorded.length]).toEqual([0, 0]);
  });
});
