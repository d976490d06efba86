#!/usr/bin/env node
// The production HTTP server: Next's request handler behind a thin Node server that
// - records the client's IP where route handlers can trust it (Next keeps a client-supplied X-Forwarded-For,
//   so a client could choose its own address and dodge the rate limit): the socket's address, or with
//   TRUST_PROXY=N the address N proxies back in X-Forwarded-For;
// - refuses malformed URLs (400) and methods a URL does not take (405) before the application sees them;
// - sets the security and cache headers every answer carries (headers.mjs), and server-renders 404 pages
//   (not-found.mjs);
// - answers 503 with Retry-After instead of 500 while the database does not answer (lib/database-availability.ts);
// - caps the connections one client may hold (without a proxy in front), closes connections that send no
//   complete request in time, and on SIGTERM stops accepting, finishes the
//   requests in flight, hands back its outbox claims and exits (a rolling deployment relies on it).
// `node lib/server/server.mjs` serves; imported, it only exports its request listener and server (createServer),
// which the tests run with a stub handler and settings of their own, without Next or a build.
import fs from 'node:fs';
import http from 'node:http';
import ipaddr from 'ipaddr.js';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { newNonce, nonceRequestPolicy } from './csp.mjs';
import { applyHeaderPolicy } from './headers.mjs';
import { admitRender404, RENDER_404_HEADER, withServerRendered404 } from './not-found.mjs';
import { bodyRefusal, checksBody, refusal, refuse } from './request-rules.mjs';

/** The repository's root, where Next finds the app. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Request headers only this server sets (lib/http/internal-headers.ts): whatever a client sends is dropped.
export const CLIENT_IP_HEADER = 'x-aeris-client-ip';

/** A connection must deliver a complete request head this soon, a whole request (uploads too) within the other. */
export const HEADERS_TIMEOUT_MS = 20_000;
export const REQUEST_TIMEOUT_MS = 120_000;
/**
 * How long an idle keep-alive connection stays open. Longer than any client or proxy in front keeps one idle
 * (nginx's upstream keepalive_timeout is 4 s, a cloud load balancer's 60 s), so the other side always closes
 * first: a server that closes first races a client reusing the connection at that moment, and the client gets
 * ECONNRESET for a request that never arrived (Node's default is 5 s; an end-to-end test met it).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/**
 * Connections one client address may hold open at once when the socket's address is the client's (TRUST_PROXY
 * 0): a browser opens six, an office behind one address a few hundred at the most; one client holding thousands
 * would hold the server's memory. Behind a proxy every connection comes from the proxy, which caps per client
 * itself (deploy/nginx/aeris.conf, limit_conn).
 */
export const MAX_CONNECTIONS_PER_CLIENT = 256;
/** How long a shutdown waits for requests in flight before it exits anyway. */
const SHUTDOWN_GRACE_MS = 25_000;

/** TRUST_PROXY: how many reverse proxies stand in front (0: none; "true": one). */
export function trustedProxies(value) {
  const text = (value ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'no'].includes(text)) return 0;
  if (['true', 'yes'].includes(text)) return 1;
  const count = Number(text);
  return Number.isInteger(count) && count >= 0 ? count : 0;
}

/** @typedef {{ trustProxy: number, siteUrl: string, sentryDsn: string }} Settings */
/** @typedef {(request: http.IncomingMessage, response: http.ServerResponse) => unknown} Handler */

/**
 * What the request listener reads from the environment.
 * @param {Record<string, string | undefined>} [env]
 * @returns {Settings}
 */
export function settingsFromEnv(env = process.env) {
  return { trustProxy: trustedProxies(env.TRUST_PROXY), siteUrl: env.SITE_URL || 'http://localhost:3000', sentryDsn: env.SENTRY_DSN || '' };
}

/** Each proxy appends the address it received from: with N of ours in front, the client is N entries from the end. */
function clientIp(request, proxies) {
  if (proxies > 0) {
    const forwarded = request.headers['x-forwarded-for'];
    const chain = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').map((entry) => entry.trim()).filter(Boolean);
    const client = chain[chain.length - proxies];
    if (client) return client;
  }
  return request.socket.remoteAddress ?? 'unknown';
}

