import { describe, expect, it } from 'vitest';
import { accountLocked, takeAccountMail, takeSignInAttempt, unlockAccount } from '@/lib/admin/sign-in-limit';
import { RESET_MAILS_PER_HOUR, SIGN_IN_ATTEMPTS, UNLOCK_MAILS_PER_HOUR } from '@/lib/admin/limits';

// The account budgets of the sign-in flows, in this process's memory (Redis shares them when REDIS_URL is set:
// tests/unit/redis-rate-limit.test.ts). Each test uses accounts of its own.

describe('the hourly mails of an account', () => {
  it('are taken in one step: requests at once get no more than the budget', async () => {
    const taken = await Promise.all(Array.from({ length: 10 }, () => takeAccountMail('reset', 'user-parallel')));
    expect(taken.filter(Boolean)).toHaveLength(RESET_MAILS_PER_HOUR);
    const unlocks = await Promise.all(Array.from({ length: 5 }, () => takeAccountMail('unlock', 'user-parallel')));
    expect(unlocks.filter(Boolean)).toHaveLength(UNLOCK_MAILS_PER_HOUR);
  });
});

describe('a locked account', () => {
  it('is locked once its own budget is spent, not before, and the owner’s link ends the lock', async () => {
    const email = 'locked@staff.test';
    for (let attempt = 1; attempt <= SIGN_IN_ATTEMPTS; attempt += 1) await takeSignInAttempt(`192.0.2.${attempt}`, email);
    expect(await accountLocked(email)).toBe(false);
    expect(await takeSignInAttempt('192.0.2.99', email)).not.toBeNull();
    expect(await accountLocked(email)).toBe(true);
    await unlockAccount(email);
    expect(await accountLocked(email)).toBe(false);
    expect(await takeSignInAttempt('192.0.2.100', email)).toBeNull();
  });
});
