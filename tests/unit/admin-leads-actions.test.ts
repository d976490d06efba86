import { beforeEach, describe, expect, it, vi } from 'vitest';
import { can, type Area, type Role } from '@/lib/admin/roles';

// The leads screen's actions (app/admin/(staff)/leads/actions.ts): only the roles of the leads area may call them,
// and the two that go back to the inbox build that address from the form's query without leaving /admin/leads.
// The changes themselves are recorders here: their rules are tests/unit/admin-leads-desk.test.ts's.

const state = vi.hoisted(() => ({ role: 'sales' as string, log: [] as string[] }));

vi.mock('@/lib/admin/session', () => ({
  requireStaffAction: async (area: Area) => {
    if (!can(state.role as Role, area)) throw new Error('FORBIDDEN');
    return { id: 'u1', email: 'staff@staff.test', name: 'Staff', role: state.role, locale: 'ru', timeZone: 'Europe/Moscow', ip: '192.0.2.7', userAgent: 'test' };
  },
  actorOf: (staff: { id: string }) => ({ id: staff.id, email: 'staff@staff.test' }),
}));
const record = (name: string) => async (...args: unknown[]) => {
  state.log.push(`${name}:${JSON.stringify(args.slice(1))}`);
  return name === 'changeLeads' ? { ok: true, changed: 2 } : { ok: true };
};
vi.mock('@/lib/admin/leads/service', () => ({
  workLead: record('workLead'),
  takeLead: record('takeLead'),
  changeLeads: record('changeLeads'),
  mergeLeads: record('mergeLeads'),
  eraseLead: record('eraseLead'),
  saveLeadFilter: async (userId: string, query: string) => {
    state.log.push(`saveLeadFilter:${query}`);
    return { ok: true };
  },
}));
vi.mock('@/lib/admin/leads/tasks', () => ({ addTask: record('addTask'), setTaskDone: record('setTaskDone') }));
vi.mock('next/cache', () => ({ revalidatePath: () => undefined }));

const actions = await import('@/app/admin/(staff)/leads/actions');

const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(key, item);
  return data;
};

/** Where an action that ends in a redirect sends the browser (Next's redirect throws with the address). */
async function redirectOf(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? '';
    if (digest.startsWith('NEXT_REDIRECT')) return digest.split(';')[2]!;
    throw error;
  }
  throw new Error('no redirect');
}

const valid: Record<keyof typeof actions, Record<string, string | string[]>> = {
  workLeadAction: { leadId: 'l1', status: 'won', seenStatus: 'new', assigneeId: '', seenAssigneeId: '', note: '' },
  takeLeadAction: { leadId: 'l1' },
  addTaskAction: { leadId: 'l1', title: 'Перезвонить', due: '2026-11-27T15:30', ownerId: 'u1' },
  taskDoneAction: { taskId: 't1', done: 'yes' },
  mergeLeadAction: { leadId: 'l1', mergedId: 'l2', confirm: 'on' },
  bulkLeadsAction: { intent: 'status', ids: ['l1', 'l2'], status: 'won', query: '?q=x' },
  saveFilterAction: { query: '?status=new' },
  eraseAction: { leadId: 'l1', confirm: 'on' },
};

beforeEach(() => {
  state.log = [];
  state.role = 'sales';
});

describe('the leads screen actions', () => {
  it('refuse an editor, each of them, and change nothing', async () => {
    state.role = 'editor';
    for (const [name, fields] of Object.entries(valid)) {
      const action = actions[name as keyof typeof actions] as (state: null, data: FormData) => Promise<unknown>;
      await expect(action(null, form(fields)), name).rejects.toThrow('FORBIDDEN');
    }
    expect(state.log).toEqual([]);
  });

  it('read a task\'s time in the staff member\'s zone (15:30 in Moscow is 12:30 UTC)', async () => {
    expect(await actions.addTaskAction(null, form(valid.addTaskAction))).toMatchObject({ ok: true });
    expect(state.log).toEqual([`addTask:${JSON.stringify(['l1', { ownerId: 'u1', title: 'Перезвонить', dueAt: '2026-11-27T12:30:00.000Z' }])}`]);
  });

  it('go back to the inbox with its filter, never elsewhere, whatever query the form carries', async () => {
    expect(await redirectOf(actions.bulkLeadsAction(null, form(valid.bulkLeadsAction)))).toBe('/admin/leads?q=x&changed=2');
    for (const query of ['//evil.test', 'https://evil.test/', '?a#b', '/\\evil.test']) {
      const target = await redirectOf(actions.bulkLeadsAction(null, form({ ...valid.bulkLeadsAction, query })));
      expect(target, query).toMatch(/^\/admin\/leads\?/);
      expect(new URL(target, 'http://site.test').host, query).toBe('site.test');
    }
    // Nothing ticked: back to the inbox with the refusal, nothing changed.
    state.log = [];
    expect(await redirectOf(actions.bulkLeadsAction(null, form({ ...valid.bulkLeadsAction, ids: [] })))).toBe('/admin/leads?q=x&bulkError=INVALID');
    expect(state.log).toEqual([]);
    // A saved filter is a query of the inbox only.
    expect(await redirectOf(actions.saveFilterAction(null, form({ query: '//evil.test' })))).toBe('/admin/leads');
    expect(await redirectOf(actions.saveFilterAction(null, form(valid.saveFilterAction)))).toBe('/admin/leads?status=new&filterSaved=1');
    expect(state.log).toEqual(['saveLeadFilter:?status=new']);
  });
});
