import { CLIENT_IP_HEADER } from './internal-headers';

export { CLIENT_IP_HEADER };

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
