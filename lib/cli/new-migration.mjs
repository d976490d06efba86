#!/usr/bin/env node
// Authors a new migration: `npm run db:migration -- <name>`.
// `prisma migrate dev` cannot run here (its shadow database needs a native engine), so this diffs the schema
// as it was when the newest migration was committed against the working schema, with `migrate diff --script`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const name = (process.argv[2] ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
if (!name) {
  console.error('Usage: npm run db:migration -- <name>');
  process.exit(1);
}

const migrationsDir = 'prisma/migrations';
const hasMigrations = fs.readdirSync(migrationsDir).some((entry) => /^\d{14}_/.test(entry));
const args = ['prisma', 'migrate', 'diff', '--script', '--to-schema-datamodel', 'prisma/schema.prisma'];

if (hasMigrations) {
  const commit = execFileSync('git', ['log', '-1', '--format=%H', '--', migrationsDir], { encoding: 'utf8' }).trim();
  if (!commit) {
    console.error('Commit the existing migrations together with their schema first.');
    process.exit(1);
  }
  const previous = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'schema-')), 'schema.prisma');
  fs.writeFileSync(previous, execFileSync('git', ['show', `${commit}:prisma/schema.prisma`], { encoding: 'utf8' }));
  args.push('--from-schema-datamodel', previous);
} else {
  args.push('--from-empty');
}

const sql = execFileSync('npx', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
if (!sql.trim() || /This is an empty migration/.test(sql)) {
  console.log('The schema has not changed since the last migration: nothing to write.');
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const dir = path.join(migrationsDir, `${stamp}_${name}`);
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, 'migration.sql'), sql);
console.log(`Wrote ${dir}/migration.sql: review it, then commit it with the schema.`);