/** Seconds a client is asked to wait while the database does not answer (as lib/http/guards.ts). */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * A page or handler that failed because the database does not answer is a 503 (temporary: try again), not a
 * 500. The application records the database's state on globalThis (lib/database-availability.ts); Node writes
 * every status line through writeHead, the implicit one included.
 */
function serviceUnavailableWhileDatabaseDown(response) {
  const writeHead = response.writeHead;
  response.writeHead = function (statusCode, ...rest) {
    if (statusCode === 500 && globalThis.aerisDatabase?.downSince != null) {
      this.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      this.setHeader('Cache-Control', 'no-store');
      // A reason phrase given with the 500 would not fit the new status: Node supplies the right one.
      return writeHead.call(this, 503, ...(typeof rest[0] === 'string' ? rest.slice(1) : rest));
    }
    return writeHead.call(this, statusCode, ...rest);
  };
}

/**
 * The listener of every request: the rules above, then `handle` (Next's handler) for what they let through.
 * @param {{ handle: Handler, settings: Settings }} options
 */
export function createRequestListener({ handle, settings }) {
  return (request, response) => {
    admitRender404(request);
    request.headers[CLIENT_IP_HEADER] = clientIp(request, settings.trustProxy);
    // The nonce Next puts on the scripts of a page it renders for this request (lib/server/csp.mjs); a client's own
    // Content-Security-Policy request header is replaced. This server's own second request for a 404 page
    // (not-found.mjs, proven by its token) keeps the outer request's nonce: its page is the outer answer.
    const nonce = (request.headers[RENDER_404_HEADER] === '1' && /'nonce-([A-Za-z0-9+/=]{24})'/.exec(String(request.headers['content-security-policy'] ?? ''))?.[1]) || newNonce();
    request.headers['content-security-policy'] = nonceRequestPolicy(nonce);
    applyHeaderPolicy(request, response, settings, nonce);
    serviceUnavailableWhileDatabaseDown(response);
    const refused = refusal(request, settings.siteUrl);
    if (refused) return refuse(response, refused);
    if (!checksBody(request)) return void handle(request, response);
    // A form post's body is read first and checked, then handed on as it came (bodyRefusal).
    readWhole(request, Number(request.headers['content-length'])).then(
      ({ body, ended }) => {
        const wrong = ended ? { status: 400, headers: {}, reason: 'a body shorter than its length' } : bodyRefusal(request, body);
        if (wrong) {
          console.warn(`[server] ${request.method} ${new URL(request.url ?? '/', 'http://x').pathname} refused with ${wrong.status}: ${wrong.reason}`);
          return refuse(response, wrong);
        }
        if (body.length) request.unshift(body);
        void handle(request, response);
      },
      () => response.destroy(),
    );
  };
}

/**
 * Reads `length` bytes of a request's body without ending it: the application reads them again after
 * `request.unshift`. Stops at `length` (never reads past it), or when the client ends early or goes away.
 * @param {http.IncomingMessage} request
 * @param {number} length
 * @returns {Promise<{ body: Buffer, ended: boolean }>}
 */
function readWhole(request, length) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    let ended = false;
    const finish = (error) => {
      request.off('readable', onReadable);
      request.off('end', onEnd);
      request.off('error', finish);
      request.off('close', onClose);
      if (error) reject(error);
      else resolve({ body: Buffer.concat(chunks), ended });
    };
    function onReadable() {
      let chunk;
      while (size < length && (chunk = request.read()) !== null) {
        chunks.push(chunk);
        size += chunk.length;
      }
      if (size >= length) finish();
    }
    const onEnd = () => {
      ended = true;
      finish();
    };
    const onClose = () => finish(new Error('the client went away'));
    request.on('readable', onReadable);
    request.once('end', onEnd);
    request.once('error', finish);
    request.once('close', onClose);
    if (length <= 0) finish();
  });
}

