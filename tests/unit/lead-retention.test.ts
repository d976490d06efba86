import { describe, expect, it } from 'vitest';
import { eraseExpiredLeads } from '@/lib/admin/leads/retention';
import { enqueueMail } from '@/lib/mail/outbox';
import { databasePerTest } from '../support/test-db';
import { createLead } from '@/lib/leads/number';

const testDb = databasePerTest();

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2029-06-01T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

/** A lead created `days` ago with a timeline note and a notification in the outbox. */
async function lead(name: string, days: number) {
  const { prisma } = testDb;
  const row = await createLead(prisma, {
    type: 'partner',
    name,
    phone: '+79123456789',
    email: `${name.toLowerCase()}@example.test`,
    locale: 'ru',
    sourcePage: '/ru/becomepartner',
    consentAt: daysAgo(days),
    consentIp: '203.0.113.7',
    consentUserAgent: 'test',
    consentTextVersion: '1',
    createdAt: daysAgo(days),
  });
  await prisma.leadEvent.create({ data: { leadId: row.id, kind: 'note', note: `Called ${name}` } });
  await prisma.$transaction((tx) => enqueueMail(tx, { kind: 'partner-notification', to: 'sales@example.test', subject: `Lead ${name}`, html: '<p>x</p>', text: 'x', leadId: row.id }));
  return row;
}

describe('lead retention', () => {
  it('erases leads older than the retention period with their timeline and mails, and keeps the others', async () => {
    const { prisma } = testDb;
    const old = await lead('Old', 1096);
    const edge = await lead('Edge', 1094);
    const fresh = await lead('Fresh', 3);

    const run = await eraseExpiredLeads(prisma, { days: 1095, now });

    expect(run.erased).toBe(1);
    expect((await prisma.lead.findMany({ select: { id: true } })).map((row) => row.id).sort()).toEqual([edge.id, fresh.id].sort());
    expect(await prisma.leadEvent.count({ where: { leadId: old.id } })).toBe(0);
    expect(await prisma.outboxMessage.count({ where: { leadId: old.id } })).toBe(0);
    expect(await prisma.outboxMessage.count({ where: { subject: 'Lead Old' } })).toBe(0);
    expect(await prisma.outboxMessage.count()).toBe(2);
    expect(await prisma.leadEvent.count()).toBe(2);
  });

  it('records one audit entry by the system with the count and no personal data', async () => {
    const { prisma } = testDb;
    await lead('Ivanov', 2000);
    await lead('Petrov', 1500);
    await lead('Sidorov', 10);

    await eraseExpiredLeads(prisma, { days: 1095, now });

    const entries = await prisma.auditLog.findMany();
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({ actorId: null, actorEmail: 'system', action: 'leads.retention', entity: 'lead', entityId: null });
    expect(entry!.meta).toMatchObject({ count: 2, days: 1095 });
    const logged = JSON.stringify(entry);
    for (const personal of ['Ivanov', 'Petrov', 'ivanov@', '+7912']) expect(logged).not.toContain(personal);
  });

  it('honours a shorter period and records nothing when nothing is old enough', async () => {
    const { prisma } = testDb;
    await lead('Recent', 20);

    expect((await eraseExpiredLeads(prisma, { days: 30, now })).erased).toBe(0);
    expect(await prisma.auditLog.count()).toBe(0);
    expect(await prisma.lead.count()).toBe(1);

    expect((await eraseExpiredLeads(prisma, { days: 7, now })).erased).toBe(1);
    expect(await prisma.lead.count()).toBe(0);
    expect(await prisma.auditLog.count()).toBe(1);
  });
});
