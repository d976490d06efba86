import { beforeEach, describe, expect, it, vi } from 'vitest';

// The users screen's two actions that end something (every session of an account, its second factor) act only
// with the "I understand" box ticked; enabling an account again needs nothing. The gate and the accounts are
// recorders here: the accounts' own rules are tests/unit/admin-users.test.ts's.

const calls = vi.hoisted(() => ({ log: [] as string[] }));

vi.mock('@/lib/admin/session', () => ({
  requireStaffAction: async () => ({ id: 'u1', email: 'admin@staff.test', name: 'Admin', role: 'admin', locale: 'en', ip: '192.0.2.7', userAgent: 'test' }),
  actorOf: (staff: { id: string }) => ({ userId: staff.id }),
}));
vi.mock('@/lib/admin/accounts', () => ({
  accounts: {
    setDisabled: async (userId: string, disabled: boolean) => {
      calls.log.push(`disabled:${userId}:${disabled}`);
      return { ok: true };
    },
    resetTwoFactor: async (userId: string) => {
      calls.log.push(`reset:${userId}`);
      return { ok: true };
    },
  },
}));
vi.mock('@/lib/mail/outbox', () => ({ enqueueMail: async () => undefined, wakeSender: () => undefined }));
vi.mock('next/cache', () => ({ revalidatePath: () => undefined }));

const { removeTwoFactor, toggleDisabled } = await import('@/app/admin/(staff)/users/actions');

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

describe('the users screen', () => {
  beforeEach(() => {
    calls.log = [];
  });

  it('disables an account only when the confirmation is ticked', async () => {
    expect(await toggleDisabled(null, form({ userId: 'u2', disabled: 'true' }))).toMatchObject({ ok: false, code: 'CONFIRM' });
    expect(await toggleDisabled(null, form({ userId: 'u2', disabled: 'true', confirm: 'on' }))).toMatchObject({ ok: false, code: 'CONFIRM' });
    expect(calls.log).toEqual([]);
    expect(await toggleDisabled(null, form({ userId: 'u2', disabled: 'true', confirm: 'yes' }))).toMatchObject({ ok: true });
    expect(calls.log).toEqual(['disabled:u2:true']);
  });

  it('enables an account again without a confirmation', async () => {
    expect(await toggleDisabled(null, form({ userId: 'u2', disabled: 'false' }))).toMatchObject({ ok: true });
    expect(calls.log).toEqual(['disabled:u2:false']);
  });

  it('removes a second factor only when the confirmation is ticked', async () => {
    expect(await removeTwoFactor(null, form({ userId: 'u2' }))).toMatchObject({ ok: false, code: 'CONFIRM' });
    expect(calls.log).toEqual([]);
    expect(await removeTwoFactor(null, form({ userId: 'u2', confirm: 'yes' }))).toMatchObject({ ok: true });
    expect(calls.log).toEqual(['reset:u2']);
  });
});
