// Requests the server refuses before the application sees them, with the right status and without an error in
// the log: a URL that cannot be decoded (400), a form post from another site (403), a method the URL does not
// take (405).

/** Methods any URL takes. */
const READ = new Set(['GET', 'HEAD']);
/** Methods only the API's route handlers take (each handler says which it implements). */
const API_WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A form post: a server action sent by scripts (Next-Action header) or by the browser alone (form encoding). */
function isFormPost(request) {
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

/**
 * Whether a request's Origin, when it sends one, is this site: SITE_URL's origin, or the host the request was
 * sent to with SITE_URL's scheme (lib/http/guards.ts's `originAllowed`, which the actions check again). A page of
 * another site, or a sandboxed one (`Origin: null`), is not.
 */
function ownOrigin(request, siteUrl) {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    const from = new URL(String(origin));
    const site = new URL(siteUrl);
    return from.protocol === site.protocol && (from.origin === site.origin || from.host === request.headers.host);
  } catch {
    return false;
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
  if (!api && method === 'POST' && isFormPost(request)) return ownOrigin(request, siteUrl) ? null : { status: 403, headers: {} };
  return { status: 405, headers: { Allow: api ? 'GET, HEAD, POST, PUT, PATCH, DELETE' : 'GET, HEAD, POST' } };
}

/** Answers a refused request: a short text body (none for HEAD), never cached. */
export function refuse(response, { status, headers }) {
  const body = status === 400 ? 'Bad Request\n' : status === 403 ? 'Forbidden\n' : 'Method Not Allowed\n';
  response.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(body) });
  response.end(body);
}
