import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ensureNginx, renderNginxConfig, startNginx, testNginxConfig, writeNginxConfig } from '@/lib/cli/services/nginx.mjs';
import { freePort } from '@/lib/cli/steps.mjs';

// The shipped nginx configuration (deploy/nginx/aeris.conf), filled in for free ports and started (real nginx,
// Debian's, installed when missing) in front of two tiny Node servers that record what reaches them.

type Seen = { instance: string; method: string; url: string; headers: http.IncomingHttpHeaders };

const seen: Seen[] = [];
const dir = path.resolve('var/test', `nginx-${randomUUID()}`);
let nginx: Awaited<ReturnType<typeof startNginx>>;
let base = '';
let nginxPort = 0;

/** One instance: answers by path, counting every request in `seen`. */
function upstream(instance: string) {
  let served = 0;
  const server = http.createServer((request, response) => {
    seen.push({ instance, method: request.method!, url: request.url!, headers: request.headers });
    served += 1;
    const url = new URL(request.url!, 'http://x');
    const body = `<!doctype html><title>${url.pathname}</title><p>${instance} #${served} ${'x'.repeat(2000)}</p>`;
    const page = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 's-maxage=3600, stale-while-revalidate=86400' };
    if (url.pathname === '/set-cookie') response.writeHead(200, { ...page, 'Set-Cookie': 'visitor=abc; Path=/; HttpOnly' });
    else if (url.pathname === '/private') response.writeHead(200, { ...page, 'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate' });
    else if (url.pathname === '/short') response.writeHead(200, { ...page, 'X-Accel-Expires': '1' });
    else if (url.pathname === '/') response.writeHead(200, { ...page, 'Cache-Control': 'private, no-store', Vary: 'Cookie, Accept-Language' });
    else response.writeHead(200, page);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return {
    server,
    async listen() {
      const port = await freePort();
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      return port;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const a = upstream('A');
const b = upstream('B');

beforeAll(async () => {
  ensureNginx();
  const ports = [await a.listen(), await b.listen()];
  nginxPort = await freePort();
  nginx = await startNginx({ dir, port: nginxPort, upstreams: ports });
  base = nginx.url;
}, 120_000);

afterAll(async () => {
  await nginx?.stop();
  await a.stop().catch(() => {});
  await b.stop().catch(() => {});
  fs.rmSync(dir, { recursive: true, force: true });
});

const reached = (predicate: (entry: Seen) => boolean) => seen.filter(predicate).length;

async function get(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${pathname}`, { headers, redirect: 'manual' });
  return { status: response.status, cache: response.headers.get('x-cache-status'), headers: response.headers, body: await response.text() };
}

describe('the generated configuration', () => {
  test('passes nginx -t with and without the brotli module', () => {
    for (const brotli of [true, false]) {
      const sub = path.join(dir, `check-${brotli}`);
      const file = writeNginxConfig({ dir: sub, port: 1, upstreams: [2, '127.0.0.1:3'], brotli });
      testNginxConfig(file);
      expect(fs.readFileSync(file, 'utf8').includes('brotli on;')).toBe(brotli);
    }
  });

  test('fills in every placeholder outside comments, and keeps nginx files under its folder', () => {
    const text = renderNginxConfig({ dir: '/srv/nginx', port: 8080, upstreams: [3001, 3002], brotli: false, user: 'www-data' });
    const directives = text.split('\n').filter((line) => !line.trimStart().startsWith('#'));
    expect(directives.join('\n')).not.toMatch(/@@/);
    expect(text).toContain('server 127.0.0.1:3001 max_fails=1 fail_timeout=5s;');
    expect(text).toContain('listen 8080;');
    for (const directive of ['pid', 'error_log', 'access_log', 'client_body_temp_path', 'proxy_temp_path', 'proxy_cache_path']) {
      const lines = directives.filter((line) => line.trim().startsWith(`${directive} `));
      expect(lines.length, directive).toBeGreaterThan(0);
      for (const line of lines) expect(line.trim().split(/\s+/)[1], directive).toMatch(/^\/srv\/nginx\//);
    }
  });
});

describe('nginx in front of two instances', () => {
  test('a page is cached: the second GET is a HIT with the same body, and the app\'s Cache-Control reaches the client', async () => {
    const first = await get('/page');
    const second = await get('/page');
    expect(first.status).toBe(200);
    expect(first.cache).toBe('MISS');
    expect(second.cache).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers.get('cache-control')).toBe('s-maxage=3600, stale-while-revalidate=86400');
    expect(reached((entry) => entry.url === '/page')).toBe(1);
  });

  test('the access log says how each answer was made: cache status and the instance that answered', async () => {
    await get('/logged');
    await get('/logged');
    // The log is written through a buffer flushed every second.
    const logged = async () => (fs.existsSync(nginx.accessLog) ? fs.readFileSync(nginx.accessLog, 'utf8') : '').split('\n').filter((line) => line.includes('"GET /logged '));
    await expect.poll(async () => (await logged()).length, { timeout: 5000 }).toBe(2);
    const [miss, hit] = await logged();
    expect(miss).toMatch(/ cache=MISS upstream=127\.0\.0\.1:\d+ /);
    expect(hit).toMatch(/ cache=HIT upstream=- /);
  });

  test('an RSC request is cached apart from the HTML of the same URL', async () => {
    await get('/rsc-page');
    const rsc = await get('/rsc-page', { RSC: '1', 'Next-Router-State-Tree': '%5B%22%22%5D' });
    const prefetch = await get('/rsc-page', { RSC: '1', 'Next-Router-Prefetch': '1', 'Next-Router-State-Tree': '%5B%22%22%5D' });
    expect(rsc.cache).toBe('MISS');
    expect(prefetch.cache).toBe('MISS');
    expect((await get('/rsc-page', { RSC: '1', 'Next-Router-State-Tree': '%5B%22%22%5D' })).cache).toBe('HIT');
    expect(reached((entry) => entry.url === '/rsc-page')).toBe(3);
  });

  test('a POST passes to an instance every time and is not cached', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${base}/form-page`, { method: 'POST', body: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(response.status).toBe(200);
      // nginx never looks a POST up (proxy_cache_methods GET HEAD): no cache status at all.
      expect(response.headers.get('x-cache-status')).toBeNull();
      await response.text();
    }
    expect(reached((entry) => entry.url === '/form-page' && entry.method === 'POST')).toBe(2);
    // The POSTs stored nothing: the first GET still goes to an instance.
    expect((await get('/form-page')).cache).toBe('MISS');
  });

  test('/api/*, /admin and / bypass the cache', async () => {
    for (const pathname of ['/api/things', '/admin', '/admin/leads', '/']) {
      expect((await get(pathname)).cache, pathname).toBe('BYPASS');
      expect((await get(pathname)).cache, pathname).toBe('BYPASS');
      expect(reached((entry) => entry.url === pathname), pathname).toBe(2);
    }
  });

  test('a request with the staff session cookie bypasses the cache and stores nothing', async () => {
    const cookie = 'NEXT_LOCALE=en; aeris-staff.session_token=abc.def';
    expect((await get('/staff-page', { cookie })).cache).toBe('BYPASS');
    expect((await get('/staff-page', { cookie: `__Secure-${cookie.split('; ')[1]}` })).cache).toBe('BYPASS');
    expect((await get('/staff-page')).cache).toBe('MISS');
    // Another cookie (the locale) does not change an inner page: served from the cache.
    expect((await get('/staff-page', { cookie: 'NEXT_LOCALE=ru' })).cache).toBe('HIT');
  });

  test('an answer with Set-Cookie is never stored, nor one marked private / no-store', async () => {
    for (const pathname of ['/set-cookie', '/private']) {
      await get(pathname);
      const again = await get(pathname);
      expect(again.cache, pathname).toBe('MISS');
      expect(reached((entry) => entry.url === pathname), pathname).toBe(2);
    }
    expect((await get('/set-cookie')).headers.get('set-cookie')).toContain('visitor=abc');
  });

  test('Host and X-Forwarded-* reach the instance; Accept-Encoding does not, and nginx compresses', async () => {
    const response = await fetch(`${base}/headers-page`, { headers: { 'accept-encoding': 'gzip', 'x-forwarded-for': '203.0.113.9' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    await response.text();
    const entry = seen.find((item) => item.url === '/headers-page')!;
    expect(entry.headers.host).toBe(`127.0.0.1:${nginxPort}`);
    expect(entry.headers['x-forwarded-host']).toBe(`127.0.0.1:${nginxPort}`);
    expect(entry.headers['x-forwarded-proto']).toBe('http');
    // The client's claim first, the address nginx saw last (the instance trusts the last TRUST_PROXY entries).
    expect(entry.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(entry.headers['accept-encoding']).toBeUndefined();
    expect(entry.headers.connection ?? 'keep-alive').toBe('keep-alive');
  });

  test('brotli for clients that accept it, when the module is installed', async () => {
    const brotli = fs.readFileSync(nginx.configFile, 'utf8').includes('brotli on;');
    const response = await fetch(`${base}/page`, { headers: { 'accept-encoding': 'br' } });
    await response.arrayBuffer();
    expect(response.headers.get('content-encoding') ?? 'identity').toBe(brotli ? 'br' : 'identity');
  });

  test('one instance down: every GET is answered by the other', async () => {
    await a.stop();
    for (let i = 0; i < 6; i++) {
      const response = await get(`/failover?n=${i}`);
      expect(response.status).toBe(200);
      expect(response.body).toContain('B #');
    }
  });

  test('an expired page is served stale while one request refreshes it in the background', async () => {
    const first = await get('/short');
    expect(first.cache).toBe('MISS');
    // X-Accel-Expires: 1 gives this page one second in the cache (nginx counts whole seconds: wait 2.5).
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const stale = await get('/short');
    expect(stale.cache).toBe('STALE');
    expect(stale.body).toBe(first.body);
    // The refresh reaches the instance, and the next visitor gets the new page from the cache.
    for (let i = 0; i < 100 && reached((entry) => entry.url === '/short') < 2; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reached((entry) => entry.url === '/short')).toBe(2);
    const fresh = await get('/short');
    expect(fresh.cache).toBe('HIT');
    expect(fresh.body).not.toBe(first.body);
  });

  test('every instance down: an expired page is served stale', async () => {
    const first = await get('/short');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await b.stop();
    const stale = await get('/short');
    expect(stale.status).toBe(200);
    expect(stale.cache).toBe('STALE');
    expect(stale.body).toBe(first.body);
    // A page nginx never had: nginx's own 502.
    expect((await get('/never-seen')).status).toBe(502);
  });
});
