import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient } from '@/lib/prisma-client';
import { backfillSearchColumns } from '@/prisma/backfill';
import { applyPendingMigrations, postgresMigrations } from '@/prisma/postgres-migrate';
import { SQLITE_MIGRATIONS_DIR } from '@/prisma/sqlite-migrate';
import { leadWhere, parseLeadFilter } from '@/lib/admin/leads/filters';
import { parseSubscriberFilter, subscriberWhere } from '@/lib/admin/subscribers/filters';
import { PROJECT_ORDER } from '@/lib/projects/values';
import { createLead } from '@/lib/leads/number';
import { searchColumn } from '@/lib/search-key';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { startTestPostgres, type TestPostgres } from '../support/postgres';
import { createTestDatabase, TEST_DB_DIR } from '../support/test-db';

// Queries whose meaning differs between the providers unless we take care: PostgreSQL's LIKE folds nothing and
// SQLite's only ASCII letters (the search columns fold both sides first); both must report a unique violation the
// same way; they sort empty values apart; PostgreSQL runs forms at the same time where SQLite takes turns.

let postgres: TestPostgres;
let prisma: PrismaClient;
let cleanup: () => Promise<void>;
const savedUrl = process.env.DATABASE_URL;

beforeAll(async () => {
  postgres = await startTestPostgres();
  ({ prisma, cleanup } = await postgres.createDatabase());
  // The filters follow the running process's database (lib/database-url.ts usesPostgres).
  process.env.DATABASE_URL = postgres.server.url;
});
afterAll(async () => {
  process.env.DATABASE_URL = savedUrl;
  await cleanup?.();
  await postgres?.stop();
});

const consent = { locale: 'it', sourcePage: '/', consentAt: new Date(), consentIp: '192.0.2.1', consentUserAgent: 'test', consentTextVersion: 'test' };
const reader = { timeZone: 'UTC', userId: 'nobody', now: new Date() };
const subscriberConsent = { locale: 'it', consentAt: new Date(), consentSourcePage: '/', consentIp: '192.0.2.1', consentUserAgent: 'test', consentTextVersion: 'test' };

describe('the back office finds the same rows on PostgreSQL and on SQLite (lib/search-key.ts)', () => {
  // One searches as a Russian sales manager types: lower case, е for ё, no punctuation, a phone as dictated.
  const searches: Array<[string, string[]]> = [
    ['петр семенов', ['Пётр Семёнов']],
    ['ПЁТР', ['Анна Петрова', 'Пётр Семёнов']],
    ['климатмонтаж', ['Пётр Семёнов']],
    ['niccolo universita', ['Niccolò Mancini']],
    ['UNIVERSITÀ', ['Niccolò Mancini']],
    ['anna@klimat', ['Анна Петрова']],
    ['8 912 345-67-89', ['Анна Петрова']],
    ['+7 (912) 345', ['Анна Петрова']],
    ['8 912 345', ['Анна Петрова']],
    ['7707083893', ['Пётр Семёнов']],
    ['новосибирск', ['Анна Петрова']],
    ['петров', ['Анна Петрова']],
    ['петрова мосэнерго', []],
  ];

  it('folds case, ё, accents and punctuation the same way in leads and subscribers', async () => {
    const sqlite = createTestDatabase();
    try {
      for (const client of [prisma, sqlite.prisma]) {
        await createLead(client, { ...consent, type: 'partner', name: 'Пётр Семёнов', companyName: 'ООО «КлиматМонтаж»', email: 'p.semenov@km.example', phone: '+73432123456', inn: '7707083893' });
        await createLead(client, { ...consent, type: 'quote', name: 'Анна Петрова', email: 'Anna@Klimat.example', phone: '+79123456789', city: 'Новосибирск' });
        await createLead(client, { ...consent, type: 'partner', name: 'Niccolò Mancini', companyName: 'Climà Università S.r.l.', email: 'n.mancini@clima.example', phone: '+390212345678' });
        const names = async (q: string) => (await client.lead.findMany({ where: leadWhere(parseLeadFilter({ q }), reader), orderBy: { name: 'asc' } })).map((lead) => lead.name);
        for (const [q, expected] of searches) expect({ q, found: await names(q) }).toEqual({ q, found: expected });
        // Its number, as a manager reads it out: the search column holds it.
        const first = await client.lead.findFirstOrThrow({ orderBy: { number: 'asc' } });
        expect(await names(first.number)).toEqual([first.name]);

        const email = 'lucia.bianchi@example.test';
        await client.subscriber.create({ data: { email, search: searchColumn([email]), status: 'subscribed', ...subscriberConsent } });
        const found = await client.subscriber.findMany({ where: subscriberWhere(parseSubscriberFilter({ q: 'LUCIA.Bianchi@Example' })) });
        expect(found.map((row) => row.email)).toEqual([email]);
      }
    } finally {
      await sqlite.cleanup();
    }
  });
});

