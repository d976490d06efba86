import 'server-only';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { rateLimitClient } from '@/lib/http/rate-limit';
import { SIGN_IN_ATTEMPTS, SIGN_IN_WINDOW_SECONDS } from './limits';

// Sign-in attempts: SIGN_IN_ATTEMPTS per SIGN_IN_WINDOW_SECONDS from one address, and as many against one
// account from anywhere (a password guessed slowly from many addresses still hits the account's budget).
// In this process's memory, like the forms' limits (README, Decisions).
const globalForLimit = globalThis as unknown as { aerisSignInLimiter?: RateLimiterMemory };
const limiter = (globalForLimit.aerisSignInLimiter ??= new RateLimiterMemory({ points: SIGN_IN_ATTEMPTS, duration: SIGN_IN_WINDOW_SECONDS }));

const keys = (ip: string, email: string) => [`ip|${rateLimitClient(ip)}`, `account|${email.trim().toLowerCase()}`];

/** Counts one attempt; answers the seconds to wait when either budget is spent, else null. */
export async function takeSignInAttempt(ip: string, email: string): Promise<number | null> {
  let wait = 0;
  for (const key of keys(ip, email)) {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      wait = Math.max(wait, Math.ceil(rejection.msBeforeNext / 1000));
    }
  }
  return wait > 0 ? wait : null;
}

/**
 * A successful sign-in does not count: it clears the account's count and gives the address its attempt back,
 * so colleagues behind one office address are limited by their mistakes, not by their sign-ins.
 */
export async function signInSucceeded(ip: string, email: string): Promise<void> {
  const [ipKey, accountKey] = keys(ip, email);
  await limiter.delete(accountKey!);
  await limiter.reward(ipKey!, 1);
}
