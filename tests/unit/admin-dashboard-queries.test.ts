import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, db } from '../support/app-db';
import { failedMailCount, lastChanges, leadFigures, subscribersByLocale } from '@/lib/admin/dashboard/queries';
import { useFakeClock } from '../support/fake-clock';
import { createLead } from '@/lib/leads/number';

// The dashboard's figures (app/admin/(staff)/page.tsx) count every row of the database, so the end-to-end suite,
// whose database other tests write to meanwhile, checks only that the screen shows them to the right roles
// (tests/e2e/ui/admin-leads.spec.ts); the counting rules are checked here, on a database of the test's own with
// known rows.

vi.mock('@/lib/db', () => import('../support/app-db'));

afterAll(() => cleanup());

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-03-10T12:00:00.000Z');

beforeEach(async () => {
  await db.$transaction([db.lead.deleteMany(), db.subscriber.deleteMany(), db.outboxMessage.deleteMany(), db.auditLog.deleteMany()]);
});

type LeadStatus = 'new' | 'in_progress' | 'won' | 'lost' | 'spam';

async function lead(status: LeadStatus, createdAt: Date) {
  await createLead(db, {
    type: 'equipment',
    status,
    name: `Lead ${status}`,
    phone: '+390212345678',
    locale: 'it',
    sourcePage: '/product',
    consentAt: createdAt,
    consentIp: '192.0.2.1',
    consentUserAgent: 'test',
    consentTextVersion: 'test',
    createdAt,
  });
}

let subscribers = 0;
async function subscriber(status: 'pending' | 'subscribed' | 'unsubscribed', locale: string) {
  subscribers += 1;
  await db.subscriber.create({
    data: {
      email: `s${subscribers}@example.test`,
      status,
      locale,
      confirmedAt: status === 'pending' ? null : NOW,
      consentAt: NOW,
      consentSourcePage: '/',
      consentIp: '192.0.2.1',
      consentUserAgent: 'test',
      consentTextVersion: 'test',
    },
  });
}

let mails = 0;
async function mail(status: 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled') {
  mails += 1;
  await db.outboxMessage.create({ data: { messageId: `<m${mails}@test>`, kind: 'test', to: 'x@example.test', subject: 's', html: 'h', text: 't', status } });
}

describe('the lead figures', () => {
  it('count the leads of the last seven days without spam, and every lead by status whatever its age', async () => {
    const ago = (ms: number) => new Date(NOW.getTime() - ms);
    await lead('new', ago(60_000));
    await lead('in_progress', ago(3 * DAY_MS));
    await lead('won', ago(7 * DAY_MS)); // the first moment of the week still counts
    await lead('new', ago(7 * DAY_MS + 1)); // a millisecond older: last week
    await lead('lost', ago(30 * DAY_MS));
    await lead('spam', ago(60_000));
    await lead('spam', ago(40 * DAY_MS));

    expect(await leadFigures(NOW)).toEqual({ thisWeek: 3, byStatus: { new: 2, in_progress: 1, won: 1, lost: 1, spam: 2 } });
  });

  it("read the week from the application's clock", async () => {
    await lead('new', new Date(NOW.getTime() - DAY_MS));
    const clock = useFakeClock(NOW);
    expect((await leadFigures()).thisWeek).toBe(1);
    clock.advance(7 * DAY_MS);
    expect((await leadFigures()).thisWeek).toBe(0);
  });

  it('are zero and empty with no leads', async () => {
    expect(await leadFigures(NOW)).toEqual({ thisWeek: 0, byStatus: {} });
  });
});

describe('the subscriber figures', () => {
  it('count confirmed subscribers only, by locale, the largest first', async () => {
    for (const locale of ['ru', 'ru', 'en', 'it', 'it', 'it']) await subscriber('subscribed', locale);
    await subscriber('pending', 'en');
    await subscriber('pending', 'en');
    await subscriber('unsubscribed', 'en');
    await subscriber('unsubscribed', 'ru');

    expect(await subscribersByLocale()).toEqual([
      { locale: 'it', count: 3 },
      { locale: 'ru', count: 2 },
      { locale: 'en', count: 1 },
    ]);
  });

  it('are an empty list with no confirmed subscriber', async () => {
    await subscriber('pending', 'it');
    expect(await subscribersByLocale()).toEqual([]);
  });
});

describe('the failed mail banner', () => {
  it('counts the mails the sender gave up on, and no others', async () => {
    for (const status of ['pending', 'sending', 'sent', 'cancelled'] as const) await mail(status);
    expect(await failedMailCount()).toBe(0);
    await mail('failed');
    await mail('failed');
    expect(await failedMailCount()).toBe(2);
  });
});

describe('the last changes', () => {
  it('are the ten newest audit entries, newest first, without their before and after', async () => {
    for (let i = 0; i < 12; i += 1) {
      await db.auditLog.create({
        data: { at: new Date(NOW.getTime() + i * 1000), actorEmail: `staff${i}@staff.test`, action: `thing.change${i}`, entity: 'thing', entityId: `t${i}`, before: { secret: i }, after: { secret: i } },
      });
    }
    const rows = await lastChanges();
    expect(rows.map((row) => row.action)).toEqual(Array.from({ length: 10 }, (_, i) => `thing.change${11 - i}`));
    expect(Object.keys(rows[0]!).sort()).toEqual(['action', 'actorEmail', 'at', 'entity', 'entityId', 'id']);
    expect(await lastChanges(3)).toHaveLength(3);
  });

  it('order entries of the same moment by id, so the list is stable', async () => {
    const at = NOW;
    for (const action of ['a', 'b', 'c']) await db.auditLog.create({ data: { at, actorEmail: 'x@staff.test', action, entity: 'thing' } });
    const ids = (await db.auditLog.findMany({ select: { id: true } })).map((row) => row.id).sort().reverse();
    expect((await lastChanges()).map((row) => row.id)).toEqual(ids);
  });
});