describe('lead numbers', () => {
  it('are sequential per year and never given twice under concurrent forms on PostgreSQL', async () => {
    const at = new Date('2031-03-01T10:00:00Z');
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        // maxWait: more transactions than pooled connections queue for one (2 s by default, short on a busy machine).
        prisma.$transaction((tx) => createLead(tx, { ...consent, consentAt: at, createdAt: at, type: 'equipment', name: `Concurrent ${index}`, phone: '+79000000000' }), { maxWait: 20_000 }),
      ),
    );
    const numbers = created.map((lead) => lead.number).sort();
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, index) => `2031-${String(index + 1).padStart(6, '0')}`));
    // The next year starts again at 1.
    const next = await createLead(prisma, { ...consent, consentAt: at, createdAt: new Date('2032-01-01T00:00:00Z'), type: 'equipment', name: 'New year', phone: '+79000000000' });
    expect(next.number).toBe('2032-000001');
  });
});

describe('orders are the same on both providers', () => {
  it('lists reference projects with and without a year in one order, a project without one after those with one', async () => {
    const sqlite = createTestDatabase();
    try {
      const listed: string[][] = [];
      for (const client of [prisma, sqlite.prisma]) {
        for (const [slug, year, sortOrder] of [['no-year', null, 0], ['older', 2019, 0], ['newer', 2024, 0], ['first', null, -1]] as const) {
          await client.project.create({ data: { slug, city: 'Milano', country: 'IT', buildingType: 'office', year, sortOrder } });
        }
        listed.push((await client.project.findMany({ orderBy: [...PROJECT_ORDER], select: { slug: true } })).map((row) => row.slug));
      }
      expect(listed[0]).toEqual(['first', 'newer', 'older', 'no-year']);
      expect(listed[1]).toEqual(listed[0]);
    } finally {
      await sqlite.cleanup();
    }
  });
});

describe('errors the code handles are the same on PostgreSQL', () => {
  it('a unique violation is P2002 (newsletter sign-up, one-time codes)', async () => {
    const data = { email: 'twice@example.test', locale: 'it', consentAt: new Date(), consentSourcePage: '/', consentIp: '192.0.2.1', consentUserAgent: 'test', consentTextVersion: 'test' };
    await prisma.subscriber.create({ data });
    await expect(prisma.subscriber.create({ data })).rejects.toMatchObject({ code: 'P2002' });
  });
});

describe('PostgreSQL stopped and started again', () => {
  it('queries fail with P1001 while it is down and work again once it is back, with the same client', async () => {
    expect(await prisma.subscriber.count()).toBeGreaterThan(0);
    await postgres.server.stop();
    await expect(prisma.subscriber.count()).rejects.toMatchObject({ code: 'P1001' });
    await postgres.server.restart();
    // The pool dropped the connections the server closed: the very next query opens a new one.
    expect(await prisma.subscriber.count()).toBeGreaterThan(0);
  });
});

