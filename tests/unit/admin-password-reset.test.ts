import { beforeEach, describe, expect, it, vi } from 'vitest';

// "Forgot password", and a sign-in refused for too many attempts, answer every address the same, in the same
// time: within the request they read no account; whether the address has one, and its link and mail, come after
// the answer (next/server's `after`). Then at most RESET_MAILS_PER_HOUR reset links, and UNLOCK_MAILS_PER_HOUR
// unlock links, an hour go to one account. The pieces around them are recorders here; the whole flows, mail and
// link included, are tests/e2e/ui/admin-auth.spec.ts's.

const calls = vi.hoisted(() => ({
  log: [] as string[],
  later: [] as (() => Promise<unknown>)[],
  accounts: new Map<string, { id: string; email: string; banned: boolean }>(),
  recent: 0,
  wait: null as number | null,
  locked: false,
}));

vi.mock('next/server', () => ({ after: (task: () => Promise<unknown>) => calls.later.push(task) }));
vi.mock('next/headers', () => ({ headers: async () => new Headers(), cookies: async () => ({ get: () => undefined }) }));
vi.mock('next/navigation', () => ({ redirect: () => undefined }));
vi.mock('@/lib/http/guards', () => ({ originAllowed: () => true }));
vi.mock('@/lib/http/client-ip', () => ({ requestClient: () => ({ ip: '192.0.2.7', userAgent: 'test' }) }));
vi.mock('@/lib/http/rate-limit', () => ({ takeRateLimit: async () => null }));
vi.mock('@/lib/admin/session', () => ({ actorOf: () => ({}), getStaff: async () => null, requireStaffAction: async () => ({}), TWO_FACTOR_SETUP_PATH: '/admin/account/two-factor' }));
vi.mock('@/lib/admin/sign-in-limit', () => ({
  signInSucceeded: async () => undefined,
  takeSignInAttempt: async () => calls.wait,
  accountLocked: async () => calls.locked,
  // The budget itself is tests/unit/admin-sign-in-limit.test.ts's: here, spent or not.
  takeAccountMail: async () => calls.recent === 0,
  unlockAccount: async () => undefined,
}));
vi.mock('@/lib/admin/mails', () => ({ queueUnlockMail: async (user: { email: string }, token: string) => calls.log.push(`unlock mail:${user.email}:${token}`) }));
vi.mock('@/lib/admin/two-factor', () => ({ pendingTwoFactorUser: async () => null, recordUsedCode: async () => undefined, wasCodeUsed: async () => false }));
vi.mock('@/lib/admin/i18n', () => ({ ADMIN_LOCALE_COOKIE: 'admin-locale' }));
vi.mock('@/lib/admin/accounts', () => ({
  accounts: {
    findAccount: async ({ email }: { email: string }) => {
      calls.log.push(`find:${email}`);
      return calls.accounts.get(email) ?? null;
    },
    unlockToken: async () => 'token-1',
  },
  recordSignInEvent: async (_actor: unknown, event: string) => calls.log.push(event),
}));
vi.mock('@/lib/admin/auth', () => ({
  getAuth: async () => ({ api: { requestPasswordReset: async ({ body }: { body: { email: string } }) => calls.log.push(`link:${body.email}`) } }),
}));

const { requestPasswordReset, signIn } = await import('@/lib/admin/auth-actions');

const ask = (email: string) => {
  const data = new FormData();
  data.append('email', email);
  return requestPasswordReset(null, data);
};
const signInAs = (email: string) => {
  const data = new FormData();
  data.append('email', email);
  data.append('password', 'a wrong password');
  return signIn(null, data);
};
const runLater = async () => {
  for (const task of calls.later.splice(0)) await task();
};

describe('forgot password', () => {
  beforeEach(() => {
    calls.log = [];
    calls.later = [];
    calls.recent = 0;
    calls.wait = null;
    calls.locked = false;
    calls.accounts = new Map([['sales@staff.test', { id: 'u1', email: 'sales@staff.test', banned: false }]]);
  });

  it('answers a known and an unknown address alike, having read no account yet', async () => {
    expect(await ask('sales@staff.test')).toEqual({ done: true });
    expect(await ask('nobody@staff.test')).toEqual({ done: true });
    expect(calls.log).toEqual([]);
    await runLater();
    expect(calls.log).toEqual(['find:sales@staff.test', 'user.password_reset_request', 'link:sales@staff.test', 'find:nobody@staff.test']);
  });

  it('sends nothing to a disabled account, nor past three links in the hour', async () => {
    calls.accounts.set('gone@staff.test', { id: 'u2', email: 'gone@staff.test', banned: true });
    await ask('gone@staff.test');
    calls.recent = 3;
    await ask('sales@staff.test');
    await runLater();
    expect(calls.log).toEqual(['find:gone@staff.test', 'find:sales@staff.test']);
  });
});

describe('a sign-in refused for too many attempts', () => {
  beforeEach(() => {
    calls.log = [];
    calls.later = [];
    calls.recent = 0;
    calls.wait = 900;
    calls.locked = true;
    calls.accounts = new Map([['sales@staff.test', { id: 'u1', email: 'sales@staff.test', banned: false }]]);
  });

  it("mails a locked account's owner an unlock link after the answer, the same answer for any address", async () => {
    expect(await signInAs('sales@staff.test')).toMatchObject({ error: 'tooManyAttempts' });
    expect(await signInAs('nobody@staff.test')).toMatchObject({ error: 'tooManyAttempts' });
    expect(calls.log).toEqual([]);
    await runLater();
    expect(calls.log).toEqual(['find:sales@staff.test', 'user.unlock_mail', 'unlock mail:sales@staff.test:token-1', 'find:nobody@staff.test']);
  });

  it("mails nothing when only the address's budget is spent, nor a second link within the hour", async () => {
    calls.locked = false;
    await signInAs('sales@staff.test');
    await runLater();
    calls.locked = true;
    calls.recent = 1;
    await signInAs('sales@staff.test');
    await runLater();
    expect(calls.log).toEqual(['find:sales@staff.test', 'find:sales@staff.test']);
  });
});
