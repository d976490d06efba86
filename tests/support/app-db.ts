import { createTestDatabase } from './test-db';

// The application's client (lib/db.ts) on a migrated SQLite file of the test file's own, for tests that call route
// handlers or domain modules which import `db`. In the test file:
//   vi.mock('@/lib/db', () => import('../support/app-db'));
//   import { cleanup, db } from '../support/app-db';   // the same client the code under test uses
//   afterAll(() => cleanup());
const database = createTestDatabase();

export const db = database.prisma;
export const cleanup = database.cleanup;
