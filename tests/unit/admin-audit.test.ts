import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AUDIT_CLIENT_DATA_DAYS, clearOldClientData, recordAudit, SYSTEM_ACTOR } from '@/lib/admin/audit';
import { refusals, type Refusals } from '@/lib/admin/refusal';
import { inviteUser, setDisabled, setRole } from '@/lib/admin/users';
import { useFakeClock } from '../support/fake-clock';
import { databasePerTest } from '../support/test-db';

// Issue 27, items 2 and 3: one way to refuse a change (a refusal inside a transaction rolls it back and is
// answered as a typed code), and typed audit events written in the change's transaction with the actor's IP
// address and browser, which are cleared after 12 months. On a real SQLite file.

const testDb = databasePerTest();

const DAY_MS = 24 * 60 * 60 * 1000;
const browser = { ip: '203.0.113.9', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' };

async function admin(email = `admin-${randomUUID().slice(0, 8)}@staff.test`) {
  return testDb.prisma.user.create({ data: { id: randomUUID(), email, name: 'Admin', role: 'admin', emailVerified: true } });
}

describe('a refusal', () => {
  const refusal: Refusals<'TAKEN'> = refusals();

  it('inside a transaction rolls back what the transaction wrote and answers its code and fields', async () => {
    const { prisma } = testDb;
    const result = await refusal.refusable(() =>
      prisma.$transaction(async (tx) => {
        await tx.dealer.create({ data: { name: 'Clima Nord', country: 'RU', region: 'RU-MOW', city: 'Москва', phone: '+74951234567' } });
        await recordAudit(tx, SYSTEM_ACTOR, 'dealer.delete', { entityId: 'x', before: {} });
        return refusal.refuse('TAKEN', { name: 'taken' });
      }),
    );
    expect(result).toEqual({ ok: false, code: 'TAKEN', fieldErrors: { name: 'taken' } });
    expect(await prisma.dealer.count()).toBe(0);
    expect(await prisma.auditLog.count()).toBe(0);
  });

  it('lets any other error through, so the action reports it instead of answering a refusal', async () => {
    await expect(refusal.refusable(() => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
  });
});

describe('staff accounts', () => {
  it('refuse to demote or disable the last active administrator, and change and log nothing', async () => {
    const { prisma } = testDb;
    const only = await admin();
    expect(await setRole(prisma, only.id, 'editor', { id: only.id, email: only.email, ...browser })).toEqual({ ok: false, code: 'LAST_ADMIN' });
    expect(await setDisabled(prisma, only.id, true, SYSTEM_ACTOR)).toEqual({ ok: false, code: 'LAST_ADMIN' });
    expect(await setRole(prisma, 'nobody', 'editor', SYSTEM_ACTOR)).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await prisma.user.findUniqueOrThrow({ where: { id: only.id } })).toMatchObject({ role: 'admin', banned: false });
    expect(await prisma.auditLog.count()).toBe(0);
  });

  it('write their audit entry with the change, naming the actor, the request address and browser, and the time of the clock', async () => {
    const { prisma } = testDb;
    const clock = useFakeClock('2030-03-01T09:00:00Z');
    const me = await admin();
    const actor = { id: me.id, email: me.email, ...browser };
    const invited = await inviteUser(prisma, { email: 'New.Sales@Staff.test', role: 'sales' }, actor);
    expect(invited).toMatchObject({ ok: true, email: 'new.sales@staff.test' });
    clock.advance(60_000);
    expect(await inviteUser(prisma, { email: 'new.sales@staff.test', role: 'sales' }, actor)).toMatchObject({ ok: true });
    await prisma.account.create({ data: { id: randomUUID(), accountId: 'x', providerId: 'credential', userId: invited.ok ? invited.userId : '' } });
    expect(await inviteUser(prisma, { email: 'new.sales@staff.test', role: 'admin' }, actor)).toEqual({ ok: false, code: 'EXISTS' });
    clock.advance(60_000);
    expect(await setRole(prisma, invited.ok ? invited.userId : '', 'editor', actor)).toEqual({ ok: true });

    const entries = await prisma.auditLog.findMany({ orderBy: { at: 'asc' } });
    expect(entries.map((entry) => [entry.action, entry.entity, entry.at.toISOString()])).toEqual([
      ['user.invite', 'user', '2030-03-01T09:00:00.000Z'],
      ['user.invite', 'user', '2030-03-01T09:01:00.000Z'],
      ['user.role', 'user', '2030-03-01T09:02:00.000Z'],
    ]);
    expect(entries[2]).toMatchObject({ actorId: me.id, actorEmail: me.email, ...browser, before: { role: 'sales' }, after: { role: 'editor' } });
    // The second invitation replaced the first one's link; the refused third made none.
    expect(await prisma.verification.count({ where: { identifier: { startsWith: 'reset-password:' } } })).toBe(1);
  });
});

describe('the IP address and browser of an audit entry', () => {
  it('are cleared after 12 months, the entry itself kept, and the run is recorded once', async () => {
    const { prisma } = testDb;
    const clock = useFakeClock('2031-01-10T12:00:00Z');
    const actor = { id: null, email: 'editor@staff.test', ...browser };
    await recordAudit(prisma, actor, 'lead.erase', { entityId: 'old', meta: { type: 'partner', createdAt: '2029-01-01T00:00:00.000Z' } });
    clock.advance(2 * DAY_MS);
    await recordAudit(prisma, actor, 'lead.erase', { entityId: 'recent', meta: { type: 'partner', createdAt: '2029-01-01T00:00:00.000Z' } });

    clock.advance((AUDIT_CLIENT_DATA_DAYS - 1) * DAY_MS);
    expect(await clearOldClientData(prisma)).toBe(1);
    expect(await prisma.auditLog.findMany({ where: { action: 'lead.erase' }, orderBy: { entityId: 'asc' }, select: { entityId: true, actorEmail: true, ip: true, userAgent: true } })).toEqual([
      { entityId: 'old', actorEmail: 'editor@staff.test', ip: null, userAgent: null },
      { entityId: 'recent', actorEmail: 'editor@staff.test', ...browser },
    ]);
    const run = await prisma.auditLog.findFirstOrThrow({ where: { action: 'audit.retention' } });
    expect(run).toMatchObject({ entity: 'auditLog', actorEmail: 'system', ip: null, meta: { cleared: 1, days: AUDIT_CLIENT_DATA_DAYS } });

    expect(await clearOldClientData(prisma)).toBe(0);
    expect(await prisma.auditLog.count({ where: { action: 'audit.retention' } })).toBe(1);
  });
});
