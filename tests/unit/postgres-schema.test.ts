import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { POSTGRES_SCHEMA, SQLITE_SCHEMA, toPostgresSchema } from '@/lib/cli/postgres-schema.mjs';
import { postgresMigrations } from '@/prisma/postgres-migrate';

// One schema is edited (SQLite's); PostgreSQL's schema and migrations are derived from it by
// `npm run db:migration`. These fail when someone edits one side without the other.

const migrationNames = (dir: string) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

describe('the PostgreSQL schema and migrations follow the SQLite ones', () => {
  it('prisma/postgres/schema.prisma is the one derived from prisma/schema.prisma (run `node lib/cli/postgres-schema.mjs`)', () => {
    const derived = toPostgresSchema(fs.readFileSync(SQLITE_SCHEMA, 'utf8'));
    expect(fs.readFileSync(POSTGRES_SCHEMA, 'utf8')).toBe(derived);
    expect(derived).toMatch(/provider\s*=\s*"postgresql"/);
    expect(derived).toMatch(/output\s*=\s*"\.\.\/\.\.\/lib\/generated\/prisma-postgres"/);
    expect(derived).not.toMatch(/"sqlite"/);
  });

  it('every migration exists for both databases under the same name (`npm run db:migration` writes both)', () => {
    const sqlite = migrationNames('prisma/migrations');
    expect(sqlite.length).toBeGreaterThan(0);
    expect(migrationNames('prisma/postgres/migrations')).toEqual(sqlite);
    expect(postgresMigrations().map((migration) => migration.name)).toEqual(sqlite);
  });
});
