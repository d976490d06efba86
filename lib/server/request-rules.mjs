// Requests the server refuses before the application sees them, with the right status and without an error in
// the log: a URL that cannot be decoded (400), a form post from another site (403), a method the URL does not
// take (405), a form post without a length (411) or over 1 MB (413), a server action called with a body it cannot
// take (415).

import { isSiteOrigin } from '../http/site-origin.mjs';

/** The largest body of a page's form post or server action (Next's `serverActions.bodySizeLimit`, 1 MB). */
const ACTION_BODY_BYTES = 1024 * 1024;

/** Methods any URL takes. */
const READ = new Set(['GET', 'HEAD']);
/** Methods only the API's route handlers take (each handler says which it implements). */
const API_WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A form post: a server action sent by scripts (Next-Action header) or by the browser alone (form encoding). */
export function isFormPost(request) {
  if (request.headers['next-action']) return true;
  const type = String(request.headers['content-type'] ?? '');
  return type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded');
}

/** The path of a request target, or null when it is not a URL this server can read (e.g. `/%ff`). */
export function decodedPath(target) {
  try {
    const { pathname } = new URL(target, 'http://x');
    decodeURIComponent(pathname);
    return pathname;
  } catch {
    return null;
  }
}

/** The refusal for a request, or null when the application should answer it. */
export function refusal(request, siteUrl = 'http://localhost:3000') {
  const path = decodedPath(request.url ?? '');
  if (path === null) return { status: 400, headers: {} };
  const method = request.method ?? '';
  if (READ.has(method)) return null;
  const api = path === '/api' || path.startsWith('/api/');
  if (api && API_WRITES.has(method)) return null;
  // A page takes POST only as a form's server action (docs/security.md), and only from this site's pages: a
  // foreign one is refused here, before Next reads the body.
  if (!api && method === 'POST' && isFormPost(request)) {
    if (!isSiteOrigin(request.headers.origin, request.headers.host, new URL(siteUrl))) return { status: 403, headers: {} };
    // Next reads at most 1 MB of an action's body and fails the rest with a 500: refused here by its length,
    // which browsers always send with a form (a chunked body, whose length nobody knows beforehand, is refused).
    if (request.headers['content-length'] === undefined) return { status: 411, headers: {} };
    if (Number(request.headers['content-length']) > ACTION_BODY_BYTES) return { status: 413, headers: {} };
    // Scripts call an action with its arguments as text (JSON) or as multipart form data, nothing else.
    const type = String(request.headers['content-type'] ?? '');
    if (request.headers['next-action'] && !type.startsWith('text/plain') && !type.startsWith('multipart/form-data')) return { status: 415, headers: {} };
    return null;
  }
  return { status: 405, headers: { Allow: api ? 'GET, HEAD, POST, PUT, PATCH, DELETE' : 'GET, HEAD, POST' } };
}

/** Whether the server reads a request's body before the application does (bodyRefusal): a page's form post. */
export function checksBody(request) {
  const path = decodedPath(request.url ?? '') ?? '';
  return request.method === 'POST' && !(path === '/api' || path.startsWith('/api/')) && isFormPost(request);
}

/**
 * The refusal for a form post's body, read whole (its length is known and at most 1 MB: refusal()), or null. Next's
 * own decoder fails a body it cannot read with a 500 and a stack in the log: refused here as 400, in one line. Scripts
 * send an action's arguments as a JSON array (text/plain) or as multipart form data, a browser alone as multipart or
 * URL-encoded form data.
 * @param {import('node:http').IncomingMessage} request
 * @param {Buffer} body
 */
export function bodyRefusal(request, body) {
  const type = String(request.headers['content-type'] ?? '');
  if (type.startsWith('text/plain')) {
    try {
      if (Array.isArray(JSON.parse(body.toString('utf8')))) return null;
    } catch {
      // Not JSON: refused below.
    }
    return { status: 400, headers: {}, reason: 'action arguments that are not a JSON array' };
  }
  if (type.startsWith('multipart/form-data')) {
    const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
    const mark = boundary ? `--${boundary[1] ?? boundary[2]}` : null;
    const text = body.toString('latin1');
    if (mark && text.replace(/^(\r\n)+/, '').startsWith(mark) && text.includes(`${mark}--`)) return null;
    return { status: 400, headers: {}, reason: 'a multipart body without its boundaries' };
  }
  return null;
}

const STATUS_TEXT = { 400: 'Bad Request', 403: 'Forbidden', 405: 'Method Not Allowed', 411: 'Length Required', 413: 'Payload Too Large', 415: 'Unsupported Media Type' };

/** Answers a refused request: a short text body (none for HEAD), never cached. */
export function refuse(response, { status, headers }) {
  const body = `${STATUS_TEXT[status] ?? 'Bad Request'}\n`;
  response.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(body) });
  response.end(body);
}
