import { CLIENT_IP_HEADER } from './internal-headers';

export { CLIENT_IP_HEADER };

export function clientIp(request: Request): string {
  return requestClient(request.headers).ip;
}

export function userAgent(request: Request): string {
  return requestClient(request.headers).userAgent;
}

/** The IP address and browser of a request, by its headers (server actions have no Request). */
export function requestClient(list: Headers): { ip: string; userAgent: string } {
  return { ip: list.get(CLIENT_IP_HEADER) ?? 'unknown', userAgent: (list.get('user-agent') ?? '').slice(0, 500) };
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
