import 'server-only';
import { env } from '@/lib/env';
import { CAPTCHA_IMAGES_PER_FORM_POST } from '@/lib/limits';
import { apiError } from './api-response';
import { clientIp } from './client-ip';
import { takeRateLimit } from './rate-limit';

/**
 * Every new challenge is a database row and some work: a client may ask for CAPTCHA_IMAGES_PER_FORM_POST
 * times the forms' budget a minute (both endpoints together), enough for a person who needs a few images per
 * attempt, not for a solver farm.
 */
export async function captchaRefusal(request: Request): Promise<Response | null> {
  const retryAfter = await takeRateLimit('captcha', clientIp(request), env.RATE_LIMIT_PER_MINUTE * CAPTCHA_IMAGES_PER_FORM_POST);
  return retryAfter === null ? null : apiError('TOO_MANY_REQUESTS', undefined, { headers: { 'Retry-After': String(retryAfter), 'Cache-Control': 'no-store' } });
}
