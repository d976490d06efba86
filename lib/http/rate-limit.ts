import 'server-only';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { env } from '@/lib/env';
import { RATE_LIMIT_WINDOW_SECONDS } from '@/lib/limits';

// One fixed 60-second window per endpoint and client IP, kept in this process's memory (README Decisions).
const globalForLimiter = globalThis as unknown as { aerisRateLimiter?: RateLimiterMemory };
const limiter = (globalForLimiter.aerisRateLimiter ??= new RateLimiterMemory({
  points: env.RATE_LIMIT_PER_MINUTE,
  duration: RATE_LIMIT_WINDOW_SECONDS,
}));

/** Counts one POST; answers the seconds to wait when the window's budget is spent, else null. */
export async function takeRateLimit(endpoint: string, ip: string): Promise<number | null> {
  try {
    await limiter.consume(`${endpoint}|${ip}`);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw rejection;
  }
}
