import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { expect, test } from '@playwright/test';
import { freePort } from '@/lib/cli/steps.mjs';
import { BASE_URL } from '../../playwright.config';
import { createAppDatabase, privateBuild, startAppServer, type AppServer } from '../support/app-server';

// The production server as an attacker meets it: malformed requests, methods a URL does not take, idle
// connections, a bad setting, and a shutdown during traffic.
test.describe.configure({ mode: 'serial' });

let app: AppServer;
test.beforeAll(async () => {
  app = await startAppServer({ SMTP_URL: '' });
});
test.afterAll(async () => app?.stop());

/** A raw HTTP exchange, for requests a client library would not send as written. */
function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

const portOf = (baseUrl: string) => Number(new URL(baseUrl).port);

test('a URL that cannot be decoded answers 400, on every kind of path, and nothing is logged as an error', async () => {
  const before = app.output.join('').length;
  for (const path of ['/%ff', '/product/%ff', '/api/%ff', '/ru/%c0%af']) {
    const answer = await raw(portOf(app.baseUrl), `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(answer.split('\r\n')[0], path).toBe('HTTP/1.1 400 Bad Request');
  }
  expect(app.output.join('').slice(before)).not.toMatch(/error/i);
});

test('methods a URL does not take answer 405 with Allow; TRACE never reaches the application', async ({ request }) => {
  for (const method of ['PUT', 'DELETE', 'PATCH']) {
    const response = await request.fetch(`${app.baseUrl}/about-us`, { method });
    expect(response.status(), method).toBe(405);
    expect(response.headers().allow).toContain('GET');
  }
  const trace = await raw(portOf(app.baseUrl), 'TRACE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
  expect(trace.split('\r\n')[0]).toBe('HTTP/1.1 405 Method Not Allowed');
  // A page takes a POST only as a form's action.
  expect((await request.post(`${app.baseUrl}/about-us`, { data: '{}', headers: { 'content-type': 'application/json' } })).status()).toBe(405);
  expect(app.output.join('')).not.toMatch(/TRACE|Error:/);
});

test('every answer carries the security headers; a page its Content-Security-Policy', async ({ request }) => {
  const page = await request.get(`${app.baseUrl}/ru/about-us`);
  const headers = page.headers();
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'", 'frame-src https://www.openstreetmap.org']) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toMatch(/\*/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  // The test server is http: no HSTS (it would pin a scheme the site does not serve).
  expect(headers['strict-transport-security']).toBeUndefined();
  const json = await request.get(`${app.baseUrl}/api/version`);
  expect(json.headers()['content-security-policy']).toContain("default-src 'none'");
  expect(json.headers()['x-content-type-options']).toBe('nosniff');
  // A PDF opens in the browser's viewer, which a sandbox breaks: only framing is refused. (This test's own server
  // has no catalogue: the shared one, the same server with the seed, answers the datasheet.)
  const pdf = await request.get(`${BASE_URL}/ru/product/ws-35r32/datasheet.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-security-policy']).toBe("frame-ancestors 'none'");
  expect(pdf.headers()['x-content-type-options']).toBe('nosniff');
});

test('a revisited page keeps its policy: a 304 carries no Content-Security-Policy, and forms still post', async ({ request, browser }) => {
  const first = await request.get(`${app.baseUrl}/ru/product`);
  const etag = first.headers()['etag'];
  expect(etag).toBeTruthy();
  const again = await request.get(`${app.baseUrl}/ru/product`, { headers: { 'If-None-Match': etag! } });
  expect(again.status()).toBe(304);
  expect(again.headers()['content-security-policy']).toBeUndefined();
  expect(again.headers()['x-content-type-options']).toBe('nosniff');

  // In a browser the 304's headers update the kept page: a second visit must still be able to post its forms
  // (on the shared test server, which has the catalogue).
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: BASE_URL });
  const page = await context.newPage();
  await page.goto('/ru/product');
  await page.goto('/ru/about-us');
  await page.goto('/ru/product');
  await page.getByTestId('add-to-quote').first().getByRole('button').click();
  await expect(page).toHaveURL(/\/ru\/quote\?done=added$/);
  await context.close();
});

test('a page never exposes the proxy\'s rewrite and never sets a cookie', async ({ request }) => {
  for (const path of ['/about-us', '/ru/about-us', '/product?category=chillers', '/nope']) {
    const response = await request.get(`${app.baseUrl}${path}`, { headers: { 'accept-language': 'ru' } });
    expect(response.headers()['x-middleware-rewrite'], path).toBeUndefined();
    expect(response.headers()['set-cookie'], path).toBeUndefined();
  }
});

