import { afterAll, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/captcha/route';
import * as dbModule from '@/lib/db';

// The route uses the application's client: point it at a test database of its own.
vi.mock('@/lib/db', async () => {
  const { createTestDatabase } = await import('../support/test-db');
  const database = createTestDatabase();
  return { db: database.prisma, cleanup: database.cleanup };
});

const { db, cleanup } = dbModule as typeof dbModule & { cleanup: () => Promise<void> };
afterAll(() => cleanup());

describe('GET /api/captcha', () => {
  it('answers {id, image} only (image: a PNG data URL), never cached, and stores the challenge', async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['id', 'image']);
    expect(body.image).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect(await db.captchaChallenge.count({ where: { id: String(body.id) } })).toBe(1);
  });

  it('gives a new challenge on every request', async () => {
    const a = (await (await GET()).json()) as { id: string };
    const b = (await (await GET()).json()) as { id: string };
    expect(a.id).not.toBe(b.id);
  });
});
