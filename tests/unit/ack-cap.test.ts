import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../support/test-db';

// The global hourly cap on acknowledgements (ACK_HOURLY_CAP): above it they are skipped, while every lead is
// still stored and the sales team still notified. Against the equipment endpoint, on a database of the test's own.

const database = createTestDatabase();
afterAll(async () => {
  vi.unstubAllEnvs();
  await (globalThis as { prisma?: { $disconnect(): Promise<void> } }).prisma?.$disconnect();
  await database.cleanup();
});

describe('ACK_HOURLY_CAP', () => {
  it('past the hourly cap the leads are kept and notified, without acknowledgements', async () => {
    // lib/env.ts reads the settings when it is first imported: set them, then import the route.
    vi.resetModules();
    vi.stubEnv('DATABASE_URL', database.url);
    vi.stubEnv('ACK_HOURLY_CAP', '2');
    vi.stubEnv('RATE_LIMIT_PER_MINUTE', '1000');
    vi.stubEnv('SITE_URL', 'http://localhost:3000');
    const { POST } = await import('@/app/api/equipment/route');

    for (let i = 0; i < 4; i += 1) {
      const request = new Request('http://localhost:3000/api/equipment', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-aeris-client-ip': '198.51.100.60' },
        body: JSON.stringify({ name: `Buyer ${i}`, phone: '+39 333 123 4567', email: `cap-${i}-${Date.now()}@example.test`, locale: 'en' }),
      });
      expect((await POST(request)).status).toBe(201);
    }
    const { prisma } = database;
    expect(await prisma.lead.count({ where: { type: 'equipment' } })).toBe(4);
    expect(await prisma.outboxMessage.count({ where: { kind: 'equipment-notification' } })).toBe(4);
    expect(await prisma.outboxMessage.count({ where: { kind: 'equipment-acknowledgement' } })).toBe(2);
  });
});
