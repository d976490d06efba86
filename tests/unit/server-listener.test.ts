import { createHash } from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectionClient, createServer, HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, REQUEST_TIMEOUT_MS, SERVER_TIMEOUTS, settingsFromEnv, stopServer } from '@/lib/server/server.mjs';

// The production server's request listener (lib/server/server.mjs) with a stub in Next's place: what it does to every
// request before the application sees it, and to every answer, under settings of each test's own.

type Settings = Parameters<typeof createServer>[0]['settings'];
type Timeouts = typeof SERVER_TIMEOUTS;
type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders };

const HTTP_SITE: Settings = { trustProxy: 0, siteUrl: 'http://localhost:3000', sentryDsn: '' };

/** Answers as the application would: a page, JSON, a PDF, or a failure, by path. */
function stubApplication(seen: Seen[]) {
  return (request: http.IncomingMessage, response: http.ServerResponse) => {
    seen.push({ method: request.method!, url: request.url!, headers: request.headers });
    const path = new URL(request.url!, 'http://x').pathname;
    if (path === '/fail') {
      // A route that failed: Next sets the status and ends, so Node writes the status line implicitly.
      response.statusCode = 500;
      return response.end('Internal Server Error');
    }
    if (path === '/fail-with-phrase') {
      response.writeHead(500, 'Internal Server Error', { 'Content-Type': 'text/plain' });
      return response.end();
    }
    if (path.startsWith('/scripted/')) return scriptedPage(request, response, path);
    if (request.method === 'POST' && path === '/echo') {
      // An action reads its whole body (as Next does): answered with what it read.
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        response.writeHead(200, { 'Content-Type': 'text/plain' });
        response.end(Buffer.concat(chunks));
      });
      return;
    }
    const type = path.startsWith('/api/') ? 'application/json' : path.endsWith('.pdf') ? 'application/pdf' : 'text/html; charset=utf-8';
    response.writeHead(200, { 'Content-Type': type });
    response.end(type.startsWith('application/json') ? '{}' : 'ok');
  };
}

/** Inline scripts as Next writes them: the bootstrap, the flight data (with a `</` escaped), and JSON-LD (a data block). */
const INLINE = ['self.__next_f=self.__next_f||[]', 'self.__next_f.push([1,"a\\u003c/b"])'];
const JSON_LD = '{"@type":"Organization"}';

/**
 * A page as Next sends it. /scripted/static: made before the request (no nonce); /scripted/dynamic: rendered for it,
 * with the nonce of the request's Content-Security-Policy header; /scripted/gzip: the static page compressed and
 * written in pieces, its head written implicitly by the first write, as Next's compression does.
 */
function scriptedPage(request: http.IncomingMessage, response: http.ServerResponse, path: string) {
  const nonce = /'nonce-([^']+)'/.exec(String(request.headers['content-security-policy']))?.[1];
  const attribute = path === '/scripted/dynamic' ? ` nonce="${nonce}"` : '';
  const html = `<!doctype html><html><head><script src="/_next/static/chunks/main.js"${attribute} async></script></head><body>${INLINE.map((code) => `<script${attribute}>${code}</script>`).join('')}<script type="application/ld+json">${JSON_LD}</script></body></html>`;
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (path === '/scripted/fails') {
    // Next's answer to a render that throws mid-stream: the status changed, an error text after the page's start.
    response.write(html.slice(0, 100));
    response.statusCode = 500;
    return response.end('Internal Server Error');
  }
  if (path !== '/scripted/gzip') return response.end(html);
  response.setHeader('Content-Encoding', 'gzip');
  const zipped = zlib.gzipSync(html);
  response.write(zipped.subarray(0, 10));
  response.write(zipped.subarray(10));
  response.end();
}

const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const scriptSrc = (answer: { headers: http.IncomingHttpHeaders }) => /script-src ([^;]+)/.exec(String(answer.headers['content-security-policy']))?.[1];

/** The server with the stub application, listening on a port of its own. */
async function serve(settings: Partial<Settings> = {}, timeouts?: Timeouts, connectionsPerClient?: number) {
  const seen: Seen[] = [];
  const server = createServer({ handle: stubApplication(seen), settings: { ...HTTP_SITE, ...settings }, timeouts, connectionsPerClient });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    seen,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** Closes it with every connection still open (a test that failed half-way leaves some). */
    closeAll: () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      return closed;
    },
  };
}

