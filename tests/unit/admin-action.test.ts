import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { AdminActionState } from '@/lib/admin/action-state';
import type { Refused } from '@/lib/admin/refusal';

// lib/admin/action.ts, the one shape of a back-office server action. The session gate and Next's redirect,
// revalidation and error report are replaced by recorders: what is checked here is the order and the answers.
// The gate itself (401, 403, Origin) is checked end to end by the admin e2e tests.

const calls = vi.hoisted(() => ({ log: [] as string[], reports: [] as { tags: Record<string, string> }[], refuse: null as null | 'FORBIDDEN' }));

vi.mock('@/lib/admin/session', () => ({
  requireStaffAction: async (area: string) => {
    calls.log.push(`gate:${area}`);
    if (calls.refuse) throw new Error(calls.refuse);
    return { id: 'u1', email: 'editor@staff.test', name: 'Editor', role: 'editor', locale: 'it', ip: '192.0.2.7', userAgent: 'test' };
  },
}));
vi.mock('next/cache', () => ({ revalidatePath: (path: string, type: string) => calls.log.push(`revalidate:${path}:${type}`) }));
class Redirect extends Error {
  constructor(readonly url: string) {
    super('NEXT_REDIRECT');
  }
}
vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Redirect(url);
  },
  unstable_rethrow: (error: unknown) => {
    if (error instanceof Redirect) throw error;
  },
}));
vi.mock('@sentry/nextjs', () => ({ captureException: (_error: unknown, context: { tags: Record<string, string> }) => calls.reports.push(context) }));

const { staffAction } = await import('@/lib/admin/action');
const { readForm } = await import('@/lib/admin/form-schema');

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

const schema = z.object({
  id: z.string('NOT_FOUND').min(1, 'NOT_FOUND'),
  name: z.string().trim().min(1, 'required'),
  rows: z.array(z.object({ label: z.string().min(2, 'tooShort') })).default([]),
});

type Outcome = { ok: true; id: string } | Refused<'CONFLICT' | 'IN_USE'>;

function action(run: (input: z.output<typeof schema>) => Promise<Outcome>, extra: { back?: (code: string) => string; done?: 'redirect' } = {}) {
  return staffAction({
    area: 'catalogue',
    schema,
    run: (input) => {
      calls.log.push('run');
      return run(input);
    },
    revalidate: (input) => ['/admin/catalogue', `/admin/catalogue/${input.id}`],
    done: extra.done === 'redirect' ? (result) => ({ redirect: `/admin/catalogue/${result.id}?done=saved` }) : undefined,
    back: extra.back,
    redisplay: { intent: 'rows', message: async () => 'More rows.' },
  });
}

const saved = async (input: { id: string }): Promise<Outcome> => ({ ok: true, id: input.id });
const rejectsWith = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof Redirect)) throw new Error(`expected a redirect, got ${String(error)}`);
  return error.url;
};

beforeEach(() => {
  calls.log = [];
  calls.reports = [];
  calls.refuse = null;
});