describe('the migration that gave leads their numbers and search columns', () => {
  const NUMBERING = '20261127032013_lead_numbers_search_sources_time_zones';
  const insertOld = `INSERT INTO "Lead" ("id", "type", "name", "phone", "locale", "sourcePage", "consentAt", "consentIp", "consentUserAgent", "consentTextVersion", "createdAt", "updatedAt") VALUES `;
  // Three leads of 2025 and one of 2026, inserted out of order: each year is numbered in the order they came in.
  const old = [
    ['c', 'Пётр Семёнов', '2025-06-01T08:00:00.000Z'],
    ['a', 'Anna Rossi', '2025-01-02T08:00:00.000Z'],
    ['d', 'Ivan', '2026-01-01T00:00:00.000Z'],
    ['b', 'Luca', '2025-03-01T08:00:00.000Z'],
  ];
  const expected = { a: '2025-000001', b: '2025-000002', c: '2025-000003', d: '2026-000001' };

  async function numbersAndFill(client: PrismaClient) {
    const leads = await client.lead.findMany({ orderBy: { id: 'asc' }, select: { id: true, number: true } });
    expect(Object.fromEntries(leads.map((lead) => [lead.id, lead.number]))).toEqual(expected);
    // The next lead of 2025 follows the old ones.
    const next = await createLead(client, { ...consent, createdAt: new Date('2025-12-31T23:00:00Z'), type: 'equipment', name: 'Next', phone: '+79000000000' });
    expect(next.number).toBe('2025-000004');
    // The release step fills the search columns the SQL could not.
    expect(await client.lead.count({ where: { search: '' } })).toBe(4);
    expect((await backfillSearchColumns(client)).leads).toBe(4 + 1);
    expect((await client.lead.findMany({ where: leadWhere(parseLeadFilter({ q: 'петр семенов' }), reader) })).map((lead) => lead.id)).toEqual(['c']);
    // Once filled, a second start finds nothing to do.
    expect(await backfillSearchColumns(client)).toEqual({ leads: 0, subscribers: 0, products: 0 });
  }

  it('numbers the existing leads per year on PostgreSQL, and the release step fills their search', async () => {
    const url = await postgres.createDatabaseUrl({ migrate: false });
    const migrations = postgresMigrations();
    const upTo = migrations.findIndex((migration) => migration.name === NUMBERING);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await applyPendingMigrations(client, migrations.slice(0, upTo));
      for (const [id, name, at] of old) await client.query(`${insertOld}($1, 'equipment', $2, '+79000000000', 'ru', '/', $3, '1', 't', 'v', $3, $3)`, [id, name, at]);
      await applyPendingMigrations(client, migrations);
    } finally {
      await client.end();
    }
    const migrated = createPrismaClient(url);
    try {
      await numbersAndFill(migrated);
    } finally {
      await migrated.$disconnect();
    }
  });

  it('numbers them the same on SQLite', async () => {
    const file = path.join(TEST_DB_DIR, `numbering-${Date.now()}.db`);
    const raw = new Database(file);
    const dirs = fs.readdirSync(SQLITE_MIGRATIONS_DIR).filter((name) => /^\d{14}_/.test(name)).sort();
    const run = (names: string[]) => names.forEach((name) => raw.exec(fs.readFileSync(path.join(SQLITE_MIGRATIONS_DIR, name, 'migration.sql'), 'utf8')));
    run(dirs.slice(0, dirs.indexOf(NUMBERING)));
    // As Prisma's SQLite adapter writes dates: ISO text.
    for (const [id, name, at] of old) raw.prepare(`${insertOld}(?, 'equipment', ?, '+79000000000', 'ru', '/', ?, '1', 't', 'v', ?, ?)`).run(id, name, at, at, at);
    run(dirs.slice(dirs.indexOf(NUMBERING)));
    raw.close();
    const migrated = createPrismaClient(`file:${file}`);
    try {
      await numbersAndFill(migrated);
    } finally {
      await migrated.$disconnect();
      for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true });
    }
  });
});
