// Whether a request's Origin is this site, one rule for the Node server (lib/server/request-rules.mjs, before
// Next) and the route handlers and actions (lib/http/guards.ts): plain JavaScript, since the server loads it
// without a build.

/**
 * A present Origin must be the site's own (SITE_URL), or the host the request was sent to with SITE_URL's scheme
 * (an http page must not post to an https site's forms). A page of another site, or a sandboxed one
 * (`Origin: null`), is not; a request without Origin (a form of an older browser, a script) is left to the
 * other checks.
 * @param {string | null | undefined} origin
 * @param {string | null | undefined} host
 * @param {URL} site
 * @returns {boolean}
 */
export function isSiteOrigin(origin, host, site) {
  if (origin === null || origin === undefined) return true;
  try {
    const from = new URL(origin);
    if (from.protocol !== site.protocol) return false;
    return from.origin === site.origin || from.host === host;
  } catch {
    return false;
  }
}
