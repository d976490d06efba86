import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrismaPg } from '@prisma/adapter-pg';
import { z } from 'zod';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { PrismaClient as PostgresPrismaClient } from '@/lib/generated/prisma-postgres/client';
import type { JobKinds } from '@/lib/jobs/kinds';
import { JobRunner } from '@/lib/jobs/runner';
import { enqueueMail } from '@/lib/mail/outbox';
import { MailSender } from '@/lib/mail/sender';
import { createTransport, type MailTransport } from '@/lib/mail/transport';
import { createPrismaClient } from '@/lib/prisma-client';
import { useFakeClock } from '../support/fake-clock';
import { startSmtpServer, type SmtpTestServer } from '../support/smtp';
import { startTestPostgres, type TestPostgres } from '../support/postgres';

// Two servers share one PostgreSQL database, each with its own mail sender and job runner. PostgreSQL's default
// isolation (read committed) is weaker than SQLite's: these prove the outbox still delivers each message exactly
// once, the campaign rate holds across senders, no job runs in two runners at once, and a scheduled publish
// commits once.

let postgres: TestPostgres;
let smtp: SmtpTestServer;
const clients: PrismaClient[] = [];
const settings = { leadRetentionDays: 1095 };

beforeAll(async () => {
  [postgres, smtp] = await Promise.all([startTestPostgres(), startSmtpServer()]);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.$disconnect()));
  await smtp?.close();
  await postgres?.stop();
});

/** A database of its own with two Prisma clients on it, as two servers would have. */
async function twoServers() {
  const url = await postgres.createDatabaseUrl();
  const pair = [createPrismaClient(url), createPrismaClient(url)] as const;
  clients.push(...pair);
  return pair;
}

function sender(db: PrismaClient, campaignRatePerMinute: number, delivered = { count: 0 }) {
  const transport = createTransport({ smtpUrl: smtp.url, mailDir: 'var/test/unused-mail' });
  return new MailSender({
    db,
    transport: {
      describe: transport.describe,
      sendMail: async (mail: Parameters<MailTransport['sendMail']>[0]) => {
        const info = await transport.sendMail(mail);
        delivered.count += 1;
        return info;
      },
    } as MailTransport,
    from: 'Test <no-reply@example.test>',
    retryBaseSeconds: 60,
    campaignRatePerMinute,
  });
}

async function queueMails(db: PrismaClient, domain: string, transactional: number, campaign: number) {
  const { id: campaignId } = await db.campaign.create({ data: { name: 'Spring', status: 'sending' } });
  const mail = (to: string) => ({ kind: 'test', to, subject: `Hello ${to}`, html: '<p>Hi</p>', text: 'Hi' });
  const queued = await db.$transaction(async (tx) => {
    const rows = [];
    for (let i = 0; i < transactional; i++) rows.push(await enqueueMail(tx, mail(`t${i}@${domain}`)));
    for (let i = 0; i < campaign; i++) rows.push(await enqueueMail(tx, { ...mail(`c${i}@${domain}`), priority: 1, campaignId }));
    return rows;
  });
  return { campaignId, messageIds: queued.map((row) => row.messageId) };
}

const receivedAt = (domain: string) => smtp.received.filter((mail) => mail.envelopeTo.some((to) => to.endsWith(`@${domain}`)));

