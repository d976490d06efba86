import 'server-only';
import { recordAudit, type Actor } from '@/lib/admin/audit';
import { refusals, type Refusals, type Refused } from '@/lib/admin/refusal';
import { LEAD_WORKER_ROLES } from '@/lib/admin/roles';
import * as clock from '@/lib/clock';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { enqueueJob, wakeJobRunner } from '@/lib/jobs/queue';
import { dayIn, nextDay, startOfDay } from '../time-zone';

// "Call back at …" (issue 30, item 5): a task on a lead, with a due time and an owner who works leads. At the due
// time a job of the runner (lib/jobs/kinds.ts, `lead-task`) mails the owner once (lib/leads/task-mail.ts). Adding,
// finishing and reopening a task are on the lead's timeline and in the audit log; the task's words are the
// staff member's, so the audit entry names the task, not its text (as for notes).

export type TaskResult = { ok: true } | Refused<'NOT_FOUND' | 'INVALID'>;
const refusal: Refusals<'NOT_FOUND' | 'INVALID'> = refusals();
const DONE = { ok: true } as const;

/** The reminder's job: one per task and due time (a task reopened or moved gets its own). */
async function queueReminder(tx: Prisma.TransactionClient, task: { id: string; dueAt: Date }) {
  await enqueueJob(tx, { kind: 'lead-task', payload: { taskId: task.id }, runAt: task.dueAt, dedupeKey: `lead-task:${task.id}:${task.dueAt.getTime()}` });
}

export async function addTask(actor: Actor, leadId: string, task: { ownerId: string; title: string; dueAt: Date }): Promise<TaskResult> {
  const result = await refusal.refusable(() => db.$transaction(async (tx) => {
    const lead = await tx.lead.findUnique({ where: { id: leadId }, select: { id: true } });
    if (!lead) refusal.refuse('NOT_FOUND');
    const owner = await tx.user.findFirst({ where: { id: task.ownerId, role: { in: [...LEAD_WORKER_ROLES] }, NOT: { banned: true } }, select: { id: true } });
    if (!owner) refusal.refuse('INVALID', { ownerId: 'owner' });
    const created = await tx.leadTask.create({ data: { leadId, ownerId: task.ownerId, createdById: actor.id, title: task.title, dueAt: task.dueAt } });
    await tx.leadEvent.create({ data: { leadId, userId: actor.id, kind: 'task', note: task.title, to: task.dueAt.toISOString(), from: task.ownerId } });
    await recordAudit(tx, actor, 'lead.task', { entityId: leadId, meta: { taskId: created.id, ownerId: task.ownerId, dueAt: task.dueAt.toISOString() } });
    await queueReminder(tx, created);
    return DONE;
  }));
  if (result.ok) wakeJobRunner();
  return result;
}

/** Marks a task done, or open again (its reminder is queued again when it has not been sent for this due time). */
export async function setTaskDone(actor: Actor, taskId: string, done: boolean): Promise<TaskResult> {
  const result = await refusal.refusable(() => db.$transaction(async (tx) => {
    const task = await tx.leadTask.findUnique({ where: { id: taskId } });
    if (!task) refusal.refuse('NOT_FOUND');
    if (Boolean(task.doneAt) === done) return DONE;
    await tx.leadTask.update({ where: { id: taskId }, data: { doneAt: done ? clock.now() : null } });
    await tx.leadEvent.create({ data: { leadId: task.leadId, userId: actor.id, kind: done ? 'task_done' : 'task_undone', note: task.title } });
    await recordAudit(tx, actor, done ? 'lead.task_done' : 'lead.task_undone', { entityId: task.leadId, meta: { taskId } });
    if (!done && !task.remindedAt) await queueReminder(tx, task);
    return DONE;
  }));
  if (result.ok) wakeJobRunner();
  return result;
}

/** A lead's tasks: open ones by due time, then the done ones. */
export function leadTasks(leadId: string) {
  return db.leadTask.findMany({
    where: { leadId },
    orderBy: [{ doneAt: { sort: 'asc', nulls: 'first' } }, { dueAt: 'asc' }],
    include: { owner: { select: { id: true, name: true, email: true } } },
  });
}

/** My open tasks that are overdue or due today in my zone, soonest first, with their leads. */
export function myTasks(userId: string, timeZone: string, at = clock.now()) {
  const endOfToday = startOfDay(nextDay(dayIn(at, timeZone)), timeZone);
  return db.leadTask.findMany({
    where: { ownerId: userId, doneAt: null, dueAt: { lt: endOfToday } },
    orderBy: { dueAt: 'asc' },
    take: 50,
    include: { lead: { select: { id: true, number: true, name: true, companyName: true } } },
  });
}
