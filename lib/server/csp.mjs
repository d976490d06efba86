// The pages' script policy (issue 33): no 'unsafe-inline' in script-src. Every HTML answer is held until it is
// complete, so its policy can name exactly the inline scripts it carries:
// - a page rendered for this request (dynamic pages, the back office) carries the nonce this server handed Next in
//   the request's Content-Security-Policy header (Next puts it on every script it writes): `'nonce-…'
//   'strict-dynamic'`, so the scripts those load run too;
// - a page Next had already made (static and ISR pages, from its cache: no nonce in them) gets the SHA-256 of each
//   of its inline scripts, computed from the complete, uncompressed HTML and kept by the body's own hash (a
//   regeneration changes the body, so its hashes).
import { createHash, randomBytes } from 'node:crypto';
import zlib from 'node:zlib';

/** Where browsers report a violation (app/api/csp-report/route.ts). */
export const CSP_REPORT_PATH = '/api/csp-report';

/** A fresh nonce: 128 random bits. */
export const newNonce = () => randomBytes(16).toString('base64');

/** What the server tells Next in the request (Next reads the nonce from a request's Content-Security-Policy header). */
export const nonceRequestPolicy = (nonce) => `script-src 'nonce-${nonce}' 'strict-dynamic'`;

/** Script types a browser runs (an empty or missing type is JavaScript): JSON-LD and other data blocks never run. */
const RUNNABLE = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The `'sha256-…'` source of every inline script of `html` that a browser would run, each once, in order. A regex,
 * not a parser: where it and the browser could disagree (a script inside a comment or <template>, CRLF line ends,
 * an attribute holding ">"), the result is a hash too many or a script blocked, never an unlisted script run. Every
 * inline script of the page is listed, so this policy keeps out event handlers and other origins' scripts; an
 * injected <script> element would be listed too, which is why no public page renders HTML from data (the back
 * office, which does, is always rendered per request: nonce mode).
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1];
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    if (!RUNNABLE.has((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase())) continue;
    hashes.add(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The largest page held (as sent) and read (uncompressed): far above any page of the site. */
export const HELD_PAGE_MAX_BYTES = 16 * 1024 * 1024;

/** The HTML text of a body as it travels (Next compresses when the client accepts it). */
function decoded(body, encoding) {
  const coding = String(encoding ?? '').trim().toLowerCase();
  const limit = { maxOutputLength: HELD_PAGE_MAX_BYTES };
  if (coding === 'gzip' || coding === 'x-gzip') return zlib.gunzipSync(body, limit).toString('utf8');
  if (coding === 'br') return zlib.brotliDecompressSync(body, limit).toString('utf8');
  if (coding === 'deflate') return zlib.inflateSync(body, limit).toString('utf8');
  return body.toString('utf8');
}

/** The hashes of recent pages that carried no nonce, by the SHA-256 of the body as sent: a static page is scanned once per build or regeneration. */
const known = new Map();
const KNOWN_MAX = 1000;

/**
 * The script sources of a complete HTML answer: the nonce when the page carries it (rendered for this request),
 * otherwise the hashes of its inline scripts.
 * @param {Buffer} body the body as sent (maybe compressed)
 * @param {string | undefined} encoding its Content-Encoding
 * @param {string} nonce this request's nonce
 * @param {number} status its status: only a 200's hashes are kept (a 404 or an error page is made per request)
 */
export function scriptSources(body, encoding, nonce, status = 200) {
  const key = createHash('sha256').update(String(encoding ?? '')).update('\n').update(body).digest('base64');
  // A body seen before cannot hold this request's new nonce: a page from Next's cache.
  const seen = known.get(key);
  if (seen) return seen;
  const html = decoded(body, encoding);
  if (html.includes(`nonce="${nonce}"`)) return [`'nonce-${nonce}'`, "'strict-dynamic'"];
  const sources = ["'self'", ...inlineScriptHashes(html)];
  if (status !== 200) return sources;
  if (known.size >= KNOWN_MAX) known.delete(known.keys().next().value);
  known.set(key, sources);
  return sources;
}