type Answer = { status: number; statusMessage: string; headers: http.IncomingHttpHeaders; body: string };

/** One request as written (node:http sends any method and any path, `/%ff` and TRACE included). */
function send(port: number, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path, headers: { connection: 'close', ...headers }, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, statusMessage: response.statusMessage!, headers: response.headers, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('the client address', () => {
  it('is the socket\'s with TRUST_PROXY 0: a forged X-Forwarded-For or client-IP header is ignored', async () => {
    const app = await serve({ trustProxy: 0 });
    try {
      await send(app.port, 'GET', '/ru/about-us', { 'x-forwarded-for': '203.0.113.9', 'x-aeris-client-ip': '203.0.113.10' });
      expect(app.seen[0]!.headers['x-aeris-client-ip']).toBe('127.0.0.1');
    } finally {
      await app.close();
    }
  });

  it('is the rightmost X-Forwarded-For entry behind one trusted proxy (TRUST_PROXY 1)', async () => {
    const app = await serve({ trustProxy: 1 });
    try {
      // The client may prepend anything; our proxy appends the address it saw, which is the one that counts.
      await send(app.port, 'POST', '/api/subscribe', { 'x-forwarded-for': '10.0.0.1, 198.51.100.7' });
      await send(app.port, 'POST', '/api/subscribe', { 'x-forwarded-for': '10.9.9.9,198.51.100.7' });
      // Without the header (a request that did not come through the proxy): the socket's address.
      await send(app.port, 'POST', '/api/subscribe');
      expect(app.seen.map((request) => request.headers['x-aeris-client-ip'])).toEqual(['198.51.100.7', '198.51.100.7', '127.0.0.1']);
    } finally {
      await app.close();
    }
  });

  it('is the entry two back with TRUST_PROXY 2: a forged first entry changes nothing', async () => {
    const app = await serve({ trustProxy: 2 });
    try {
      await send(app.port, 'GET', '/', { 'x-forwarded-for': '2001:db8:aa:bb::77, 10.0.0.1' });
      await send(app.port, 'GET', '/', { 'x-forwarded-for': '6.6.6.6, 2001:db8:aa:bb::77, 10.0.0.1' });
      // A chain shorter than the proxies in front did not come through them: the socket's address.
      await send(app.port, 'GET', '/', { 'x-forwarded-for': '10.0.0.1' });
      expect(app.seen.map((request) => request.headers['x-aeris-client-ip'])).toEqual(['2001:db8:aa:bb::77', '2001:db8:aa:bb::77', '127.0.0.1']);
    } finally {
      await app.close();
    }
  });

  it('follows the TRUST_PROXY setting as the server reads it', () => {
    const trust = (value?: string) => settingsFromEnv({ TRUST_PROXY: value }).trustProxy;
    expect([trust(undefined), trust(''), trust('0'), trust('false'), trust('no')]).toEqual([0, 0, 0, 0, 0]);
    expect([trust('true'), trust('yes'), trust('1'), trust('2'), trust(' 2 ')]).toEqual([1, 1, 1, 2, 2]);
    expect(trust('junk')).toBe(0);
    expect(settingsFromEnv({ SITE_URL: 'https://www.aeris-clima.example', SENTRY_DSN: 'https://k@o1.ingest.sentry.io/2' })).toEqual({
      trustProxy: 0,
      siteUrl: 'https://www.aeris-clima.example',
      sentryDsn: 'https://k@o1.ingest.sentry.io/2',
    });
  });
});

describe('requests refused before the application', () => {
  let app: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => (app = await serve()));
  afterAll(() => app.close());
  afterEach(() => {
    app.seen.length = 0;
    vi.restoreAllMocks();
  });

  it('a URL that cannot be decoded answers 400, on every kind of path, and nothing is logged as an error', async () => {
    const errors = vi.spyOn(console, 'error');
    for (const path of ['/%ff', '/product/%ff', '/api/%ff', '/ru/%c0%af']) {
      const answer = await send(app.port, 'GET', path);
      expect(answer.status, path).toBe(400);
      expect(answer.statusMessage, path).toBe('Bad Request');
    }
    expect(app.seen).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('methods a URL does not take answer 405 with Allow; TRACE never reaches the application', async () => {
    const errors = vi.spyOn(console, 'error');
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const answer = await send(app.port, method, '/about-us');
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow, method).toBe('GET, HEAD, POST');
    }
    for (const path of ['/', '/api/version']) {
      const trace = await send(app.port, 'TRACE', path);
      expect(trace.status, path).toBe(405);
      expect(trace.statusMessage, path).toBe('Method Not Allowed');
      expect(trace.headers.allow, path).toContain('GET');
    }
    expect(app.seen).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('a page takes a POST only as a form\'s action; the API takes the methods its handlers implement', async () => {
    expect((await send(app.port, 'POST', '/about-us', { 'content-type': 'application/json' }, '{}')).status).toBe(405);
    expect((await send(app.port, 'POST', '/about-us', { 'content-type': 'text/plain' }, 'x')).status).toBe(405);
    expect(app.seen).toEqual([]);

    // A form posted by the browser alone (no JavaScript), or by scripts as a server action.
    expect((await send(app.port, 'POST', '/about-us', { 'content-type': 'application/x-www-form-urlencoded' }, 'email=x')).status).toBe(200);
    expect((await send(app.port, 'POST', '/about-us', { 'content-type': 'multipart/form-data; boundary=x' }, '--x--')).status).toBe(200);
    expect((await send(app.port, 'POST', '/about-us', { 'next-action': 'abc', 'content-type': 'text/plain;charset=UTF-8' }, '[]')).status).toBe(200);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect((await send(app.port, method, '/api/subscribers/1')).status, method).toBe(200);
    expect(app.seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /about-us',
      'POST /about-us',
      'POST /about-us',
      'POST /api/subscribers/1',
      'PUT /api/subscribers/1',
      'PATCH /api/subscribers/1',
      'DELETE /api/subscribers/1',
    ]);
  });
});

describe('form posts from another site', () => {
  let app: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => (app = await serve({ siteUrl: 'https://aeris.example' })));
  afterAll(() => app.close());

  it("answer 403 before the application reads them; this site's own, and posts without an Origin, go through", async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const action = { 'next-action': 'abc', 'content-type': 'text/plain;charset=UTF-8' };
    for (const origin of ['https://evil.example', 'null', 'http://aeris.example', 'not a url']) {
      expect((await send(app.port, 'POST', '/admin/users', { ...action, origin }, '[]')).status, origin).toBe(403);
      expect((await send(app.port, 'POST', '/contacts', { ...form, origin }, 'email=x')).status, origin).toBe(403);
    }
    expect(app.seen).toEqual([]);
    expect((await send(app.port, 'POST', '/admin/users', { ...action, origin: 'https://aeris.example' }, '[]')).status).toBe(200);
    // Reached by its own host name (a staging address), in SITE_URL's scheme.
    expect((await send(app.port, 'POST', '/contacts', { ...form, origin: 'http://localhost:9', host: 'localhost:9' }, 'email=x')).status).toBe(403);
    expect((await send(app.port, 'POST', '/contacts', { ...form, origin: 'https://staging.aeris.example', host: 'staging.aeris.example' }, 'email=x')).status).toBe(200);
    expect((await send(app.port, 'POST', '/contacts', form, 'email=x')).status).toBe(200);
    expect(app.seen.map((request) => `${request.method} ${request.url}`)).toEqual(['POST /admin/users', 'POST /contacts', 'POST /contacts']);
  });

  it('over 1 MB answer 413, without a length 411, and an action called with another body than text or multipart 415, before the application', async () => {
    const own = { origin: 'https://aeris.example' };
    const before = app.seen.length;
    const big = await send(app.port, 'POST', '/admin/users', { ...own, 'next-action': 'abc', 'content-type': 'text/plain;charset=UTF-8', 'content-length': String(1024 * 1024 + 1) }, 'x'.repeat(1024 * 1024 + 1));
    expect(big.status).toBe(413);
    const json = await send(app.port, 'POST', '/admin/users', { ...own, 'next-action': 'abc', 'content-type': 'application/json' }, '{}');
    expect(json.status).toBe(415);
    const chunked = await send(app.port, 'POST', '/admin/users', { ...own, 'next-action': 'abc', 'content-type': 'text/plain;charset=UTF-8', 'transfer-encoding': 'chunked' }, '[]');
    expect(chunked.status).toBe(411);
    expect(app.seen).toHaveLength(before);
  });
});

