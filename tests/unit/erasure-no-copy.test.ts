import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, db } from '../support/app-db';
import { eraseExpiredLeads } from '@/lib/admin/leads/retention';
import { eraseLead } from '@/lib/admin/leads/service';
import { eraseSubscriber } from '@/lib/admin/subscribers/service';
import { enqueueJob } from '@/lib/jobs/queue';
import { createLead } from '@/lib/leads/number';
import { enqueueMail } from '@/lib/mail/outbox';
import { MailSender } from '@/lib/mail/sender';
import { archiveDate, backup, BACKUP_KEEP_DAYS, pruneBackups } from '@/lib/cli/backup.mjs';
import { createTransport } from '@/lib/mail/transport';
import { createPrismaClient } from '@/lib/prisma-client';
import { afterErasure } from '@/lib/privacy/scrub';
import { useFakeClock } from '../support/fake-clock';

// Issue 32, "Erasure leaves no copy": after a lead or a subscriber is erased (by staff, or a lead by the retention
// job), no row, no .eml file and no byte of the SQLite file or its WAL holds their address. The WAL is where the
// attack found them: every page a write touched stays there as it was, until a TRUNCATE checkpoint empties it, and a
// deleted row stays in the file's free space unless the connection deletes with secure_delete.

const mailDir = vi.hoisted(() => {
  // lib/env.ts reads MAIL_DIR when it is first imported: set before any import.
  const dir = `var/test/erasure-mail-${Math.random().toString(36).slice(2)}`;
  process.env.MAIL_DIR = dir;
  return dir;
});

vi.mock('@/lib/db', () => import('../support/app-db'));

const DAY_MS = 24 * 60 * 60 * 1000;
const staff = { id: `admin-${randomUUID()}`, email: 'admin@staff.test' };
let databaseFile = '';

beforeAll(async () => {
  // The file transport logs every mail it writes.
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  // As the site's file is (prisma/setup.ts): the attack read the WAL.
  await db.$queryRawUnsafe('PRAGMA journal_mode = WAL');
  const [main] = await db.$queryRawUnsafe<{ file: string }[]>('PRAGMA database_list');
  databaseFile = main!.file;
  await db.user.create({ data: { id: staff.id, email: staff.email, name: 'Admin', role: 'admin', emailVerified: true } });
});

afterAll(async () => {
  fs.rmSync(path.resolve(mailDir), { recursive: true, force: true });
  await cleanup();
});

/** A word found nowhere else: the erased person's address and name carry it. */
const distinctive = () => `nocopy${randomUUID().replace(/-/g, '').slice(0, 12)}`;

const consent = { consentIp: '203.0.113.7', consentUserAgent: 'test', consentTextVersion: '1' };

/**
 * A lead as the site keeps it: quote lines, a note, a task with its reminder job, a CRM record with a status job
 * and a delivery job, a notification to sales and an acknowledgement to the applicant, both written as .eml files.
 */
async function fullLead(token: string, createdAt = new Date()) {
  const email = `${token}@example.test`;
  const lead = await createLead(db, {
    type: 'quote',
    name: `Mario ${token}`,
    email,
    phone: '+39 02 1234567',
    locale: 'it',
    sourcePage: '/quote',
    comment: `Please call ${token}`,
    consentAt: createdAt,
    createdAt,
    ...consent,
    lines: { create: [{ position: 1, productSlug: 'x', modelCode: 'X-1', name: 'X', quantity: 2 }] },
  });
  const externalId = String(100000 + Math.floor(Math.random() * 800000));
  await db.$transaction(async (tx) => {
    await tx.leadEvent.create({ data: { leadId: lead.id, userId: staff.id, kind: 'note', note: `Spoke to ${token}` } });
    const task = await tx.leadTask.create({ data: { leadId: lead.id, ownerId: staff.id, title: `Call ${token}`, dueAt: new Date(Date.now() + DAY_MS) } });
    await enqueueJob(tx, { kind: 'lead-task', payload: { taskId: task.id }, dedupeKey: `lead-task:${task.id}` });
    await enqueueJob(tx, { kind: 'crm-delivery', payload: { leadId: lead.id, target: 'bitrix24' }, dedupeKey: `crm:bitrix24:${lead.id}` });
    await tx.leadCrm.create({ data: { leadId: lead.id, target: 'bitrix24', externalId, deliveredAt: new Date() } });
    await enqueueJob(tx, { kind: 'crm-status', payload: { target: 'bitrix24', externalId } });
    await enqueueMail(tx, { kind: 'quote-notification', to: 'sales@example.test', subject: `Quote from ${token}`, html: `<p>${email}</p>`, text: email, leadId: lead.id });
    await enqueueMail(tx, { kind: 'quote-acknowledgement', to: email, subject: 'Thank you', html: '<p>Thanks</p>', text: 'Thanks', leadId: lead.id });
  });
  return { lead, email, externalId };
}

