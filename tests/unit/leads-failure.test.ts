import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/equipment/route';
import { cleanup, db } from '../support/app-db';

// An unexpected failure of the equipment endpoint, on a database of the test's own that it breaks (the shared
// end-to-end server's database must stay whole): moved here from the end-to-end leads API tests.
vi.mock('@/lib/db', () => import('../support/app-db'));

afterAll(() => cleanup());
afterEach(() => vi.restoreAllMocks());

function post(body: unknown) {
  return POST(
    new Request('http://localhost/api/equipment', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-aeris-client-ip': '192.0.2.10' },
      body: JSON.stringify(body),
    }),
  );
}

const equipment = (name: string) => ({
  name,
  phone: '+39 333 123 4567',
  email: `${name.toLowerCase().replace(/\W+/g, '-')}@example.test`,
  productSlug: 'ach-020s',
  locale: 'en',
  sourcePage: '/en/product/ach-020s',
  website: '',
});

describe('POST /api/equipment', () => {
  it('an unexpected failure answers 500 and leaves nothing stored half-way', async () => {
    // On the whole database, a request is stored with its mail (so the failure below is the outbox's).
    const working = await post(equipment('Working Request'));
    expect(working.status).toBe(201);
    expect(await db.lead.count({ where: { name: 'Working Request' } })).toBe(1);
    expect(await db.outboxMessage.count()).toBeGreaterThan(0);

    // The outbox breaks after the lead's row is written: the transaction must take the row back.
    await db.$executeRawUnsafe('DROP TABLE "OutboxMessage"');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await post(equipment('Broken Request'));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'INTERNAL_SERVER_ERROR' });
    expect(await db.lead.count({ where: { name: 'Broken Request' } })).toBe(0);
    expect(logged).toHaveBeenCalledWith('[api] equipment failed:', expect.anything());
  });
});
