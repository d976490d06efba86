// The response headers this server adds or removes on every answer, just before they are sent: whatever
// Next or a route set, the policy here has the last word. docs/security.md lists each header and why.

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
 * The Content-Security-Policy of a page. Scripts come from this origin only; 'unsafe-inline' stays because the
 * pages are static HTML made at build time and Next writes its hydration data as inline scripts, which a
 * per-request nonce cannot cover. Everything else is as narrow as the site allows.
 */
export function pagePolicy({ siteUrl, sentryDsn }) {
  const sentry = sentryOrigin(sentryDsn);
  const https = siteUrl.startsWith('https:');
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
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

/** The security headers of every answer (docs/security.md). */
export function securityHeaders(contentType, settings) {
  const type = String(contentType ?? '');
  return {
    'Content-Security-Policy': type.includes('text/html') ? pagePolicy(settings) : type.startsWith('application/pdf') ? PDF_POLICY : RESOURCE_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(settings.siteUrl.startsWith('https:') ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Applies the header policy to `response` for `request`. Call once per request, before Next handles it: the
 * policy runs when the headers are written (writeHead, or implicitly by the first write).
 */
export function applyHeaderPolicy(request, response, settings) {
  const writeHead = response.writeHead;
  response.writeHead = function policedWriteHead(status, ...rest) {
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
    return writeHead.call(response, status, ...rest);
  };
}
