import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../support/test-db';

// The form endpoints' rate limit and guards with the default settings (5 POSTs a minute per address and endpoint,
// no ADMIN_TOKEN), against the route handler modules. The client address is the header the production server sets
// (lib/server/server.mjs; which address that is, is its own test: tests/unit/server-listener.test.ts). Limiters live
// on globalThis for the whole process, so each test spends the budget of addresses of its own.

const database = createTestDatabase();

// The server action reads the request's headers through next/headers.
const action = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => action.headers }));

/**
 * The settings a server would start with, for the modules imported after this call: lib/env.ts reads process.env
 * when it is first imported.
 */
function startWith(settings: Record<string, string> = {}) {
  vi.resetModules();
  const defaults = { DATABASE_URL: database.url, SITE_URL: 'http://localhost:3000', RATE_LIMIT_PER_MINUTE: '', ADMIN_TOKEN: '', SMTP_URL: '', REDIS_URL: '' };
  for (const [name, value] of Object.entries({ ...defaults, ...settings })) vi.stubEnv(name, value);
}

afterEach(() => vi.unstubAllEnvs());
afterAll(async () => {
  await (globalThis as { prisma?: { $disconnect(): Promise<void> } }).prisma?.$disconnect();
  await database.cleanup();
});

type Handler = (request: Request) => Promise<Response>;

/** A POST as it reaches the handler from `ip`, JSON unless the headers say otherwise. */
function post(handler: Handler, path: string, ip: string, body = '{"email":"x"}', headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { host: 'localhost:3000', 'content-type': 'application/json', 'x-aeris-client-ip': ip, ...headers },
    body,
  });
  return handler(request);
}

async function expectLimited(response: Response) {
  expect(response.status).toBe(429);
  expect(await response.json()).toEqual({ error: 'TOO_MANY_REQUESTS' });
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('the rate limit of the form endpoints', () => {
  it('the sixth POST in a minute from one IP answers 429 with Retry-After, other endpoints keep their own budget', async () => {
    startWith();
    const subscribe = (await import('@/app/api/subscribe/route')).POST;
    const confirm = (await import('@/app/api/confirm/route')).POST;
    const ip = '198.51.100.11';
    for (let i = 0; i < 5; i += 1) expect((await post(subscribe, '/api/subscribe', ip)).status).toBe(400);
    await expectLimited(await post(subscribe, '/api/subscribe', ip));
    // Another endpoint counts separately, and so does another client.
    expect((await post(confirm, '/api/confirm', ip)).status).toBe(400);
    expect((await post(subscribe, '/api/subscribe', '198.51.100.12')).status).toBe(400);
  });

  it('a hostile page cannot spend a visitor\'s budget: foreign origins and non-JSON bodies are refused uncounted', async () => {
    startWith();
    const subscribe = (await import('@/app/api/subscribe/route')).POST;
    const victim = '198.51.100.20';
    for (let i = 0; i < 10; i += 1) {
      expect((await post(subscribe, '/api/subscribe', victim, '{"email":"a@b.co"}', { origin: 'https://evil.example' })).status).toBe(403);
      expect((await post(subscribe, '/api/subscribe', victim, '{"email":"a@b.co"}', { 'content-type': 'text/plain' })).status).toBe(415);
      // The site's host over another scheme is foreign too.
      expect((await post(subscribe, '/api/subscribe', victim, '{}', { origin: 'https://localhost:3000' })).status).toBe(403);
    }
    // The visitor's own five requests still go through.
    for (let i = 0; i < 5; i += 1) expect((await post(subscribe, '/api/subscribe', victim)).status).toBe(400);
    await expectLimited(await post(subscribe, '/api/subscribe', victim));
  });

  it('a limiter first used by a form\'s server action still refuses the API with 429 (one copy of the limiter per process)', async () => {
    startWith();
    const ip = '198.51.100.30';
    // The build compiles lib/http/rate-limit.ts once for the server actions and once for the route handlers (two
    // layers); here, two imports with a module reset between. The copies find one limiter on globalThis, and the
    // route handler recognises its refusals (rate-limiter-flexible is one copy per process: the build loads it from
    // node_modules, tests/e2e/api/server-build.spec.ts).
    const actionsLayer = await import('@/lib/http/rate-limit');
    const { subscribeToNewsletter } = await import('@/lib/newsletter/actions/subscribe');
    vi.resetModules();
    const routesLayer = await import('@/lib/http/rate-limit');
    const subscribe = (await import('@/app/api/subscribe/route')).POST;
    expect(routesLayer).not.toBe(actionsLayer);

    action.headers = new Headers({ host: 'localhost:3000', 'x-aeris-client-ip': ip });
    const form = new FormData();
    form.set('email', `limit-${Date.now()}@example.test`);
    form.set('locale', 'en');
    const answer = await subscribeToNewsletter({ status: 'idle' }, form);
    expect(answer).toMatchObject({ status: 'done', ok: true });

    // The action and the API share the "subscribe" budget: the action spent one of the five.
    for (let i = 0; i < 4; i += 1) expect((await post(subscribe, '/api/subscribe', ip)).status).toBe(400);
    await expectLimited(await post(subscribe, '/api/subscribe', ip));
  });
});

describe('the administrative endpoints', () => {
  it('the subscriber endpoints do not exist without ADMIN_TOKEN', async () => {
    startWith();
    const one = (await import('@/app/api/subscribers/[id]/route')).DELETE;
    const all = (await import('@/app/api/subscribers/route')).DELETE;
    const remove = (path: string) => new Request(`http://localhost:3000${path}`, { method: 'DELETE', headers: { authorization: 'Bearer anything-at-all-123', 'x-aeris-client-ip': '198.51.100.40' } });
    expect((await one(remove('/api/subscribers/some-id'), { params: Promise.resolve({ id: 'some-id' }) })).status).toBe(404);
    expect((await all(remove('/api/subscribers'))).status).toBe(404);

    // With the setting they exist, and refuse a wrong token (logged with the address it came from).
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    startWith({ ADMIN_TOKEN: 'the-right-admin-token-0123' });
    const oneWithToken = (await import('@/app/api/subscribers/[id]/route')).DELETE;
    const allWithToken = (await import('@/app/api/subscribers/route')).DELETE;
    expect((await oneWithToken(remove('/api/subscribers/some-id'), { params: Promise.resolve({ id: 'some-id' }) })).status).toBe(401);
    expect((await allWithToken(remove('/api/subscribers'))).status).toBe(401);
    expect(warnings).toHaveBeenCalledWith('[admin] refused a request to /api/subscribers from 198.51.100.40: wrong token');
    warnings.mockRestore();
  });
});
