// The response headers this server adds or removes on every answer, just before they are sent: whatever
// Next or a route set, the policy here has the last word.

/** Next's internal routing headers, which tell the world how the app is laid out: never sent. */
const INTERNAL_RESPONSE_HEADERS = ['x-middleware-rewrite', 'x-middleware-next', 'x-nextjs-matched-path'];

function setOn(response, headers, name, value) {
  if (headers) {
    for (const key of Object.keys(headers)) if (key.toLowerCase() === name.toLowerCase()) delete headers[key];
  }
  response.setHeader(name, value);
}

function removeFrom(response, headers, name) {
  if (headers) for (const key of Object.keys(headers)) if (key.toLowerCase() === name) delete headers[key];
  response.removeHeader(name);
}

function getFrom(response, headers, name) {
  const key = headers && Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  return key ? headers[key] : response.getHeader(name);
}

/**
 * Applies the header policy to `response` for `request`. Call once per request, before Next handles it: the
 * policy runs when the headers are written (writeHead, or implicitly by the first write).
 */
export function applyHeaderPolicy(request, response) {
  const writeHead = response.writeHead;
  response.writeHead = function policedWriteHead(status, ...rest) {
    const headers = rest.find((value) => value && typeof value === 'object' && !Array.isArray(value));
    for (const name of INTERNAL_RESPONSE_HEADERS) removeFrom(response, headers, name);
    // `/` is the one URL whose answer depends on the visitor's cookie and languages (proxy.ts): no shared
    // cache may keep it, and a private one must key it by both.
    if (new URL(request.url, 'http://x').pathname === '/') {
      setOn(response, headers, 'Cache-Control', 'private, no-store');
      const vary = String(getFrom(response, headers, 'vary') ?? '');
      const names = new Set(vary.split(',').map((item) => item.trim()).filter(Boolean));
      names.add('Cookie');
      names.add('Accept-Language');
      setOn(response, headers, 'Vary', [...names].join(', '));
    }
    return writeHead.call(response, status, ...rest);
  };
}
