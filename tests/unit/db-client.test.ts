import { afterAll, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../support/test-db';

// Next bundles lib/db.ts once per layer (route handlers, pages and actions, instrumentation); each copy must use the
// process's one client: two SQLite connections in one process stall each other (lib/db.ts says how).
const database = createTestDatabase();
afterAll(() => database.cleanup());

it('every copy of lib/db in a process uses the one client', async () => {
  vi.stubEnv('DATABASE_URL', database.url);
  vi.stubEnv('NODE_ENV', 'production');
  const first = (await import('@/lib/db')).db;
  vi.resetModules();
  const second = (await import('@/lib/db')).db;
  expect(second).toBe(first);
  await first.$disconnect();
  vi.unstubAllEnvs();
});