/** Delivers the outbox as the server does without SMTP_URL: each mail becomes an .eml file in MAIL_DIR. */
async function sendOutbox() {
  const sender = new MailSender({ db, transport: createTransport({ mailDir }), from: 'site@example.test', retryBaseSeconds: 60 });
  while ((await sender.runOnce()) > 0);
}

/** The .eml files whose text holds `needle`. */
function mailFilesWith(needle: string): string[] {
  const dir = path.resolve(mailDir);
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((name) => fs.readFileSync(path.join(dir, name), 'utf8').includes(needle));
}

/** Every row of every table whose values mention `needle`, by table. */
async function rowsWith(needle: string): Promise<Record<string, Record<string, unknown>[]>> {
  const tables = await db.$queryRawUnsafe<{ name: string }[]>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'");
  const found: Record<string, Record<string, unknown>[]> = {};
  for (const { name } of tables) {
    const rows = await db.$queryRawUnsafe<Record<string, unknown>[]>(`SELECT * FROM "${name}"`);
    const hits = rows.filter((row) => JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value)).includes(needle));
    if (hits.length) found[name] = hits;
  }
  return found;
}

/** The database's files (the file, its WAL) whose bytes hold `needle`. */
function databaseFilesWith(needle: string): string[] {
  return [databaseFile, `${databaseFile}-wal`].filter((file) => fs.existsSync(file) && fs.readFileSync(file).includes(Buffer.from(needle, 'utf8')));
}

/** What the site does between writes: a checkpoint copies the WAL into the file and later writes reuse the WAL. */
async function autoCheckpoint() {
  await db.$queryRawUnsafe('PRAGMA wal_checkpoint(PASSIVE)');
}

async function expectNoCopy(token: string, leadId?: string) {
  expect(await rowsWith(token)).toEqual({});
  expect(mailFilesWith(token)).toEqual([]);
  expect(databaseFilesWith(token)).toEqual([]);
  if (!leadId) return;
  // The audit log keeps the erased lead's id (decision 0006), as its entries' entity: nothing else names it.
  const { AuditLog: audit = [], ...others } = await rowsWith(leadId);
  expect(others).toEqual({});
  for (const entry of audit) expect(entry.entityId).toBe(leadId);
}

