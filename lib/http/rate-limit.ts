import 'server-only';
import ipaddr from 'ipaddr.js';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { env } from '@/lib/env';
import { RATE_LIMIT_WINDOW_SECONDS } from '@/lib/limits';
import { redisClient } from '@/lib/redis/client.mjs';

// One fixed window per endpoint and client (docs/decisions/0084-redis-never-needed.md). Without REDIS_URL the
// counts live in this process's memory; with it they live in Redis, shared by every instance, and an in-memory
// limiter with the same budget answers while Redis does not (the site keeps answering; each instance then counts on
// its own). A budget other than the setting's gets a limiter of its own. rate-limiter-flexible must stay in
// next.config.ts's serverExternalPackages: the limiters are shared through globalThis by route handlers and server
// actions, and a bundled copy per layer would make `instanceof RateLimiterRes` below false for another copy's
// refusal.
const globalForLimiter = globalThis as unknown as { aerisRateLimiters?: Map<string, RateLimiterAbstract> };
const limiters = (globalForLimiter.aerisRateLimiters ??= new Map());

/**
 * A fixed-window limiter: in Redis (keys under `prefix`) with a memory insurance when REDIS_URL is set, else in
 * memory. One per process and budget: callers keep it.
 */
export function createLimiter(prefix: string, points: number, duration: number): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ points, duration });
  const client = redisClient();
  if (!client) return memory;
  return new RateLimiterRedis({
    storeClient: client,
    keyPrefix: `aeris:rl:${prefix}`,
    points,
    duration,
    // A connection that is not ready is not even tried: the memory limiter answers at once.
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}

function limiterFor(points: number): RateLimiterAbstract {
  const name = `${points}/${RATE_LIMIT_WINDOW_SECONDS}`;
  let limiter = limiters.get(name);
  if (!limiter) {
    limiter = createLimiter(name, points, RATE_LIMIT_WINDOW_SECONDS);
    limiters.set(name, limiter);
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