/** The production server's time limits; tests give shorter ones. */
export const SERVER_TIMEOUTS = {
  headersMs: HEADERS_TIMEOUT_MS,
  requestMs: REQUEST_TIMEOUT_MS,
  keepAliveMs: KEEP_ALIVE_TIMEOUT_MS,
  // Check often, so an idle connection is closed close to the limit rather than up to 30 s later.
  checkEveryMs: 1000,
};

/**
 * Who a connection belongs to: an IPv4 address (also when mapped into IPv6), or an IPv6 client's /64 network (a
 * subscriber line gets a whole /64), as the rate limits count clients (lib/http/rate-limit.ts).
 * @param {string} address
 */
export function connectionClient(address) {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString()}/64`;
}

/**
 * Closes a new connection at once when its address already holds `max` open ones.
 * @param {http.Server} server
 * @param {number} max
 */
function capConnectionsPerClient(server, max) {
  const open = new Map();
  server.on('connection', (socket) => {
    const client = connectionClient(socket.remoteAddress ?? '');
    const count = (open.get(client) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(client, count);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}

/**
 * The HTTP server with the request listener, not yet listening.
 * @param {{ handle: Handler, settings: Settings, timeouts?: typeof SERVER_TIMEOUTS, connectionsPerClient?: number }} options
 */
export function createServer({ handle, settings, timeouts = SERVER_TIMEOUTS, connectionsPerClient = MAX_CONNECTIONS_PER_CLIENT }) {
  const options = {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionsCheckingInterval: timeouts.checkEveryMs,
  };
  const server = http.createServer(options, createRequestListener({ handle, settings }));
  if (settings.trustProxy === 0) capConnectionsPerClient(server, connectionsPerClient);
  return server;
}

/**
 * Stops taking connections and resolves once the requests in flight are answered. A keep-alive connection whose
 * request was in flight stays open after its answer (Node closes idle connections once, when close is called):
 * it is closed as soon as it is idle, not after the keep-alive timeout.
 * @param {http.Server} server
 */
export function stopServer(server) {
  const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
  server.closeIdleConnections();
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  return closed.finally(() => clearInterval(idleSweep));
}

async function main() {
  // Loaded here only: the listener and its tests need neither Next nor a build.
  const { default: next } = await import('next');
  const dev = process.argv.includes('--dev');
  const port = Number(process.env.PORT || 3000);
  const hostname = process.env.HOSTNAME_BIND || '0.0.0.0';

  // This server's own address, for the second request of a 404 (not-found.mjs) and for the job runner's requests
  // that need Next's request context (lib/admin/content/schedule.ts, settleThroughServer).
  const selfOrigin = `http://${['0.0.0.0', '::'].includes(hostname) ? '127.0.0.1' : hostname}:${port}`;
  process.env.AERIS_SELF_ORIGIN = selfOrigin;
  const app = next({ dev, dir: root, port, hostname: 'localhost' });
  await app.prepare();
  const handle = withServerRendered404(app.getRequestHandler(), selfOrigin);

  const server = createServer({ handle, settings: settingsFromEnv() });
  server.listen({ port, host: hostname }, () => {
    console.log(`[server] ready on http://localhost:${port}${dev ? ' (development)' : ''}`);
  });

  let stopping = false;
  async function shutdown(signal) {
    if (stopping) return;
    stopping = true;
    console.log(`[server] ${signal}: finishing the requests in flight`);
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    await stopServer(server);
    // The background workers hand back what they claimed (lib/mail/outbox.ts, lib/jobs/queue.ts).
    await Promise.all([globalThis.aerisMailSender?.stop(), globalThis.aerisJobRunner?.stop()]);
    process.exit(0);
  }
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutdown(signal));
  // Started with an IPC channel (by `npm start`, lib/cli/start.mjs, and by the tests' own servers): when that parent
  // is gone, so is the reason to serve. (The cluster starts servers without one: they outlive the command.)
  if (process.send) process.on('disconnect', () => void shutdown('parent gone'));
}

// Run as a program, not imported (the tests import the listener).
if (process.argv[1] && import.meta.url === pathToFileURL(fs.realpathSync(process.argv[1])).href) await main();