describe('erasure leaves no copy', () => {
  it("a lead erased by staff: no row, job, mail file or database byte keeps the lead's address", async () => {
    const token = distinctive();
    const { lead } = await fullLead(token);
    const kept = await fullLead(distinctive());
    await sendOutbox();
    await autoCheckpoint();
    await db.lead.update({ where: { id: lead.id }, data: { status: 'in_progress' } });
    expect(mailFilesWith(token)).toHaveLength(2);
    expect(databaseFilesWith(token).length).toBeGreaterThan(0);
    const jobsOfKept = await db.job.count();

    expect(await eraseLead(staff, lead.id)).toEqual({ ok: true });

    await expectNoCopy(token, lead.id);
    // Only the erased lead's: the other lead, its jobs (a delivery, a status, a reminder) and its mails stay.
    expect(await db.lead.count({ where: { id: kept.lead.id } })).toBe(1);
    expect(await db.job.count()).toBe(jobsOfKept - 3);
    expect(mailFilesWith(kept.email)).toHaveLength(2);
  });

  it("leads erased by the retention job: no row, job, mail file or database byte keeps their addresses", async () => {
    const now = new Date();
    const tokens = [distinctive(), distinctive()];
    const old = [];
    for (const token of tokens) old.push(await fullLead(token, new Date(now.getTime() - 1200 * DAY_MS)));
    const recent = await fullLead(distinctive(), now);
    await sendOutbox();
    await autoCheckpoint();
    const jobsBefore = await db.job.count();

    expect((await eraseExpiredLeads(db, { days: 1095, now })).erased).toBe(2);

    for (const [index, token] of tokens.entries()) await expectNoCopy(token, old[index]!.lead.id);
    expect(await db.lead.count({ where: { id: recent.lead.id } })).toBe(1);
    expect(await db.job.count()).toBe(jobsBefore - 6);
    expect(mailFilesWith(recent.email)).toHaveLength(2);
  });

  it("a subscriber erased by staff: no row, mail file or database byte keeps the address", async () => {
    const token = distinctive();
    const email = `${token}@example.test`;
    const subscriber = await db.subscriber.create({ data: { email, search: token, locale: 'en', consentSourcePage: '/en', consentAt: new Date(), ...consent } });
    await db.$transaction(async (tx) => {
      // The confirmation is queued before it is linked to the row (lib/newsletter/service.ts); the welcome after.
      await enqueueMail(tx, { kind: 'newsletter-confirmation', to: email, subject: 'Confirm', html: '<p>Confirm</p>', text: 'Confirm' });
      await enqueueMail(tx, { kind: 'newsletter-welcome', to: email, subject: 'Welcome', html: '<p>Hi</p>', text: 'Hi', subscriberId: subscriber.id });
    });
    await sendOutbox();
    await autoCheckpoint();
    await db.subscriber.update({ where: { id: subscriber.id }, data: { status: 'subscribed', confirmedAt: new Date() } });
    expect(mailFilesWith(token)).toHaveLength(2);

    expect(await eraseSubscriber(staff, subscriber.id)).toEqual({ ok: true });

    await expectNoCopy(token);
  });
});

describe('after an erasure on PostgreSQL', () => {
  it('removes the mail files and sends no SQLite checkpoint (dead tuples wait for VACUUM: docs/security.md)', async () => {
    // Never connected: a query would fail, so the answer shows none was made.
    const postgres = createPrismaClient('postgresql://nobody@127.0.0.1:9/none');
    const dir = path.resolve(mailDir);
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, '2026-11-27T06-26-36-123Z-4f1c2d3e-aaaa-bbbb-cccc-1234567890ab_localhost.eml');
    fs.writeFileSync(file, 'To: someone@example.test');

    expect(await afterErasure(postgres, { messageIds: ['<4f1c2d3e-aaaa-bbbb-cccc-1234567890ab@localhost>'] })).toEqual({ mailFiles: 1, checkpoint: 'none' });
    expect(fs.existsSync(file)).toBe(false);
  });
});

describe('backups', () => {
  // A backup holds erased people's data until it is deleted: `npm run backup` deletes its archives after 35 days.
  it('keeps 35 days of archives and deletes only older ones of its own', async () => {
    const backupDir = path.resolve(`var/test/erasure-backups-${randomUUID()}`);
    try {
      const made = path.basename(await backup({ databaseUrl: `file:${databaseFile}`, uploadDir: path.join(backupDir, 'no-uploads'), backupDir }));
      // The names backup() gives are the ones pruning reads.
      expect(archiveDate(made)).not.toBeNull();
      const now = new Date();
      const ago = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
      const names = {
        old: `${ago(36)}.tar.gz`,
        oldSecond: `${ago(40)}-2.tar.gz`,
        oldBeforeRestore: `${ago(90)}-before-restore.tar.gz`,
        edge: `${ago(34)}.tar.gz`,
        recent: `${ago(1)}.tar.gz`,
        notOurs: 'site-export.tar.gz',
      };
      for (const name of Object.values(names)) fs.writeFileSync(path.join(backupDir, name), 'archive');

      expect(BACKUP_KEEP_DAYS).toBe(35);
      expect(pruneBackups({ backupDir, now })).toEqual([names.old, names.oldSecond, names.oldBeforeRestore].sort());

      expect(fs.readdirSync(backupDir).sort()).toEqual([made, names.edge, names.recent, names.notOurs].sort());
    } finally {
      fs.rmSync(backupDir, { recursive: true, force: true });
    }
  });
});

