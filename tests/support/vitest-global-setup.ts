import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureConsentDocuments } from '@/lib/consent/documents';
import { INITIAL_CONSENT_DOCUMENTS } from '@/lib/consent/initial-documents';
import { createPrismaClient } from '@/lib/prisma-client';
import { TEMPLATE_DB } from './test-db';

/** Migrates one template database; each test copies it into a file of its own (see test-db.ts). */
export default async function setup() {
  fs.mkdirSync(path.dirname(TEMPLATE_DB), { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(TEMPLATE_DB + suffix, { force: true });
  execFileSync('npx', ['prisma', 'migrate', 'deploy'], {
    env: { ...process.env, DATABASE_URL: `file:${TEMPLATE_DB}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // What the release step adds after the migrations: the first consent documents (prisma/setup.ts).
  const prisma = createPrismaClient(`file:${TEMPLATE_DB}`);
  try {
    await ensureConsentDocuments(prisma, INITIAL_CONSENT_DOCUMENTS);
  } finally {
    await prisma.$disconnect();
  }
}
