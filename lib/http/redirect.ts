/**
 * A redirect to a path of this site with a relative Location (RFC 9110 allows it; browsers resolve it against
 * the URL they asked): it holds for whatever origin the request came through (nginx in front of an instance, a
 * server on another port), where one built from SITE_URL would send the visitor elsewhere.
 */
export function redirectTo(path: string, status: 303 | 307 | 308 = 303, headers: Record<string, string> = {}): Response {
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`redirectTo takes a path of this site, not ${path}`);
  return new Response(null, { status, headers: { ...headers, Location: path } });
}
