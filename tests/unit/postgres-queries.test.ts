import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadWhere, parseLeadFilter } from '@/lib/admin/leads/filters';
import { parseSubscriberFilter, subscriberWhere } from '@/lib/admin/subscribers/filters';
import { PROJECT_ORDER } from '@/lib/projects/values';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { startTestPostgres, type TestPostgres } from '../support/postgres';
import { createTestDatabase } from '../support/test-db';

// Queries whose meaning differs between the providers unless we take care: PostgreSQL compares text with case,
// SQLite's LIKE does not; both must report a unique violation the same way; they sort empty values apart.

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

describe('back-office searches on PostgreSQL ignore case, as on SQLite', () => {
  it('finds a lead by name, company or e-mail written in another case', async () => {
    await prisma.lead.createMany({
      data: [
        { ...consent, type: 'partner', name: 'Mario Rossi', companyName: 'Clima Nord S.r.l.', email: 'mario@clima.example', phone: '+390212345678' },
        { ...consent, type: 'equipment', name: 'Анна Петрова', companyName: 'ООО Климат', email: 'Anna@Klimat.example', phone: '+79123456789' },
      ],
    });
    const names = async (q: string) =>
      (await prisma.lead.findMany({ where: leadWhere(parseLeadFilter({ q })), orderBy: { name: 'asc' } })).map((lead) => lead.name);
    expect(await names('MARIO')).toEqual(['Mario Rossi']);
    expect(await names('clima nord')).toEqual(['Mario Rossi']);
    expect(await names('anna@klimat')).toEqual(['Анна Петрова']);
    // PostgreSQL folds every alphabet (SQLite only ASCII): a bonus, not a difference that hides rows.
    expect(await names('климат')).toEqual(['Анна Петрова']);
    expect(await names('912 345')).toEqual(['Анна Петрова']);
  });

  it('finds a subscriber by an address typed in capitals', async () => {
    await prisma.subscriber.create({
      data: { email: 'lucia@example.test', status: 'subscribed', locale: 'it', consentAt: new Date(), consentSourcePage: '/', consentIp: '192.0.2.1', consentUserAgent: 'test', consentTextVersion: 'test' },
    });
    const found = await prisma.subscriber.findMany({ where: subscriberWhere(parseSubscriberFilter({ q: 'LUCIA@Example' })) });
    expect(found.map((row) => row.email)).toEqual(['lucia@example.test']);
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
