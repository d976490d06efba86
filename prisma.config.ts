import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import { defineConfig } from 'prisma/config';
import { databaseUrl, isPostgresUrl } from './lib/database-url';
import { postgresCliConfig } from './prisma/postgres/cli-config';

// The CLI and the application resolve the database file through the same helper, so they never disagree.
// With a PostgreSQL DATABASE_URL the CLI works on the derived PostgreSQL schema (prisma/postgres/), whose
// migrations `npm run db:deploy` applies (prisma/postgres-migrate.ts), not `prisma migrate deploy`.
const url = databaseUrl();

export default isPostgresUrl(url)
  ? postgresCliConfig(url)
  : defineConfig({
      schema: 'prisma/schema.prisma',
      migrations: { path: 'prisma/migrations' },
      engine: 'js',
      experimental: { adapter: true },
      adapter: async () => new PrismaBetterSQLite3({ url }),
    });
