import { expect, test } from '@playwright/test';
import { startAppServer, type AppServer } from '../support/app-server';

// The global hourly cap on acknowledgements (ACK_HOURLY_CAP): above it they are skipped, while every lead is
// still stored and the sales team still notified.
let app: AppServer;

test.beforeAll(async () => {
  // A server of its own: startAppServer waits up to 60 s for it, more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  app = await startAppServer({ ACK_HOURLY_CAP: '2', RATE_LIMIT_PER_MINUTE: '1000' });
});
test.afterAll(async () => app?.stop());

test('past the hourly cap the leads are kept and notified, without acknowledgements', async ({ request }) => {
  for (let i = 0; i < 4; i += 1) {
    const response = await request.post(`${app.baseUrl}/api/equipment`, {
      headers: { 'content-type': 'application/json' },
      data: { name: `Buyer ${i}`, phone: '+39 333 123 4567', email: `cap-${i}-${Date.now()}@example.test`, locale: 'en' },
    });
    expect(response.status()).toBe(201);
  }
  expect(await app.db.lead.count({ where: { type: 'equipment' } })).toBe(4);
  expect(await app.db.outboxMessage.count({ where: { kind: 'equipment-notification' } })).toBe(4);
  expect(await app.db.outboxMessage.count({ where: { kind: 'equipment-acknowledgement' } })).toBe(2);
});
