// Server-rendered 404 pages. Next answers a 404 of this app (a root layout under [locale]) with an empty
// `<html id="__next_error__">` document that only scripts fill in (vercel/next.js#62228): crawlers, screen
// readers before hydration and visitors whose scripts fail would see a blank page. When Next is about to send
// such a 404 document, this server drops it and asks itself for the same URL again, with a header that makes
// proxy.ts render app/[locale]/page-not-found there; that page goes out with the 404 status.

import { randomUUID } from 'node:crypto';

export const RENDER_404_HEADER = 'x-aeris-render-404';

/** Shared caches may keep a 404 a minute: a product published later appears soon after. */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

/** Only this process's own second request may carry RENDER_404_HEADER: it proves it with this value. */
const TOKEN = randomUUID();

/** Keeps the 404 header on this server's own second request only; drops it from any other. */
export function admitRender404(request) {
  if (request.headers[RENDER_404_HEADER] === TOKEN) request.headers[RENDER_404_HEADER] = '1';
  else delete request.headers[RENDER_404_HEADER];
}

/**
 * A browser or crawler asking for a public page (not the router's RSC payload, not an API call). The back office
 * has a root layout of its own, so Next renders its 404 on the server, inside the staff screens
 * (app/admin/(staff)/not-found.tsx), private and never cached: it is not replaced by the public page.
 */
function isDocumentRequest(request) {
  return (request.method === 'GET' || request.method === 'HEAD') && !request.headers.rsc && !request.url.startsWith('/api/') && !/^\/admin(\/|\?|$)/.test(request.url);
}

function headerObject(args) {
  return args.find((value) => value && typeof value === 'object' && !Array.isArray(value));
}

/** The 404 page for the request's URL, from this server, uncompressed. */
async function render404(request, origin) {
  const headers = { [RENDER_404_HEADER]: TOKEN, 'accept-encoding': 'identity' };
  // The outer request's nonce too (lib/server/csp.mjs): the page rendered here is the one the outer answer sends.
  for (const name of ['user-agent', 'accept-language', 'accept', 'content-security-policy']) if (request.headers[name]) headers[name] = request.headers[name];
  const answer = await fetch(`${origin}${request.url}`, { headers, redirect: 'manual' });
  return { type: answer.headers.get('content-type') ?? 'text/html; charset=utf-8', body: Buffer.from(await answer.arrayBuffer()) };
}

/**
 * Wraps Next's request handler: an HTML 404 is replaced by the localized 404 page, rendered on the server.
 * Everything else passes through untouched. The response's methods are wrapped once and never swapped back:
 * Next (its compression, its streaming) wraps them again on top, and its wrappers must keep working.
 */
export function withServerRendered404(handle, origin) {
  return async function handle404(request, response) {
    if (!isDocumentRequest(request) || request.headers[RENDER_404_HEADER]) return handle(request, response);

    const original = { writeHead: response.writeHead, flushHeaders: response.flushHeaders, write: response.write, end: response.end };
    let swallow = null;
    let swallowedEnd;
    const ended = new Promise((resolve) => (swallowedEnd = resolve));

    const decide = (status, headers) => {
      if (swallow !== null) return;
      const type = String(headers?.['content-type'] ?? headers?.['Content-Type'] ?? response.getHeader('content-type') ?? '');
      swallow = status === 404 && type.includes('text/html');
    };

    response.writeHead = function writeHead(status, ...rest) {
      decide(status, headerObject(rest));
      return swallow ? response : original.writeHead.call(response, status, ...rest);
    };
    response.flushHeaders = function flushHeaders() {
      decide(response.statusCode);
      if (!swallow) original.flushHeaders.call(response);
    };
    response.write = function write(...args) {
      decide(response.statusCode);
      return swallow ? true : original.write.apply(response, args);
    };
    response.end = function end(...args) {
      decide(response.statusCode);
      if (!swallow) return original.end.apply(response, args);
      swallowedEnd();
      return response;
    };

    await handle(request, response);
    if (!swallow) return;
    await ended;
    const page = await render404(request, origin);
    for (const name of response.getHeaderNames()) response.removeHeader(name);
    original.writeHead.call(response, 404, {
      'Content-Type': page.type,
      'Content-Length': page.body.length,
      'Cache-Control': NOT_FOUND_CACHE_CONTROL,
    });
    original.end.call(response, request.method === 'HEAD' ? undefined : page.body);
  };
}