describe('outbox on PostgreSQL with two senders', () => {
  it('delivers 200 queued e-mails exactly once each (counted by Message-ID at the SMTP server)', async () => {
    const [dbA, dbB] = await twoServers();
    const domain = 'once.example.test';
    const { messageIds } = await queueMails(dbA, domain, 120, 80);
    const unsent = () => dbA.outboxMessage.count({ where: { status: { not: 'sent' } } });
    const drain = async (loop: MailSender) => {
      // A limit against hangs, not a timing assertion.
      for (let pass = 0; pass < 500 && (await unsent()) > 0; pass++) await loop.runOnce();
    };
    const [byA, byB] = [{ count: 0 }, { count: 0 }];
    await Promise.all([drain(sender(dbA, 10_000, byA)), drain(sender(dbB, 10_000, byB))]);

    expect(await unsent()).toBe(0);
    const received = receivedAt(domain).map((mail) => mail.messageId);
    expect(received).toHaveLength(200);
    expect(new Set(received).size).toBe(200);
    expect([...received].sort()).toEqual([...messageIds].sort());
    // Both senders took part (else this would prove nothing about two of them), and none delivered twice.
    expect(byA.count).toBeGreaterThan(0);
    expect(byB.count).toBeGreaterThan(0);
    expect(byA.count + byB.count).toBe(200);
    expect(await dbA.outboxMessage.count({ where: { status: 'sent', attempts: 1 } })).toBe(200);
  });

  it('senders together send no more campaign mail than the rate per minute', async () => {
    const url = await postgres.createDatabaseUrl();
    // Four servers make the race (all counting 9 of 10, all claiming) likely enough to be seen without the fix.
    const dbs = [0, 1, 2, 3].map(() => createPrismaClient(url));
    clients.push(...dbs);
    const domain = 'rate.example.test';
    const { campaignId } = await queueMails(dbs[0]!, domain, 0, 60);
    const senders = dbs.map((db) => sender(db, 20));
    const sent = () => dbs[0]!.outboxMessage.count({ where: { campaignId, status: 'sent' } });
    for (let round = 0; round < 50 && (await sent()) < 20; round++) await Promise.all(senders.map((loop) => loop.runOnce()));
    // All try again with the window full.
    await Promise.all(senders.map((loop) => loop.runOnce()));
    expect(await sent()).toBe(20);
    expect(receivedAt(domain)).toHaveLength(20);
  });

  it('claims a transactional mail with one conditional UPDATE (atomic under read committed)', async () => {
    const url = await postgres.createDatabaseUrl();
    const db = new PostgresPrismaClient({ adapter: new PrismaPg({ connectionString: url }), log: [{ emit: 'event', level: 'query' }] });
    clients.push(db as unknown as PrismaClient);
    const queries: string[] = [];
    db.$on('query', (event) => queries.push(event.query));
    await queueMails(db as unknown as PrismaClient, 'claim.example.test', 1, 0);
    queries.length = 0;
    await sender(db as unknown as PrismaClient, 60).runOnce();
    // The claim: one statement that sets the lock only where the message is still due (no read, then write).
    const claims = queries.filter((query) => /^UPDATE "public"."OutboxMessage" SET "status" = [^,]+, "lockedBy" = \$\d+, "lockedUntil" = \$\d+ WHERE /.test(query));
    expect(claims).toHaveLength(1);
    const where = claims[0]!.slice(claims[0]!.indexOf(' WHERE '));
    for (const condition of ['"id" = $', '"nextAttemptAt" <= $', '"lockedUntil" < $', '"priority" <> $']) expect(where).toContain(condition);
    expect(queries.some((query) => /FOR UPDATE|^BEGIN/i.test(query))).toBe(false);
  });
});

describe('jobs on PostgreSQL with two runners', () => {
  it('run each of 60 due jobs once, never one job in both at the same time', async () => {
    const [dbA, dbB] = await twoServers();
    await dbA.job.createMany({ data: Array.from({ length: 60 }, (_, n) => ({ kind: 'work', payload: { n }, runAt: new Date(Date.now() - 1000) })) });
    const running = new Set<number>();
    const runs: Array<{ n: number; by: string }> = [];
    let overlaps = 0;
    const kinds = (by: string) => ({
      work: {
        payload: z.object({ n: z.number() }),
        retry: { attempts: 3, baseSeconds: 60, maxSeconds: 60 },
        async effects({ n }: { n: number }) {
          if (running.has(n)) overlaps += 1;
          running.add(n);
          runs.push({ n, by });
          await new Promise((resolve) => setTimeout(resolve, 5));
          running.delete(n);
        },
      },
    });
    const runners = [new JobRunner({ db: dbA, kinds: kinds('A'), settings, batchSize: 60 }), new JobRunner({ db: dbB, kinds: kinds('B'), settings, batchSize: 60 })];
    for (let round = 0; round < 10 && (await dbA.job.count({ where: { status: { not: 'done' } } })) > 0; round++) await Promise.all(runners.map((runner) => runner.runOnce()));

    expect(overlaps).toBe(0);
    expect(runs.map((run) => run.n).sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, n) => n));
    // Both runners took part (else this would prove nothing about two of them).
    expect(new Set(runs.map((run) => run.by))).toEqual(new Set(['A', 'B']));
    expect(await dbA.job.count({ where: { status: 'done', attempts: 1 } })).toBe(60);
  });
});

