// Server-rendered 404 pages. Next answers a 404 of this app (a root layout under [locale]) with an empty
// `<html id="__next_error__">` document that only scripts fill in (vercel/next.js#62228): crawlers, screen
// readers before hydration and visitors whose scripts fail would see a blank page. When Next is about to send
// such a 404 document, the server drops it and asks Next again, with a header that makes proxy.ts render
// app/[locale]/page-not-found at the same URL; that page goes out with the 404 status.

export const RENDER_404_HEADER = 'x-aeris-render-404';

/** Shared caches may keep a 404 a minute: a product published later appears soon after. */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

/** A browser or crawler asking for a page (not the router's RSC payload, not an API call). */
function isDocumentRequest(request) {
  return (request.method === 'GET' || request.method === 'HEAD') && !request.headers.rsc && !request.url.startsWith('/api/');
}

function headerObject(args) {
  return args.find((value) => value && typeof value === 'object' && !Array.isArray(value));
}

/**
 * Wraps Next's request handler: an HTML 404 is replaced by the localized 404 page, rendered on the server.
 * Everything else passes through untouched. The response's methods are wrapped once and never swapped back:
 * Next may wrap them again on top, and its wrappers must keep working.
 */
export function withServerRendered404(handle) {
  return async function handle404(request, response) {
    if (!isDocumentRequest(request) || request.headers[RENDER_404_HEADER]) return handle(request, response);

    const original = { writeHead: response.writeHead, flushHeaders: response.flushHeaders, write: response.write, end: response.end };
    /** undecided → pass (any other answer) | swallow (Next's 404 document) → render (our 404 page). */
    let mode = 'undecided';
    let swallowedEnd;
    const ended = new Promise((resolve) => (swallowedEnd = resolve));

    const decide = (status, headers) => {
      if (mode !== 'undecided') return;
      const type = String(headers?.['content-type'] ?? headers?.['Content-Type'] ?? response.getHeader('content-type') ?? '');
      mode = status === 404 && type.includes('text/html') ? 'swallow' : 'pass';
    };

    response.writeHead = function writeHead(status, ...rest) {
      decide(status, headerObject(rest));
      if (mode === 'swallow') return response;
      if (mode === 'render') {
        const headers = headerObject(rest);
        if (headers) for (const key of Object.keys(headers)) if (key.toLowerCase() === 'cache-control') delete headers[key];
        response.setHeader('Cache-Control', NOT_FOUND_CACHE_CONTROL);
        const message = rest.find((value) => typeof value === 'string');
        return message ? original.writeHead.call(response, 404, message, headers) : original.writeHead.call(response, 404, headers);
      }
      return original.writeHead.call(response, status, ...rest);
    };
    response.flushHeaders = function flushHeaders() {
      if (mode === 'undecided' || mode === 'render') response.writeHead(response.statusCode);
      if (mode !== 'swallow') original.flushHeaders.call(response);
    };
    response.write = function write(...args) {
      if (!response.headersSent && mode !== 'swallow') response.writeHead(response.statusCode);
      return mode === 'swallow' ? true : original.write.apply(response, args);
    };
    response.end = function end(...args) {
      if (!response.headersSent && mode !== 'swallow') response.writeHead(response.statusCode);
      if (mode !== 'swallow') return original.end.apply(response, args);
      swallowedEnd();
      return response;
    };

    await handle(request, response);
    if (mode !== 'swallow') return;
    await ended;
    for (const name of response.getHeaderNames()) response.removeHeader(name);
    request.headers[RENDER_404_HEADER] = '1';
    response.statusCode = 200;
    mode = 'render';
    await handle(request, response);
  };
}
