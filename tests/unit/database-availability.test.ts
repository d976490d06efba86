import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseDownSince, isDatabaseUnavailable, recordDatabaseOutcome } from '@/lib/database-availability';
import { startTestPostgres, type TestPostgres } from '../support/postgres';

// Which failures mean "the database does not answer" (a 503 and a retry) rather than "the query was refused"
// (the request's own fault or a bug): told apart on the errors a real PostgreSQL server and Prisma produce.

let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startTestPostgres();
}, 60_000);
afterAll(() => postgres?.stop());

describe('database availability', () => {
  it('a stopped server is unavailable, a refused query is not; the first success after a failure ends the state', async () => {
    const { prisma, cleanup } = await postgres.createDatabase();
    try {
      await prisma.setting.create({ data: { key: 'k', value: 'v' } });
      const duplicate = await prisma.setting.create({ data: { key: 'k', value: 'w' } }).catch((error: unknown) => error);
      expect(duplicate).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(duplicate)).toBe(false);
      recordDatabaseOutcome(duplicate);
      expect(databaseDownSince()).toBeNull();

      await postgres.server.stop();
      const unreachable = await prisma.setting.findMany().catch((error: unknown) => error);
      expect(unreachable).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(unreachable)).toBe(true);
      recordDatabaseOutcome(unreachable);
      expect(databaseDownSince()).not.toBeNull();

      await postgres.server.restart();
      await prisma.setting.findMany();
      recordDatabaseOutcome();
      expect(databaseDownSince()).toBeNull();
    } finally {
      await cleanup();
    }
  }, 60_000);
});