describe('a data subject’s erasure request (/your-data), end to end', () => {
  it('the mailed link, the click, the download, the erasure request and the staff’s one click leave no trace of the address', async () => {
    const { requestDataLink, findDataRequest, confirmDataRequest, requestErasure } = await import('@/lib/privacy/requests');
    const { carryOutErasure } = await import('@/lib/privacy/erasure');
    const { heldData } = await import('@/lib/privacy/export');
    const token = distinctive();
    const { lead, email } = await fullLead(token);
    const subscriber = await db.subscriber.create({ data: { email, search: token, locale: 'ru', status: 'subscribed', confirmedAt: new Date(), consentSourcePage: '/ru', consentAt: new Date(), ...consent } });

    await requestDataLink(email.toUpperCase(), 'ru');
    // A second ask within ten minutes mails nothing more (and answers the same).
    await requestDataLink(email, 'ru');
    const mails = await db.outboxMessage.findMany({ where: { to: email, kind: 'data-request' } });
    expect(mails).toHaveLength(1);
    const link = /\/ru\/your-data\/request\?token=([\w-]+)/.exec(mails[0]!.text)![1]!;

    // Opening the link shows a button; only the click opens the data.
    expect(await findDataRequest(link)).toMatchObject({ email, confirmedAt: null });
    expect(await requestErasure(link)).toBeNull();
    expect((await confirmDataRequest(link))?.confirmedAt).toBeInstanceOf(Date);
    const held = await heldData(email);
    expect(held.leads.map((row) => row.number)).toEqual([lead.number]);
    expect(held.subscriber).toMatchObject({ status: 'subscribed' });

    const asked = await requestErasure(link);
    expect(asked?.dueAt?.getTime()).toBeGreaterThan(Date.now() + 13 * DAY_MS);
    expect(await db.subscriber.findUnique({ where: { id: subscriber.id } })).toMatchObject({ status: 'unsubscribed' });

    await sendOutbox();
    await autoCheckpoint();
    const request = await db.dataRequest.findFirstOrThrow({ where: { email } });
    const result = await carryOutErasure(staff, request.id);
    expect(result).toEqual({ ok: true, outcome: { leads: 1, subscribers: 1, mails: 3, requests: 1 } });

    await expectNoCopy(token, lead.id);
    expect(await db.dataRequest.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({ email: '', completedBy: staff.email });
    expect(await db.suppressedAddress.count({ where: { emailHash: request.emailHash } })).toBe(1);
    expect(await findDataRequest(link)).toBeNull();
    expect(await carryOutErasure(staff, request.id)).toMatchObject({ ok: false, code: 'DONE' });
  });

  it('the withdrawal link of a lead’s mail withdraws its consents and opens a confirmed erasure request; a link made for another address does nothing', async () => {
    const { withdrawFromLead, findDataRequest } = await import('@/lib/privacy/requests');
    const { withdrawToken } = await import('@/lib/privacy/withdraw-token');
    const { appSecret } = await import('@/lib/secrets');
    const { lead, email } = await fullLead(distinctive());
    await db.consentRecord.create({
      data: { leadId: lead.id, purpose: 'processing', documentId: 'consent-processing-1', version: 1, sha256: 'x', locale: 'it', givenAt: new Date(), ip: '203.0.113.7', userAgent: 'test', sourcePage: '/quote' },
    });
    const secret = await appSecret();
    expect(await withdrawFromLead(withdrawToken(lead.id, 'somebody@else.test', secret), 'it')).toBeNull();
    const opened = await withdrawFromLead(withdrawToken(lead.id, email, secret), 'it');
    expect(await findDataRequest(opened!)).toMatchObject({ email, leadNumber: lead.number, confirmedAt: expect.any(Date), erasureRequestedAt: expect.any(Date) });
    expect((await db.consentRecord.findFirstOrThrow({ where: { leadId: lead.id } })).withdrawnAt).toBeInstanceOf(Date);
  });
});

describe('the /your-data link', () => {
  it('mails an address at most once in ten minutes and three times a day, answering the same every time', async () => {
    const { requestDataLink } = await import('@/lib/privacy/requests');
    const clock = useFakeClock('2026-11-27T08:00:00Z');
    const email = `${distinctive()}@example.test`;
    const mails = () => db.outboxMessage.count({ where: { to: email, kind: 'data-request' } });
    for (let ask = 0; ask < 6; ask += 1) {
      await requestDataLink(email, 'it');
      clock.advance(11 * 60 * 1000);
    }
    expect(await mails()).toBe(3);
    clock.advance(24 * 60 * 60 * 1000);
    await requestDataLink(email, 'it');
    expect(await mails()).toBe(4);
  });
});

describe('the newsletter’s retention', () => {
  it('erases sign-ups never confirmed and addresses unsubscribed 30 days ago, keeping only a keyed hash of the withdrawn ones', async () => {
    const { eraseExpiredSubscribers } = await import('@/lib/privacy/retention');
    const { addressHash } = await import('@/lib/privacy/address-hash');
    // The rows are written as they were on 1 November; the job runs on 1 December.
    const clock = useFakeClock('2026-11-01T10:00:00Z');
    const at = (iso: string) => new Date(iso);
    const [stale, withdrawn, fresh, recentlyWithdrawn] = [distinctive(), distinctive(), distinctive(), distinctive()];
    const make = (token: string, data: object) => db.subscriber.create({ data: { email: `${token}@example.test`, search: token, locale: 'it', consentSourcePage: '/', consentAt: at('2026-09-01T09:00:00Z'), ...consent, ...data } });
    await make(stale, { status: 'pending', requestedAt: at('2026-10-31T09:00:00Z') });
    await make(withdrawn, { status: 'unsubscribed', requestedAt: at('2026-09-01T09:00:00Z'), confirmedAt: at('2026-09-02T09:00:00Z'), unsubscribedAt: at('2026-10-31T09:00:00Z') });
    await make(fresh, { status: 'pending', requestedAt: at('2026-11-02T09:00:00Z') });
    await make(recentlyWithdrawn, { status: 'unsubscribed', requestedAt: at('2026-09-01T09:00:00Z'), unsubscribedAt: at('2026-11-02T09:00:00Z') });
    await autoCheckpoint();

    // Thirty days later only the two whose 30 days have passed go.
    clock.set('2026-12-01T10:00:00Z');
    expect(await eraseExpiredSubscribers(db, { secret: async () => 'retention-key' })).toEqual({ unconfirmed: 1, unsubscribed: 1 });

    await expectNoCopy(stale);
    await expectNoCopy(withdrawn);
    expect(await db.suppressedAddress.findUnique({ where: { emailHash: addressHash(`${withdrawn}@example.test`, 'retention-key') } })).toMatchObject({ withdrawnAt: at('2026-10-31T09:00:00Z') });
    expect(await db.subscriber.count({ where: { search: { in: [fresh, recentlyWithdrawn] } } })).toBe(2);
    expect(await eraseExpiredSubscribers(db, { secret: async () => 'retention-key' })).toEqual({ unconfirmed: 0, unsubscribed: 0 });
    // Two days on, the other two have had their 30 days as well.
    clock.advance(2 * DAY_MS);
    expect(await eraseExpiredSubscribers(db, { secret: async () => 'retention-key' })).toEqual({ unconfirmed: 1, unsubscribed: 1 });
  });
});
