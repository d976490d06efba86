import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';
import { apiError } from './api-response';
import { clientIp } from './client-ip';
import { takeRateLimit } from './rate-limit';

/**
 * Administrative endpoints answer only `Authorization: Bearer <ADMIN_TOKEN>`; without ADMIN_TOKEN they do
 * not exist (404). Every request counts against the caller's rate limit, so a token cannot be guessed at
 * speed, and a wrong one is logged with the address it came from. Returns the refusal to send, or null when
 * the caller is the administrator.
 */
export async function adminRefusal(request: Request): Promise<Response | null> {
  if (!env.ADMIN_TOKEN) return apiError('NOT_FOUND');
  const ip = clientIp(request);
  const retryAfter = await takeRateLimit('admin-token', ip);
  if (retryAfter !== null) return apiError('TOO_MANY_REQUESTS', undefined, { headers: { 'Retry-After': String(retryAfter) } });
  const match = /^Bearer (\S+)$/.exec(request.headers.get('authorization') ?? '');
  const given = Buffer.from(match?.[1] ?? '');
  const expected = Buffer.from(env.ADMIN_TOKEN);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    console.warn(`[admin] refused a request to ${new URL(request.url).pathname} from ${ip}: ${match ? 'wrong token' : 'no Bearer token'}`);
    return apiError('UNAUTHORIZED');
  }
  return null;
}
