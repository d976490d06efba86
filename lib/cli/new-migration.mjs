#!/usr/bin/env node
// Authors a new migration for both databases: `npm run db:migration -- <name>`.
// `prisma migrate dev` cannot run here (its shadow database needs a native engine), so this diffs the schema
// as it was when the newest migration was committed against the working schema, with `migrate diff --script`:
// once as SQLite into prisma/migrations/, once as PostgreSQL (the schema derived by postgres-schema.mjs) into
// prisma/postgres/migrations/, under the same name. The diffs read no database.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toPostgresSchema, writePostgresSchema } from './postgres-schema.mjs';

const name = (process.argv[2] ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
if (!name) {
  console.error('Usage: npm run db:migration -- <name>');
  process.exit(1);
}

const migrationsDir = 'prisma/migrations';
const postgresMigrationsDir = 'prisma/postgres/migrations';
const hasMigrations = fs.readdirSync(migrationsDir).some((entry) => /^\d{14}_/.test(entry));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'schema-'));

writePostgresSchema();
const current = fs.readFileSync('prisma/schema.prisma', 'utf8');
let previous = null;
if (hasMigrations) {
  const commit = execFileSync('git', ['log', '-1', '--format=%H', '--', migrationsDir], { encoding: 'utf8' }).trim();
  if (!commit) {
    console.error('Commit the existing migrations together with their schema first.');
    process.exit(1);
  }
  previous = execFileSync('git', ['show', `${commit}:prisma/schema.prisma`], { encoding: 'utf8' });
}

/** The migration SQL from `from` to `to` (schema texts; `from` null = an empty database), or null if none. */
function diff(label, from, to) {
  const toFile = path.join(tmp, `${label}-to.prisma`);
  fs.writeFileSync(toFile, to);
  const args = ['prisma', 'migrate', 'diff', '--script', '--to-schema-datamodel', toFile];
  if (from === null) args.push('--from-empty');
  else {
    const fromFile = path.join(tmp, `${label}-from.prisma`);
    fs.writeFileSync(fromFile, from);
    args.push('--from-schema-datamodel', fromFile);
  }
  // The SQLite config (DATABASE_URL unset): a PostgreSQL config would connect to a server, and the diff of
  // two schema files needs none; the SQL is written for the schemas' own provider.
  const env = { ...process.env, DATABASE_URL: '' };
  const sql = execFileSync('npx', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env });
  return !sql.trim() || /This is an empty migration/.test(sql) ? null : sql;
}

/**
 * `migrate diff` writes a Json column's default unquoted (`DEFAULT []`), which SQLite reads as an empty name and
 * stores as an empty string: every row the default fills then fails to parse. Quoted, it is the JSON it says.
 */
const sqliteSql = diff('sqlite', previous, current)?.replace(/(JSONB? NOT NULL DEFAULT )(\[\]|\{\})/g, "$1'$2'") ?? null;
if (!sqliteSql) {
  console.log('The schema has not changed since the last migration: nothing to write.');
  process.exit(0);
}
const postgresSql = diff('postgres', previous === null ? null : toPostgresSchema(previous), toPostgresSchema(current));
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
for (const [dir, sql] of [
  [migrationsDir, sqliteSql],
  // A change SQLite needs a migration for (e.g. a comment on a relation) may be none on PostgreSQL: keep the
  // names in step anyway (tests/unit/postgres-schema.test.ts).
  [postgresMigrationsDir, postgresSql ?? '-- Nothing to do on PostgreSQL for this change.\n'],
]) {
  const target = path.join(dir, `${stamp}_${name}`);
  fs.mkdirSync(target, { recursive: true });
  fs.writeFileSync(path.join(target, 'migration.sql'), sql);
  console.log(`Wrote ${target}/migration.sql`);
}
console.log('Review both, then commit them with prisma/schema.prisma and prisma/postgres/schema.prisma.');
