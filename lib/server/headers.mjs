// The response headers this server adds or removes on every answer, just before they are sent: whatever
// Next or a route set, the policy here has the last word. docs/security.md lists each header and why.
import { CSP_REPORT_PATH, HELD_PAGE_MAX_BYTES, scriptSources } from './csp.mjs';

/** Next's internal routing headers, which tell the world how the app is laid out: never sent. */
const INTERNAL_RESPONSE_HEADERS = ['x-middleware-rewrite', 'x-middleware-next', 'x-nextjs-matched-path'];

/** The contacts page's map, an iframe loaded only when the visitor asks for it. */
const MAP_ORIGIN = 'https://www.openstreetmap.org';

/** The origin Sentry's browser SDK sends to, from a DSN like https://key@o1.ingest.sentry.io/2. */
function sentryOrigin(dsn) {
  try {
    return dsn ? new URL(dsn).origin : null;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy of a page. `scripts` are the page's own script sources (lib/server/csp.mjs): its
 * nonce with 'strict-dynamic', or 'self' with the hashes of its inline scripts; never 'unsafe-inline'. Everything
 * else is as narrow as the site allows; violations are reported to CSP_REPORT_PATH.
 */
export function pagePolicy({ siteUrl, sentryDsn }, scripts = ["'self'"]) {
  const sentry = sentryOrigin(sentryDsn);
  const https = siteUrl.startsWith('https:');
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // React writes style attributes (e.g. images' sizes), which only 'unsafe-inline' admits.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    `connect-src 'self'${sentry ? ` ${sentry}` : ''}`,
    `frame-src ${MAP_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

/** Anything that is not a page (JSON, images, sitemaps): nothing in it may run or be framed. */
const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * A PDF (datasheets, documents) opens in the browser's own viewer, which `sandbox` and `default-src 'none'` break
 * (Safari shows an empty window, older Chrome a blocked page): only framing by other sites is refused.
 */
const PDF_POLICY = "frame-ancestors 'none'";

/** Features the site never uses, denied to it and to anything it embeds. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

function findKey(headers, name) {
  return headers ? Object.keys(headers).find((key) => key.toLowerCase() === name) : undefined;
}

function setOn(response, headers, name, value) {
  const key = findKey(headers, name.toLowerCase());
  if (key) delete headers[key];
  response.setHeader(name, value);
}

function removeFrom(response, headers, name) {
  const key = findKey(headers, name);
  if (key) delete headers[key];
  response.removeHeader(name);
}

function getFrom(response, headers, name) {
  const key = findKey(headers, name);
  return key ? headers[key] : response.getHeader(name);
}

const isHtml = (contentType) => String(contentType ?? '').includes('text/html');

/** The security headers of every answer (docs/security.md); a page's Content-Security-Policy is its own (holdPage). */
export function securityHeaders(contentType, settings) {
  const type = String(contentType ?? '');
  return {
    'Content-Security-Policy': isHtml(type) ? pagePolicy(settings) : type.startsWith('application/pdf') ? PDF_POLICY : RESOURCE_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(settings.siteUrl.startsWith('https:') ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload' } : {}),
  };
}

/**
 * Holds an HTML answer until it is complete, then sends it with the policy of the scripts it carries
 * (lib/server/csp.mjs): Next (and its compression) write through these, the real writeHead/write/end run once at
 * the end. Answers the functions the policed writeHead calls.
 */
function holdPage(response, settings, nonce) {
  const { writeHead, write, end, flushHeaders } = response;
  /** @type {{ status: number, rest: unknown[], headers: Record<string, unknown> | undefined, chunks: Buffer[], size: number } | null} */
  let held = null;
  const toBuffer = (chunk, encoding) => (Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk instanceof Uint8Array ? chunk : String(chunk), typeof encoding === 'string' ? encoding : 'utf8'));
  /** Gives up on a held answer: nothing was sent, so the client sees a connection closed, never a partial page as whole. */
  const abandon = (why, error) => {
    held = null;
    console.error(`[server] a page was not sent: ${why}`, error ?? '');
    response.destroy();
  };
  response.write = function heldWrite(chunk, encoding, callback) {
    // Node writes the head on the first write: decide here whether this answer is held.
    if (!held && !this.headersSent && !this._header) this.writeHead(this.statusCode);
    if (!held) return write.call(this, chunk, encoding, callback);
    if (chunk != null && chunk.length !== 0) {
      const buffer = toBuffer(chunk, encoding);
      held.chunks.push(buffer);
      held.size += buffer.length;
      if (held.size > HELD_PAGE_MAX_BYTES) {
        abandon(`over ${HELD_PAGE_MAX_BYTES} bytes`);
        return false;
      }
    }
    const done = typeof encoding === 'function' ? encoding : callback;
    if (done) process.nextTick(done);
    return true;
  };
  response.end = function heldEnd(chunk, encoding, callback) {
    if (!held && !this.headersSent && !this._header && !this.destroyed) this.writeHead(this.statusCode);
    if (!held) return this.destroyed ? this : end.call(this, chunk, encoding, callback);
    if (typeof chunk === 'function') callback = chunk;
    else if (chunk != null && chunk.length !== 0) held.chunks.push(toBuffer(chunk, encoding));
    if (typeof encoding === 'function') callback = encoding;
    const { status, rest, headers, chunks } = held;
    // A render that failed after it began writing (Next then sets 500 and ends with an error text): the page held so
    // far is not the page, and no cache may keep it as one.
    if (this.statusCode !== status && this.statusCode >= 500) {
      abandon(`the render failed after it began (status ${this.statusCode})`);
      return this;
    }
    held = null;
    const body = Buffer.concat(chunks);
    try {
      let scripts;
      try {
        scripts = scriptSources(body, getFrom(response, headers, 'content-encoding'), nonce, status);
      } catch (error) {
        console.error('[server] could not read a page for its script policy:', error);
        scripts = ["'self'"];
      }
      setOn(response, headers, 'Content-Security-Policy', pagePolicy(settings, scripts));
      if (getFrom(response, headers, 'content-length') === undefined && getFrom(response, headers, 'transfer-encoding') === undefined) {
        setOn(response, headers, 'Content-Length', String(body.length));
      }
      writeHead.call(this, status, ...rest);
      return end.call(this, body, callback);
    } catch (error) {
      // Called from compression's stream, outside Next's own error handling: never let it end the process.
      abandon('sending it failed', error);
      return this;
    }
  };
  response.flushHeaders = function heldFlushHeaders() {
    if (!held) return flushHeaders.call(this);
  };
  return {
    /** Holds this answer (its status and writeHead's arguments). */
    hold(status, rest, headers) {
      held = { status, rest, headers, chunks: [], size: 0 };
    },
    /** A writeHead while held: a later status replaces the held one (an error page after a failed render). */
    restate(status) {
      if (held && typeof status === 'number' && status !== held.status && status >= 500) response.statusCode = status;
    },
    get holding() {
      return held !== null;
    },
  };
}

/**
 * Applies the header policy to `response` for `request`. Call once per request, before Next handles it: the
 * policy runs when the headers are written (writeHead, or implicitly by the first write). `nonce`: the one this
 * request's HTML may carry (lib/server/csp.mjs).
 */
export function applyHeaderPolicy(request, response, settings, nonce = '') {
  const writeHead = response.writeHead;
  const page = holdPage(response, settings, nonce);
  response.writeHead = function policedWriteHead(status, ...rest) {
    if (page.holding) {
      page.restate(status);
      return this;
    }
    const headers = rest.find((value) => value && typeof value === 'object' && !Array.isArray(value));
    for (const name of INTERNAL_RESPONSE_HEADERS) removeFrom(response, headers, name);
    // A 304 has no body and no Content-Type, and browsers copy its headers onto the response they kept: a policy
    // chosen here would turn a revisited page into a sandboxed resource (no scripts, no form posts). The page keeps
    // the policy it was first sent with.
    const notModified = (typeof status === 'number' ? status : response.statusCode) === 304;
    for (const [name, value] of Object.entries(securityHeaders(getFrom(response, headers, 'content-type'), settings))) {
      if (notModified && name === 'Content-Security-Policy') removeFrom(response, headers, name);
      else setOn(response, headers, name, value);
    }
    // The back office and its API: never stored by any cache, never indexed (docs/security.md, Back office).
    const path = new URL(request.url, 'http://x').pathname;
    if (/^\/(admin|api\/admin|api\/auth)(\/|$)/.test(path)) {
      setOn(response, headers, 'Cache-Control', 'private, no-store');
      setOn(response, headers, 'X-Robots-Tag', 'noindex, nofollow');
    }
    // A page in preview mode (Next's draft-mode cookie, app/api/admin/preview): a staff member's unpublished
    // version, for nobody else's cache and no index, whatever the page itself said.
    if (/(?:^|;\s*)__prerender_bypass=/.test(String(request.headers.cookie ?? ''))) {
      setOn(response, headers, 'Cache-Control', 'private, no-store');
      setOn(response, headers, 'X-Robots-Tag', 'noindex, nofollow');
    }
    // `/` is the one URL whose answer depends on the visitor's cookie and languages (proxy.ts): no shared
    // cache may keep it, and a private one must key it by both.
    if (path === '/') {
      setOn(response, headers, 'Cache-Control', 'private, no-store');
      const vary = String(getFrom(response, headers, 'vary') ?? '');
      const names = new Set(vary.split(',').map((item) => item.trim()).filter(Boolean));
      names.add('Cookie');
      names.add('Accept-Language');
      setOn(response, headers, 'Vary', [...names].join(', '));
    }
    // A page: held until complete, then sent with the policy of its own scripts (holdPage). A HEAD has no body to
    // read scripts from (Next ends it empty): it keeps the plain page policy, as its GET's head may differ anyway.
    if (!notModified && request.method !== 'HEAD' && isHtml(getFrom(response, headers, 'content-type'))) {
      page.hold(status, rest, headers);
      return this;
    }
    return writeHead.call(response, status, ...rest);
  };
}
