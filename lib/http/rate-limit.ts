import 'server-only';
import ipaddr from 'ipaddr.js';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { env } from '@/lib/env';
import { RATE_LIMIT_WINDOW_SECONDS } from '@/lib/limits';

// One fixed window per endpoint and client, kept in this process's memory (README Decisions). A budget
// other than the setting's gets a limiter of its own.
const globalForLimiter = globalThis as unknown as { aerisRateLimiters?: Map<number, RateLimiterMemory> };
const limiters = (globalForLimiter.aerisRateLimiters ??= new Map());

function limiterFor(points: number): RateLimiterMemory {
  let limiter = limiters.get(points);
  if (!limiter) {
    limiter = new RateLimiterMemory({ points, duration: RATE_LIMIT_WINDOW_SECONDS });
    limiters.set(points, limiter);
  }
  return limiter;
}

/**
 * Who a budget belongs to: an IPv4 address, or an IPv6 client's /64 network (one subscriber line gets a whole
 * /64, so counting single IPv6 addresses would give each visitor endless budgets).
 */
export function rateLimitClient(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`);
  return `${network.toString()}/64`;
}

/**
 * Counts one request; answers the seconds to wait when the window's budget (`points` a window, by default the
 * RATE_LIMIT_PER_MINUTE setting) is spent, else null.
 */
export async function takeRateLimit(endpoint: string, ip: string, points = env.RATE_LIMIT_PER_MINUTE): Promise<number | null> {
  try {
    await limiterFor(points).consume(`${endpoint}|${rateLimitClient(ip)}`);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw rejection;
  }
}