describe('a form post’s body', () => {
  let app: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => (app = await serve({ siteUrl: 'https://aeris.example' })));
  afterAll(() => app.close());
  const own = { origin: 'https://aeris.example', host: 'aeris.example' };
  const boundary = '----aeris7';
  const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nx@example.test\r\n--${boundary}--\r\n`;

  it('reaches the action whole when the action can read it: JSON arguments, multipart form data', async () => {
    const args = JSON.stringify([{ email: 'x@example.test' }, 'é'.repeat(40_000)]);
    const json = await send(app.port, 'POST', '/echo', { ...own, 'next-action': 'abc', 'content-type': 'text/plain;charset=UTF-8' }, args);
    expect([json.status, json.body]).toEqual([200, args]);
    const form = await send(app.port, 'POST', '/echo', { ...own, 'next-action': 'abc', 'content-type': `multipart/form-data; boundary=${boundary}` }, multipart);
    expect([form.status, form.body]).toEqual([200, multipart]);
  });

  it('that the action’s decoder could not read answers 400 in one log line, before the application', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const before = app.seen.length;
    const garbage = await send(app.port, 'POST', '/echo', { ...own, 'next-action': 'abc', 'content-type': 'text/plain;charset=UTF-8' }, 'garbage');
    const object = await send(app.port, 'POST', '/echo', { ...own, 'next-action': 'abc', 'content-type': 'text/plain;charset=UTF-8' }, '{"a":1}');
    const broken = await send(app.port, 'POST', '/echo', { ...own, 'content-type': `multipart/form-data; boundary=${boundary}` }, 'email=x');
    const noBoundary = await send(app.port, 'POST', '/echo', { ...own, 'content-type': 'multipart/form-data' }, multipart);
    expect([garbage, object, broken, noBoundary].map((answer) => answer.status)).toEqual([400, 400, 400, 400]);
    expect(app.seen).toHaveLength(before);
    expect(warn).toHaveBeenCalledTimes(4);
    expect(warn.mock.calls[0]![0]).toBe('[server] POST /echo refused with 400: action arguments that are not a JSON array');
    warn.mockRestore();
  });
});

describe('the security headers', () => {
  let app: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => (app = await serve()));
  afterAll(() => app.close());

  it('a page made before the request names the hashes of its inline scripts, never \'unsafe-inline\'; JSON-LD and external scripts are not hashed', async () => {
    const page = await send(app.port, 'GET', '/scripted/static');
    expect(scriptSrc(page)).toBe(`'self' ${INLINE.map(sha256).join(' ')}`);
    expect(page.headers['content-security-policy']).toContain('report-uri /api/csp-report');
    expect(Number(page.headers['content-length'])).toBe(Buffer.byteLength(page.body));
  });

  it('a compressed page is hashed from its uncompressed HTML and sent as it was compressed', async () => {
    const page = await send(app.port, 'GET', '/scripted/gzip');
    expect(scriptSrc(page)).toBe(`'self' ${INLINE.map(sha256).join(' ')}`);
    expect(page.headers['content-encoding']).toBe('gzip');
  });

  it('a page rendered for the request carries its nonce: the policy names that nonce with \'strict-dynamic\', a new one every time, whatever the client sent', async () => {
    const first = await send(app.port, 'GET', '/scripted/dynamic', { 'content-security-policy': "script-src 'nonce-chosen-by-the-client'" });
    const second = await send(app.port, 'GET', '/scripted/dynamic');
    const nonces = [first, second].map((answer) => /'nonce-([^']+)' 'strict-dynamic'$/.exec(scriptSrc(answer) ?? '')?.[1]);
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonces[1]).not.toBe(nonces[0]);
    expect(first.body).toContain(`nonce="${nonces[0]}"`);
    expect(app.seen.at(-2)!.headers['content-security-policy']).toBe(`script-src 'nonce-${nonces[0]}' 'strict-dynamic'`);
  });

  it('a HEAD of a page answers its head with the plain page policy (there is no body to read scripts from)', async () => {
    const head = await send(app.port, 'HEAD', '/scripted/static');
    expect([head.status, head.body]).toEqual([200, '']);
    expect(scriptSrc(head)).toBe("'self'");
  });

  it('a render that fails after it began writing is never sent as a whole page: the connection closes', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(send(app.port, 'GET', '/scripted/fails')).rejects.toThrow();
    expect(error.mock.calls[0]![0]).toBe('[server] a page was not sent: the render failed after it began (status 500)');
    error.mockRestore();
  });

  it('every answer carries the security headers; a page its Content-Security-Policy', async () => {
    const page = await send(app.port, 'GET', '/ru/about-us');
    const csp = String(page.headers['content-security-policy']);
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'", 'frame-src https://www.openstreetmap.org']) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/\*/);

    const json = await send(app.port, 'GET', '/api/version');
    expect(json.headers['content-security-policy']).toContain("default-src 'none'");
    // A PDF opens in the browser's viewer, which a sandbox breaks: only framing is refused.
    const pdf = await send(app.port, 'GET', '/ru/product/ws-35r32/datasheet.pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-security-policy']).toBe("frame-ancestors 'none'");

    // The listener's own refusals are answers too.
    const refused = await send(app.port, 'GET', '/%ff');
    for (const answer of [page, json, pdf, refused]) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['permissions-policy']).toContain('camera=()');
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
      // An http site: no HSTS (it would pin a scheme the site does not serve).
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('an https SITE_URL adds preload-ready HSTS: two years, subdomains, preload', async () => {
    const secure = await serve({ siteUrl: 'https://www.aeris-clima.example' });
    try {
      for (const path of ['/api/version', '/ru/about-us']) {
        expect((await send(secure.port, 'GET', path)).headers['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains; preload');
      }
    } finally {
      await secure.close();
    }
  });
});

describe('while the database does not answer', () => {
  let app: Awaited<ReturnType<typeof serve>>;
  const state = globalThis as unknown as { aerisDatabase?: { downSince: number | null } };
  beforeAll(async () => (app = await serve()));
  afterAll(() => app.close());
  afterEach(() => delete state.aerisDatabase);

  it('a failed page or handler answers 503 with Retry-After instead of 500', async () => {
    state.aerisDatabase = { downSince: Date.now() };
    for (const path of ['/fail', '/fail-with-phrase']) {
      const answer = await send(app.port, 'GET', path);
      expect(answer.status, path).toBe(503);
      expect(answer.statusMessage, path).toBe('Service Unavailable');
      expect(answer.headers['retry-after'], path).toBe('5');
      expect(answer.headers['cache-control'], path).toBe('no-store');
    }
    // What did not fail is answered as it is.
    expect((await send(app.port, 'GET', '/ru/about-us')).status).toBe(200);
  });

  it('a failure while the database answers stays a 500', async () => {
    state.aerisDatabase = { downSince: null };
    const answer = await send(app.port, 'GET', '/fail');
    expect(answer.status).toBe(500);
    expect(answer.headers['retry-after']).toBeUndefined();
  });
});

describe('connections of one client', () => {
  /** A connection that sends nothing yet, and a promise of its close. */
  const connect = async (port: number) => {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    return { socket, closed };
  };
  const stillOpen = (connection: { closed: Promise<void> }) => Promise.race([connection.closed.then(() => false), new Promise((resolve) => setTimeout(() => resolve(true), 200))]);

  it('are capped when the socket is the client (TRUST_PROXY 0): one more is closed at once, and a freed place is taken again', async () => {
    const app = await serve({ trustProxy: 0 }, undefined, 3);
    try {
      const held = await Promise.all([connect(app.port), connect(app.port), connect(app.port)]);
      const extra = await connect(app.port);
      await extra.closed;
      for (const connection of held) expect(await stillOpen(connection)).toBe(true);
      held[0]!.socket.destroy();
      // The server has seen it close: two connections left.
      await expect.poll(() => new Promise<number>((resolve) => app.server.getConnections((_error, count) => resolve(count))), { timeout: 2000 }).toBe(2);
      const again = await connect(app.port);
      expect(await stillOpen(again)).toBe(true);
    } finally {
      await app.closeAll();
    }
  });

  it('are counted per IPv4 address (also mapped into IPv6) and per IPv6 /64 network', () => {
    expect(connectionClient('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(connectionClient('192.0.2.7')).toBe('192.0.2.7');
    expect(connectionClient('2001:db8:1:2:aaaa::1')).toBe(connectionClient('2001:db8:1:2:bbbb::9'));
    expect(connectionClient('2001:db8:1:2::1')).not.toBe(connectionClient('2001:db8:1:3::1'));
  });

  it("are not capped behind a proxy, where every connection is the proxy's", async () => {
    const app = await serve({ trustProxy: 1 }, undefined, 3);
    try {
      const held = await Promise.all(Array.from({ length: 5 }, () => connect(app.port)));
      for (const connection of held) expect(await stillOpen(connection)).toBe(true);
    } finally {
      await app.closeAll();
    }
  });
});

describe('idle connections', () => {
  it('a connection that sends no complete request is closed after the headers timeout', async () => {
    const headersMs = 1000;
    const app = await serve({}, { headersMs, requestMs: 5000, keepAliveMs: 5000, checkEveryMs: 100 });
    try {
      const opened = Date.now();
      const closed = Array.from({ length: 10 }, (_, i) => {
        const socket = net.connect(app.port, '127.0.0.1', () => {
          // Half of them send a part of a request head; the others nothing at all.
          if (i % 2) socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
        });
        socket.on('error', () => undefined);
        socket.on('data', () => undefined);
        return new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - opened)));
      });
      // A complete request meanwhile is answered: only the idle connections are closed.
      expect((await send(app.port, 'GET', '/ru/about-us')).status).toBe(200);
      for (const after of await Promise.all(closed)) {
        expect(after).toBeGreaterThanOrEqual(headersMs - 50);
        // The limit plus room for a busy machine.
        expect(after).toBeLessThan(headersMs + 3500);
      }
      expect(app.seen).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('an idle keep-alive connection is closed by the keep-alive timeout, not by the headers timeout', async () => {
    const keepAliveMs = 1500;
    const app = await serve({}, { headersMs: 300, requestMs: 5000, keepAliveMs, checkEveryMs: 100 });
    try {
      // A raw socket: Node's own client would close first, on the `Keep-Alive: timeout=` hint of the answer.
      const socket = net.connect(app.port, '127.0.0.1', () => socket.write('GET /ru/about-us HTTP/1.1\r\nHost: localhost\r\n\r\n'));
      let answered = 0;
      socket.on('data', (chunk) => {
        if (!answered && String(chunk).startsWith('HTTP/1.1 200')) answered = Date.now();
      });
      const idleFor = await new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - answered)));
      expect(answered).toBeGreaterThan(0);
      expect(idleFor).toBeGreaterThanOrEqual(keepAliveMs - 100);
      // Node closes it a little after the limit (2.5 s here for 1.5 s); at its default, 5 s, the setting was lost.
      expect(idleFor).toBeLessThan(4500);
    } finally {
      await app.close();
    }
  });

  it('a stop answers the keep-alive request in flight, then closes its connection without waiting for the keep-alive timeout', async () => {
    let answer = () => {};
    let server!: http.Server;
    const reached = new Promise<void>((resolve) => {
      const handle = (_request: http.IncomingMessage, response: http.ServerResponse) => {
        answer = () => response.end('ok');
        resolve();
      };
      server = createServer({ handle, settings: HTTP_SITE });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const socket = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1', () => socket.write('GET /ru/about-us HTTP/1.1\r\nHost: localhost\r\n\r\n'));
    let received = '';
    socket.on('data', (chunk) => (received += chunk));
    const socketClosed = new Promise((resolve) => socket.on('close', resolve));
    await reached;
    const stopped = stopServer(server);
    answer();
    // The production keep-alive timeout is 65 s: a stop that waited for it would time this test out.
    await stopped;
    await socketClosed;
    expect(received).toMatch(/^HTTP\/1\.1 200/);
  });

  it('the production server gives a request head 20 s, a whole request 120 s, and outlasts proxies on idle connections', () => {
    expect(HEADERS_TIMEOUT_MS).toBe(20_000);
    expect(REQUEST_TIMEOUT_MS).toBe(120_000);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    // What `node lib/server/server.mjs` creates: createServer without timeouts of the caller's.
    const server = createServer({ handle: () => undefined, settings: HTTP_SITE });
    expect(server.headersTimeout).toBe(20_000);
    expect(server.requestTimeout).toBe(120_000);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect((server as unknown as { connectionsCheckingInterval: number }).connectionsCheckingInterval).toBe(1000);
  });
});