describe('scheduled publishing on PostgreSQL with two runners', () => {
  it('publishes each of 20 products due at the same minute once: one version, one audit entry, one refresh each', async () => {
    const [dbA, dbB] = await twoServers();
    const clock = useFakeClock('2030-03-10T08:00:00Z');
    const { JOB_KINDS } = await import('@/lib/jobs/kinds');
    const { SCHEDULE_JOB, scheduleKey } = await import('@/lib/admin/content/schedule-jobs');
    const category = await dbA.category.create({ data: { slug: 'split', translations: { create: [{ locale: 'it', name: 'Split' }] } } });
    const texts = (locale: string, n: number) => ({ locale, name: `Split ${n}`, shortDescription: 'Breve.', description: 'Descrizione.', keyFeatures: ['Silenzioso'] });
    const ids: string[] = [];
    const maria = await dbA.user.create({ data: { id: 'maria-editor', email: 'maria@test.invalid', name: 'Maria', role: 'editor', emailVerified: true } });
    for (let n = 0; n < 20; n++) {
      const { id } = await dbA.product.create({
        data: {
          slug: `split-${n}`, modelCode: `SP-${n}`, modelKey: `sp${n}`, categoryId: category.id, published: false, powerSupply: 'single', voltage: '220–240', frequency: '50',
          dimensionsAndWeight: [], productDimensions: '800 × 300 × 200', packageDimensions: '900 × 380 × 280', netWeightKg: 9, grossWeightKg: 11,
          translations: { create: ['it', 'ru', 'en'].map((locale) => texts(locale, n)) },
        },
      });
      ids.push(id);
      // As scheduleItem queues it: due at 09:00, as the editor who set it.
      await dbA.job.create({
        data: { kind: SCHEDULE_JOB, runAt: new Date('2030-03-10T09:00:00Z'), dedupeKey: scheduleKey('product', id, 'publish'), payload: { entity: 'product', id, action: 'publish', actorId: maria.id, actorEmail: maria.email } },
      });
    }
    const refreshed: string[] = [];
    const kinds = {
      'content-schedule': JOB_KINDS['content-schedule'],
      'content-settle': { ...JOB_KINDS['content-settle'], effects: async (payload: { settled: Record<string, unknown> }) => void refreshed.push((payload.settled.row as { id: string }).id) },
    } as JobKinds;
    const runners = [new JobRunner({ db: dbA, kinds, settings }), new JobRunner({ db: dbB, kinds, settings })];

    await Promise.all(runners.map((runner) => runner.runOnce()));
    expect(await dbA.product.count({ where: { published: true } })).toBe(0);
    clock.advance(60 * 60 * 1000);
    for (let round = 0; round < 10 && (await dbA.job.count({ where: { status: { not: 'done' } } })) > 0; round++) await Promise.all(runners.map((runner) => runner.runOnce()));

    expect(await dbA.product.count({ where: { id: { in: ids }, published: true } })).toBe(20);
    const versions = await dbA.contentVersion.groupBy({ by: ['entityId'], where: { kind: 'publish' }, _count: { _all: true } });
    expect(versions.map((v) => v._count._all)).toEqual(Array(20).fill(1));
    expect(await dbA.auditLog.count({ where: { action: 'product.publish' } })).toBe(20);
    expect(refreshed.sort()).toEqual([...ids].sort());
    expect(await dbA.job.count({ where: { status: 'done', attempts: 1 } })).toBe(40);
  });
});
