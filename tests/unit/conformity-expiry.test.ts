import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

// A change refreshes the documents' cached lists (lib/documents/library.ts): outside Next there is nothing to refresh.
vi.mock('next/cache', () => ({ revalidateTag: () => undefined, revalidatePath: () => undefined, unstable_cache: <T>(work: T) => work }));
vi.mock('@/lib/db', () => import('../support/app-db'));
import { cleanup, db } from '../support/app-db';
import { useFakeClock } from '../support/fake-clock';
import { createDocument, setDocumentPublished, updateDocument } from '@/lib/admin/documents/service';
import type { DocumentForm } from '@/lib/admin/documents/schema';
import { queueExpiryNotices } from '@/lib/admin/documents/expiry-notices';
import { JOB_KINDS } from '@/lib/jobs/kinds';
import { enqueueJob } from '@/lib/jobs/queue';
import { JobRunner } from '@/lib/jobs/runner';
import type { Prisma } from '@/lib/generated/prisma/client';

// Issue 35, item 3: administrators and editors are mailed when a certificate or declaration is 60 and 14 days from
// its last valid day, once each, by the daily `conformity-expiry` job of the job runner; a new date re-arms both.
// The fake clock moves the days; the mails are read from the outbox.

afterAll(() => cleanup());

beforeEach(async () => {
  await db.$transaction([db.document.deleteMany(), db.job.deleteMany(), db.outboxMessage.deleteMany(), db.user.deleteMany(), db.contentVersion.deleteMany(), db.contentDraft.deleteMany()]);
});

const DAY = 24 * 60 * 60 * 1000;
const actor = { id: null, email: 'editor@staff.test' };
const titles = { it: 'Dichiarazione EAEU refrigeratori', ru: 'Декларация ЕАЭС — чиллеры', en: 'EAEU declaration — chillers' };
const values = (validUntil: string): DocumentForm => ({
  type: 'declaration',
  language: 'ru',
  titles,
  validUntil,
  registrationNumber: 'ЕАЭС N RU Д-IT.РА02.В.58841/23',
  technicalRegulations: ['TR CU 010/2011'],
  issuedOn: '2022-03-31',
  holder: null,
  registryUrl: null,
  productIds: [],
  categoryIds: [],
});

async function staff(role: string, locale: string, banned = false) {
  const id = randomUUID();
  const email = `${role}-${id.slice(0, 6)}@staff.test`;
  await db.user.create({ data: { id, email, name: role, role, locale, banned, emailVerified: true } });
  return email;
}

const mails = (kind: string) => db.outboxMessage.findMany({ where: { kind }, orderBy: { to: 'asc' } });
const runner = () => new JobRunner({ db, kinds: { 'conformity-expiry': JOB_KINDS['conformity-expiry'] }, settings: { leadRetentionDays: 1095 } });

