import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';
import { apiError } from './api-response';

/**
 * Administrative endpoints answer only `Authorization: Bearer <ADMIN_TOKEN>`; without ADMIN_TOKEN they do
 * not exist (404). Returns the refusal to send, or null when the caller is the administrator.
 */
export function adminRefusal(request: Request): Response | null {
  if (!env.ADMIN_TOKEN) return apiError('NOT_FOUND');
  const given = Buffer.from(request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(env.ADMIN_TOKEN);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return apiError('UNAUTHORIZED');
  return null;
}
