import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import { defineConfig } from 'prisma/config';
import { databaseUrl } from './lib/database-url';

// The CLI and the application resolve the database file through the same helper, so they never disagree.
const url = databaseUrl();

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  engine: 'js',
  experimental: { adapter: true },
  adapter: async () => new PrismaBetterSQLite3({ url }),
});