describe('expiry notices (conformity-expiry job, fake clock)', () => {
  it('nothing at 61 days; at 60 one mail per admin and editor, in their language; never twice; at 14 once more; a new date re-arms them', async () => {
    // Last valid day 31 March 2027; 10:00 in Rome each day.
    const clock = useFakeClock('2027-01-29T09:00:00Z');
    const admin = await staff('admin', 'it');
    const editor = await staff('editor', 'ru');
    await staff('sales', 'en');
    await staff('editor', 'en', true);
    const created = await createDocument(actor, values('2027-03-31'), { fileKey: `documents/${'a'.repeat(32)}.pdf`, fileSize: 100 });
    if (!created.ok) throw new Error(created.code);
    expect(await setDocumentPublished(actor, created.id, 1, true)).toMatchObject({ ok: true });
    await enqueueJob(db, { kind: 'conformity-expiry', payload: {}, dedupeKey: 'conformity-expiry' });

    // 61 days before: nothing.
    expect(await runner().runOnce()).toBe(1);
    expect(await db.outboxMessage.count()).toBe(0);

    // 60 days before: the next daily run. Two runners at once: one takes the job, the notice is mailed once.
    clock.advance(DAY);
    const ran = await Promise.all([runner().runOnce(), runner().runOnce()]);
    expect(ran.reduce((a, b) => a + b, 0)).toBe(1);
    const sixty = await mails('document-expiry-60');
    expect(sixty.map((mail) => mail.to)).toEqual([admin, editor].sort());
    const toAdmin = sixty.find((mail) => mail.to === admin)!;
    const toEditor = sixty.find((mail) => mail.to === editor)!;
    expect(toAdmin.subject).toBe(`Scade tra 60 giorni: ${titles.it}`);
    expect(toEditor.subject).toBe(`Истекает через 60 дней: ${titles.ru}`);
    expect(toEditor.text).toContain('ЕАЭС N RU Д-IT.РА02.В.58841/23');
    expect(toEditor.text).toContain('31 марта 2027');
    expect(toEditor.text).toContain(`/admin/documents/${created.id}`);

    // Run again the same day, and the next days: nothing more.
    expect(await db.$transaction((tx) => queueExpiryNotices(tx))).toBe(0);
    clock.advance(DAY);
    expect(await runner().runOnce()).toBe(1);
    expect(await db.outboxMessage.count()).toBe(2);

    // 14 days before: once more, to the same two.
    clock.set('2027-03-17T09:00:00Z');
    expect(await runner().runOnce()).toBe(1);
    expect((await mails('document-expiry-14')).map((mail) => mail.to)).toEqual([admin, editor].sort());
    expect((await mails('document-expiry-14')).find((mail) => mail.to === admin)!.subject).toBe(`Scade tra 14 giorni, da rinnovare: ${titles.it}`);
    clock.advance(DAY);
    expect(await runner().runOnce()).toBe(1);
    expect(await db.outboxMessage.count()).toBe(4);

    // Renewed until 30 April (a draft, then published): 43 days left, so the 60-day notice comes again.
    expect(await updateDocument(actor, created.id, 2, values('2027-04-30'))).toMatchObject({ ok: true });
    expect(await setDocumentPublished(actor, created.id, 3, true)).toMatchObject({ ok: true });
    clock.advance(DAY);
    expect(await runner().runOnce()).toBe(1);
    expect(await mails('document-expiry-60')).toHaveLength(4);
    expect(await db.outboxMessage.count()).toBe(6);
  });

  it('a document saved ten days before its end gets one notice (the nearer one), and an expired one none', async () => {
    useFakeClock('2027-03-21T09:00:00Z');
    await staff('editor', 'en');
    for (const [n, day] of [['b', '2027-03-31'], ['c', '2027-03-20']] as const) {
      const created = await createDocument(actor, values(day), { fileKey: `documents/${n.repeat(32)}.pdf`, fileSize: 100 });
      if (!created.ok) throw new Error(created.code);
    }
    expect(await db.$transaction((tx) => queueExpiryNotices(tx))).toBe(1);
    const [mail, ...others] = await db.outboxMessage.findMany();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ kind: 'document-expiry-14', subject: `Expires in 10 days, renew it: ${titles.en}` });
    expect(await db.$transaction((tx) => queueExpiryNotices(tx))).toBe(0);
  });

  it('a runner that read the document before another one mailed it claims nothing and mails nothing', async () => {
    useFakeClock('2027-01-30T09:00:00Z');
    await staff('editor', 'it');
    const created = await createDocument(actor, values('2027-03-31'), { fileKey: `documents/${'d'.repeat(32)}.pdf`, fileSize: 100 });
    if (!created.ok) throw new Error(created.code);
    // The first runner's read, kept: what a second server read at the same moment.
    let earlier: unknown;
    const recording = (tx: Prisma.TransactionClient) =>
      new Proxy(tx, { get: (target, key) => (key === 'document' ? { ...target.document, findMany: async (args: never) => (earlier = await target.document.findMany(args)) } : Reflect.get(target, key)) });
    expect(await db.$transaction((tx) => queueExpiryNotices(recording(tx)))).toBe(1);
    // The second runner acts on that same read: the document still looks unsent to it, but its claim finds it sent.
    const stale = (tx: Prisma.TransactionClient) =>
      new Proxy(tx, { get: (target, key) => (key === 'document' ? { ...target.document, findMany: async () => earlier } : Reflect.get(target, key)) });
    expect(await db.$transaction((tx) => queueExpiryNotices(stale(tx)))).toBe(0);
    expect(await mails('document-expiry-60')).toHaveLength(1);
  });
});
