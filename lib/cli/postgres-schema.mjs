#!/usr/bin/env node
// prisma/schema.prisma (SQLite) is the one schema we edit; prisma/postgres/schema.prisma is derived from it:
// same models, another provider and client folder. A generated Prisma client (and better-auth's Prisma
// adapter) is tied to one provider, so PostgreSQL needs a client of its own. `node lib/cli/postgres-schema.mjs`
// rewrites the file (`npm run db:migration` does it too); tests/unit/postgres-schema.test.ts fails when the
// committed file is out of step.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SQLITE_SCHEMA = 'prisma/schema.prisma';
export const POSTGRES_SCHEMA = 'prisma/postgres/schema.prisma';

const HEADER = `// GENERATED from prisma/schema.prisma by lib/cli/postgres-schema.mjs: do not edit; edit that file and run
// \`npm run db:migration -- <name>\` (or \`node lib/cli/postgres-schema.mjs\`).
`;

function replaceOnce(text, pattern, replacement, what) {
  if (!pattern.test(text)) throw new Error(`prisma/schema.prisma: ${what} not found, cannot derive the PostgreSQL schema`);
  return text.replace(pattern, replacement);
}

/** The PostgreSQL schema text for a SQLite schema text. */
export function toPostgresSchema(sqlite) {
  let text = replaceOnce(sqlite, /(\bprovider\s*=\s*)"sqlite"/, '$1"postgresql"', 'provider = "sqlite"');
  // The output path is relative to the schema file, which sits one folder deeper.
  text = replaceOnce(text, /(\boutput\s*=\s*)"\.\.\/lib\/generated\/prisma"/, '$1"../../lib/generated/prisma-postgres"', 'output = "../lib/generated/prisma"');
  return HEADER + text;
}

/** Rewrites prisma/postgres/schema.prisma from prisma/schema.prisma; answers whether it changed. */
export function writePostgresSchema() {
  const target = path.join(root, POSTGRES_SCHEMA);
  const wanted = toPostgresSchema(fs.readFileSync(path.join(root, SQLITE_SCHEMA), 'utf8'));
  const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
  if (current === wanted) return false;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, wanted);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(writePostgresSchema() ? `Wrote ${POSTGRES_SCHEMA}.` : `${POSTGRES_SCHEMA} is up to date.`);
}
