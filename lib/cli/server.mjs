#!/usr/bin/env node
// The production HTTP server: Next's request handler behind a thin Node server whose one job is to
// record the client's IP where route handlers can trust it. Next itself only fills `X-Forwarded-For`
// when a request lacks it, so a client could choose its own address and dodge the rate limit.
// Here the socket's address wins; with TRUST_PROXY set, the rightmost X-Forwarded-For entry (the one
// our own proxy appended) does. Route handlers read it through lib/http/client-ip.ts.
import http from 'node:http';
import next from 'next';
import { applyHeaderPolicy } from './headers.mjs';
import { admitRender404, withServerRendered404 } from './not-found.mjs';
import { root } from './steps.mjs';

// Request headers only this server sets (lib/http/internal-headers.ts): whatever a client sends is dropped.
export const CLIENT_IP_HEADER = 'x-aeris-client-ip';

const trustProxy = !['', '0', 'false', 'no'].includes((process.env.TRUST_PROXY ?? '').toLowerCase());

function clientIp(request) {
  if (trustProxy) {
    const forwarded = request.headers['x-forwarded-for'];
    const last = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded ?? '').split(',').pop()?.trim();
    if (last) return last;
  }
  return request.socket.remoteAddress ?? 'unknown';
}

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME_BIND || '0.0.0.0';

const app = next({ dev, dir: root, port, hostname: 'localhost' });
await app.prepare();
// This server's own address, for the second request of a 404 (lib/cli/not-found.mjs).
const selfOrigin = `http://${['0.0.0.0', '::'].includes(hostname) ? '127.0.0.1' : hostname}:${port}`;
const handle = withServerRendered404(app.getRequestHandler(), selfOrigin);

const server = http.createServer((request, response) => {
  admitRender404(request);
  request.headers[CLIENT_IP_HEADER] = clientIp(request);
  applyHeaderPolicy(request, response);
  void handle(request, response);
});
server.listen(port, hostname, () => {
  console.log(`[server] ready on http://localhost:${port}${dev ? ' (development)' : ''}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
