import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, db } from '../support/app-db';
import { parseSubscriberFilter } from '@/lib/admin/subscribers/filters';
import { listSubscribers, subscriberCounts } from '@/lib/admin/subscribers/queries';
import { exportConfirmedSubscribers } from '@/lib/admin/subscribers/service';
import { searchColumn } from '@/lib/search-key';

// The subscribers screen's counts by status and locale, its search and the export of confirmed subscribers count
// every row of the database: the end-to-end suite (tests/e2e/ui/admin-leads.spec.ts) checks the screen on its own
// rows only, and the counting rules are checked here, on a database of the test's own with known rows.

vi.mock('@/lib/db', () => import('../support/app-db'));

afterAll(() => cleanup());

beforeEach(async () => {
  await db.$transaction([db.subscriber.deleteMany(), db.auditLog.deleteMany()]);
});

async function subscriber(email: string, status: 'pending' | 'subscribed' | 'unsubscribed', locale: string, confirmedAt: Date | null = status === 'pending' ? null : new Date()) {
  return db.subscriber.create({
    data: {
      email,
      search: searchColumn([email]),
      status,
      locale,
      confirmedAt,
      unsubscribedAt: status === 'unsubscribed' ? new Date() : null,
      consentAt: new Date('2026-01-02T03:04:05.000Z'),
      consentSourcePage: `/${locale}`,
      consentIp: '192.0.2.1',
      consentUserAgent: 'test',
      consentTextVersion: '2026-01',
    },
  });
}

const sorted = <T extends { status: string; locale: string }>(rows: T[]) => [...rows].sort((a, b) => `${a.status}/${a.locale}`.localeCompare(`${b.status}/${b.locale}`));

describe('the counts by status and locale', () => {
  it('have one row per status and locale that has subscribers, with their number', async () => {
    await subscriber('a@example.test', 'subscribed', 'it');
    await subscriber('b@example.test', 'subscribed', 'it');
    await subscriber('c@example.test', 'subscribed', 'ru');
    await subscriber('d@example.test', 'pending', 'en');
    await subscriber('e@example.test', 'pending', 'it');
    await subscriber('f@example.test', 'unsubscribed', 'ru');
    await subscriber('g@example.test', 'unsubscribed', 'ru');

    expect(sorted(await subscriberCounts())).toEqual([
      { status: 'pending', locale: 'en', count: 1 },
      { status: 'pending', locale: 'it', count: 1 },
      { status: 'subscribed', locale: 'it', count: 2 },
      { status: 'subscribed', locale: 'ru', count: 1 },
      { status: 'unsubscribed', locale: 'ru', count: 2 },
    ]);
  });

  it('are empty with no subscribers', async () => {
    expect(await subscriberCounts()).toEqual([]);
  });
});

describe('the list', () => {
  it('searches the address whatever the case typed, and filters by status', async () => {
    await subscriber('olga@example.test', 'subscribed', 'ru');
    await subscriber('olga.b@example.test', 'pending', 'ru');
    await subscriber('giulia@example.test', 'subscribed', 'it');

    const emails = async (params: Record<string, string>) => (await listSubscribers(parseSubscriberFilter(params))).rows.map((row) => row.email).sort();
    expect(await emails({ q: 'OLGA' })).toEqual(['olga.b@example.test', 'olga@example.test']);
    expect(await emails({ q: 'OLGA', status: 'subscribed' })).toEqual(['olga@example.test']);
    expect(await emails({ status: 'subscribed' })).toEqual(['giulia@example.test', 'olga@example.test']);
    const all = await listSubscribers(parseSubscriberFilter({}));
    expect(all.total).toBe(3);
    expect(all.pages).toBe(1);
  });
});

describe('the export', () => {
  it('hands out the confirmed subscribers only, oldest confirmation first, and records how many', async () => {
    await subscriber('late@example.test', 'subscribed', 'ru', new Date('2026-02-01T00:00:00.000Z'));
    await subscriber('early@example.test', 'subscribed', 'it', new Date('2026-01-15T00:00:00.000Z'));
    await subscriber('waiting@example.test', 'pending', 'en');
    await subscriber('gone@example.test', 'unsubscribed', 'it');

    const actor = { id: null, email: 'sales@staff.test' };
    const rows = await exportConfirmedSubscribers(actor);
    expect(rows.map((row) => row.email)).toEqual(['early@example.test', 'late@example.test']);
    expect(rows[0]).toEqual({
      email: 'early@example.test',
      locale: 'it',
      confirmedAt: new Date('2026-01-15T00:00:00.000Z'),
      consentAt: new Date('2026-01-02T03:04:05.000Z'),
      consentSourcePage: '/it',
      consentTextVersion: '2026-01',
      consents: [],
    });
    const entry = await db.auditLog.findFirstOrThrow({ where: { action: 'subscribers.export' } });
    expect(entry).toMatchObject({ actorEmail: actor.email, entity: 'subscriber', meta: { filter: { status: 'subscribed' }, rows: 2 } });
  });
});