test('an https SITE_URL adds HSTS for a year with subdomains', async ({ request }) => {
  const secure = await startAppServer({ SMTP_URL: '', SITE_URL: 'https://www.aeris-clima.example' });
  try {
    const response = await request.get(`${secure.baseUrl}/api/version`);
    expect(response.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  } finally {
    await secure.stop();
  }
});

test('a connection that sends no complete request is closed within about 20 s', async () => {
  test.setTimeout(60_000);
  const port = portOf(app.baseUrl);
  const opened = Date.now();
  const closed = Array.from({ length: 20 }, (_, i) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      // Half of them send a part of a request head; the others nothing at all.
      if (i % 2) socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
    });
    socket.on('error', () => undefined);
    socket.on('data', () => undefined);
    return new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - opened)));
  });
  for (const after of await Promise.all(closed)) {
    expect(after).toBeGreaterThanOrEqual(19_000);
    expect(after).toBeLessThan(24_000);
  }
});

test('a bad setting stops the start with one clear line instead of breaking every request', async () => {
  const port = await freePort();
  const child = spawn(process.execPath, ['lib/cli/server.mjs'], {
    env: { ...process.env, NODE_ENV: 'production', NEXT_DIST_DIR: '.next-test', PORT: String(port), DATABASE_URL: 'file:./var/test/e2e.db', ADMIN_TOKEN: 'short' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect(code).not.toBe(0);
  const line = output.split('\n').find((entry) => entry.includes('ADMIN_TOKEN'));
  expect(line).toMatch(/^Invalid settings, the server does not start\. ADMIN_TOKEN: /);
  expect(output).not.toMatch(/^\s+at /m);
});

test('on SIGTERM the server finishes the request in flight, hands back its outbox claims and exits', async ({ request }) => {
  test.setTimeout(60_000);
  // A mail server that accepts connections and never answers: the sender holds its claim on the message.
  const silent = net.createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const smtpPort = (silent.address() as net.AddressInfo).port;
  const server = await startAppServer({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, RATE_LIMIT_PER_MINUTE: '1000' });
  try {
    const claimed = `sigterm-${Date.now()}@example.test`;
    const subscribed = await request.post(`${server.baseUrl}/api/subscribe`, { data: { email: claimed } });
    expect(subscribed.status()).toBe(200);
    await expect.poll(() => server.db.outboxMessage.count({ where: { status: 'sending', lockedBy: { not: null } } }), { timeout: 15_000 }).toBe(1);
    // A request in flight: its head is read, its body still coming when the signal arrives.
    const inFlight = `inflight-${Date.now()}@example.test`;
    const body = JSON.stringify({ email: inFlight });
    const socket = net.connect(portOf(server.baseUrl), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    const answered = new Promise((resolve) => socket.on('close', resolve));
    socket.write(`POST /api/subscribe HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`);
    socket.write(body.slice(0, 5));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    const exited = server.signal('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.end(body.slice(5));
    await answered;
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(15_000);
    // The claimed message is handed back for the next start; the one the late request queued waits beside it.
    expect(await server.db.outboxMessage.count({ where: { status: 'sending' } })).toBe(0);
    const waiting = await server.db.outboxMessage.findMany({ where: { status: 'pending', lockedBy: null }, select: { to: true } });
    expect(waiting.map((message) => message.to).sort()).toEqual([claimed, inFlight].sort());
  } finally {
    await server.stop();
    silent.close();
  }
});

/** Whether a process runs (a zombie, exited but not yet reaped, does not). */
function running(pid: number) {
  try {
    return !/^\d+ \(.*\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

test('`npm start` killed outright (SIGKILL) takes its server with it', async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  const database = createAppDatabase();
  const build = privateBuild();
  // SITE_URL as the test build was made with, so start.mjs finds the copy current instead of building.
  const starter = spawn(process.execPath, ['lib/cli/start.mjs'], {
    env: { ...process.env, PORT: String(port), SITE_URL: BASE_URL, NEXT_DIST_DIR: build.distDir, DATABASE_URL: database.url, MAIL_DIR: 'var/test/mail', SMTP_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  starter.stdout!.on('data', (chunk) => (output += chunk));
  starter.stderr!.on('data', (chunk) => (output += chunk));
  let server = 0;
  try {
    const answers = async () => (await fetch(`http://127.0.0.1:${port}/api/version`).catch(() => null))?.ok === true;
    await expect.poll(answers, { timeout: 90_000, intervals: [250] }).toBe(true);
    expect(output, 'start.mjs rebuilt instead of serving the test build').toContain('the existing build is current');
    server = Number(fs.readFileSync(`/proc/${starter.pid}/task/${starter.pid}/children`, 'utf8').trim().split(' ')[0]);
    expect(running(server)).toBe(true);

    starter.kill('SIGKILL');
    await expect.poll(() => running(server), { timeout: 30_000 }).toBe(false);
    expect(await answers()).toBe(false);
    expect(output).toContain('parent gone');
  } finally {
    starter.kill('SIGKILL');
    if (server && running(server)) process.kill(server, 'SIGKILL');
    build.remove();
    database.remove();
  }
});