describe('a staff action', () => {
  it('checks the gate before it reads the form, and runs nothing when the gate refuses', async () => {
    calls.refuse = 'FORBIDDEN';
    await expect(action(saved)(null, form({ id: 'p1', name: 'Split' }))).rejects.toThrow('FORBIDDEN');
    expect(calls.log).toEqual(['gate:catalogue']);
  });

  it('reads nested fields through Conform and answers each field’s message key, keyed like the form, changing nothing', async () => {
    const state = await action(saved)(null, form({ id: 'p1', name: ' ', 'rows[0].label': 'ok', 'rows[1].label': 'x' }));
    expect(state).toMatchObject({ ok: false, code: 'INVALID', fieldErrors: { name: 'required', 'rows[1].label': 'tooShort' } });
    expect(state?.values).toEqual({ id: 'p1', name: ' ', rows: [{ label: 'ok' }, { label: 'x' }] });
    expect(calls.log).toEqual(['gate:catalogue']);
  });

  it('answers a message in capitals as the whole form’s code (a bad id is NOT_FOUND)', async () => {
    expect(await action(saved)(null, form({ id: '', name: 'Split' }))).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });

  it('returns a refusal as its typed code, and a code the form does not know as INVALID on `form`', async () => {
    expect(await action(async () => ({ ok: false, code: 'CONFLICT' }))(null, form({ id: 'p1', name: 'Split' }))).toMatchObject({ ok: false, code: 'CONFLICT' });
    expect(await action(async () => ({ ok: false, code: 'IN_USE' }))(null, form({ id: 'p1', name: 'Split' }))).toMatchObject({ ok: false, code: 'INVALID', fieldErrors: { form: 'IN_USE' } });
    expect(calls.log.filter((entry) => entry.startsWith('revalidate'))).toEqual([]);
  });

  it('revalidates what it declares after a success, then answers or goes where `done` says', async () => {
    const state = await action(saved)(null, form({ id: 'p1', name: 'Split' }));
    expect(state).toMatchObject({ ok: true });
    expect(calls.log).toEqual(['gate:catalogue', 'run', 'revalidate:/admin/catalogue:layout', 'revalidate:/admin/catalogue/p1:layout']);
    expect(await rejectsWith(action(saved, { done: 'redirect' })(null, form({ id: 'p2', name: 'Split' })))).toBe('/admin/catalogue/p2?done=saved');
  });

  it('reports an unexpected error with a reference and answers INTERNAL with it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const state = await action(async () => {
      throw new Error('disk full');
    })(null, form({ id: 'p1', name: 'Split' }));
    expect(state).toMatchObject({ ok: false, code: 'INTERNAL' });
    const ref = (state as Extract<AdminActionState, { ok: false }>).ref;
    expect(ref).toMatch(/^[0-9a-f]{8}$/);
    expect(calls.reports).toEqual([{ tags: { adminAction: 'catalogue', ref } }]);
  });

  it('on a server page, answers every failure by redirect: the code, and the reference of an unexpected error', async () => {
    const back = (code: string) => `/admin/catalogue/p1?error=${code}`;
    expect(await rejectsWith(action(saved, { back })(form({ id: 'p1', name: '' })))).toBe('/admin/catalogue/p1?error=INVALID');
    expect(await rejectsWith(action(async () => ({ ok: false, code: 'CONFLICT' }), { back })(form({ id: 'p1', name: 'Split' })))).toBe('/admin/catalogue/p1?error=CONFLICT');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = await rejectsWith(
      action(async () => {
        throw new Error('disk full');
      }, { back })(form({ id: 'p1', name: 'Split' })),
    );
    expect(failed).toMatch(/^\/admin\/catalogue\/p1\?error=INTERNAL&ref=[0-9a-f]{8}$/);
  });

  it('called by its id with something else than form data, reads an empty form: refused (here, no id) and nothing runs', async () => {
    const crafted = action(saved) as unknown as (state: null, body: unknown) => Promise<AdminActionState>;
    expect(await crafted(null, { id: 'p1', name: 'Split' })).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(calls.log).toEqual(['gate:catalogue']);
  });

  it('a "More rows" button shows the form again as sent, checking and saving nothing', async () => {
    const state = await action(saved)(null, form({ id: 'p1', name: '', intent: 'rows', 'rows[0].label': 'x' }));
    expect(state).toMatchObject({ ok: true, message: 'More rows.', values: { id: 'p1', rows: [{ label: 'x' }] } });
    expect(calls.log).toEqual(['gate:catalogue']);
  });
});

describe('reading a form', () => {
  it('refuses a list index past any form’s rows at once, without building the list (a crafted parts[4294967294])', () => {
    expect(readForm(form({ id: 'p1', name: 'Split', 'rows[4294967294].label': 'x' }), schema)).toEqual({ ok: false, code: 'INVALID', fieldErrors: {}, sent: {} });
    // Up to the limit the list is read (and its 999 missing rows are errors of their own).
    const atLimit = readForm(form({ id: 'p1', name: 'Split', 'rows[999].label': 'xy' }), schema);
    expect(atLimit.ok ? [] : Object.keys(atLimit.fieldErrors)).toContain('rows[998]');
  });

  it('ignores Conform’s own control fields, which no form of ours sends, instead of failing on them', () => {
    expect(readForm(form({ id: 'p1', name: 'Split', __intent__: '{not json', __state__: '{' }), schema)).toMatchObject({ ok: true, value: { id: 'p1', name: 'Split' } });
  });

  it('shows an error of one item of a list on the list as well, where the form shows it', () => {
    const ids = z.object({ productIds: z.array(z.string().max(3, 'tooLong')) });
    expect(readForm(form({ productIds: 'abcdef' }), z.object({ productIds: z.preprocess((v) => [v].flat(), ids.shape.productIds) }))).toMatchObject({
      ok: false,
      fieldErrors: { 'productIds[0]': 'tooLong', productIds: 'tooLong' },
    });
  });
});
