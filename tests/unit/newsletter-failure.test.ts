import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/subscribe/route';
import { cleanup, db } from '../support/app-db';

// An unexpected failure of the subscription endpoint, on a database of the test's own that it breaks (the shared
// end-to-end server's database must stay whole): moved here from the end-to-end newsletter tests.
vi.mock('@/lib/db', () => import('../support/app-db'));

afterAll(() => cleanup());
afterEach(() => vi.restoreAllMocks());

function subscribe(body: unknown) {
  return POST(
    new Request('http://localhost/api/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-aeris-client-ip': '192.0.2.20' },
      body: JSON.stringify(body),
    }),
  );
}

describe('POST /api/subscribe', () => {
  it('an unexpected failure answers 500 without internals and is logged', async () => {
    // On the whole database the address is taken (so the failure below is the broken table's).
    expect((await subscribe({ email: 'working@example.test', locale: 'it' })).status).toBe(200);

    await db.$executeRawUnsafe('DROP TABLE "Subscriber"');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await subscribe({ email: 'broken@example.test', locale: 'it' });
    expect(response.status).toBe(500);
    // The code only: no message, no stack, no table name.
    expect(await response.text()).toBe(JSON.stringify({ error: 'INTERNAL_SERVER_ERROR' }));
    expect(logged).toHaveBeenCalledWith('[api] subscribe failed:', expect.anything());
    expect(await db.outboxMessage.count({ where: { to: 'broken@example.test' } })).toBe(0);
  });
});
