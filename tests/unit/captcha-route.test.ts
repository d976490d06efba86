import { afterAll, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/captcha/route';
import { cleanup, db } from '../support/app-db';

// The route uses the application's client: point it at a test database of its own.
vi.mock('@/lib/db', () => import('../support/app-db'));

afterAll(() => cleanup());

const request = (ip = '192.0.2.1') => new Request('http://localhost/api/captcha', { headers: { 'x-aeris-client-ip': ip } });

describe('GET /api/captcha', () => {
  it('answers {id, image} only (image: a PNG data URL), never cached, and stores the challenge', async () => {
    const response = await GET(request());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['id', 'image']);
    expect(body.image).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect(await db.captchaChallenge.count({ where: { id: String(body.id) } })).toBe(1);
  });

  it('gives a new challenge on every request', async () => {
    const a = (await (await GET(request())).json()) as { id: string };
    const b = (await (await GET(request())).json()) as { id: string };
    expect(a.id).not.toBe(b.id);
  });

  it('gives one client a few images a minute, then 429 with Retry-After; another client has its own', async () => {
    const statuses = [];
    for (let i = 0; i < 25; i += 1) statuses.push((await GET(request('198.51.100.50'))).status);
    // The default budget: 5 form posts a minute, 4 images each.
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    const limited = await GET(request('198.51.100.50'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await GET(request('198.51.100.51'))).status).toBe(200);
  });
});
