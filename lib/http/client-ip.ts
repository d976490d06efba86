/**
 * The header lib/cli/server.mjs sets on every request from the socket's address (or, with TRUST_PROXY,
 * the rightmost X-Forwarded-For entry), overwriting anything a client sent under that name.
 */
export const CLIENT_IP_HEADER = 'x-aeris-client-ip';

export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? 'unknown';
}

export function userAgent(request: Request): string {
  return (request.headers.get('user-agent') ?? '').slice(0, 500);
}

/** The path of the page a form was sent from, as the Referer header names it ('' when absent or foreign). */
export function refererPath(request: Request, maxLength: number): string {
  const referer = request.headers.get('referer');
  try {
    return referer ? new URL(referer).pathname.slice(0, maxLength) : '';
  } catch {
    return '';
  }
}
