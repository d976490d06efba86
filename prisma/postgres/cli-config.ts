import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { defineConfig } from 'prisma/config';

/**
 * The Prisma CLI's settings for the PostgreSQL schema. Migrations are applied by prisma/postgres-migrate.ts
 * (`npm run db:deploy`), not by `prisma migrate deploy`, which fails through the pg adapter (prisma/orm#27403).
 */
export function postgresCliConfig(url: string) {
  return defineConfig({
    schema: path.join(import.meta.dirname, 'schema.prisma'),
    migrations: { path: path.join(import.meta.dirname, 'migrations') },
    engine: 'js',
    experimental: { adapter: true },
    adapter: async () => new PrismaPg({ connectionString: url }),
  });
}
