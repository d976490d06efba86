import 'server-only';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { createLimiter, rateLimitClient } from '@/lib/http/rate-limit';
import { RESET_MAILS_PER_HOUR, SIGN_IN_ATTEMPTS, SIGN_IN_WINDOW_SECONDS, UNLOCK_MAILS_PER_HOUR } from './limits';

// Sign-in attempts: SIGN_IN_ATTEMPTS per SIGN_IN_WINDOW_SECONDS from one address, and as many against one
// account from anywhere (a password guessed slowly from many addresses still hits the account's budget).
// Where the forms' limits are: in this process's memory, or in Redis shared by every instance when REDIS_URL is
// set, with memory answering while Redis does not (docs/decisions/0010-sign-in-limits.md).
const globalForLimit = globalThis as unknown as { aerisSignInLimiter?: RateLimiterAbstract };
const limiter = (globalForLimit.aerisSignInLimiter ??= createLimiter('sign-in', SIGN_IN_ATTEMPTS, SIGN_IN_WINDOW_SECONDS));

const accountKey = (email: string) => `account|${email.trim().toLowerCase()}`;
const keys = (ip: string, email: string) => [`ip|${rateLimitClient(ip)}`, accountKey(email)];

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
  await limiter.delete(accountKey(email));
  await limiter.reward(keys(ip, email)[0]!, 1);
}

/** Whether the account's own budget is spent (whoever spent it): its owner is offered a link that ends the lock. */
export async function accountLocked(email: string): Promise<boolean> {
  const state = await limiter.get(accountKey(email));
  return state !== null && state.consumedPoints > SIGN_IN_ATTEMPTS;
}

/** Ends an account's lock (its owner followed the mailed link); each address keeps its own count. */
export async function unlockAccount(email: string): Promise<void> {
  await limiter.delete(accountKey(email));
}

const globalForMail = globalThis as unknown as { aerisAccountMailLimiters?: Record<string, RateLimiterAbstract> };
const mailLimiters = (globalForMail.aerisAccountMailLimiters ??= {
  reset: createLimiter('reset-mail', RESET_MAILS_PER_HOUR, 60 * 60),
  unlock: createLimiter('unlock-mail', UNLOCK_MAILS_PER_HOUR, 60 * 60),
});

/**
 * Takes one of an account's hourly mails of a kind (reset links, unlock links): true when one was left. Taken in
 * one step, so requests at once cannot all find the budget unspent.
 */
export async function takeAccountMail(kind: 'reset' | 'unlock', userId: string): Promise<boolean> {
  try {
    await mailLimiters[kind]!.consume(userId);
    return true;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return false;
    throw rejection;
  }
}
