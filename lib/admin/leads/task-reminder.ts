import { taskReminderMail } from '@/lib/admin/mails';
import * as clock from '@/lib/clock';
import type { Prisma } from '@/lib/generated/prisma/client';
import { enqueueMail } from '@/lib/mail/outbox';

/**
 * The `lead-task` job's change: queues the owner's reminder of a task that is due, once. A task done, already
 * reminded, moved later (its own job will come) or gone is left alone; runs in the job's transaction, so a
 * retried job never mails twice.
 */
export async function remindTask(tx: Prisma.TransactionClient, taskId: string, now = clock.now()): Promise<boolean> {
  const task = await tx.leadTask.findUnique({
    where: { id: taskId },
    include: {
      owner: { select: { email: true, locale: true, timeZone: true, banned: true } },
      lead: { select: { id: true, number: true, name: true, companyName: true, phone: true } },
    },
  });
  if (!task || task.doneAt || task.remindedAt || task.dueAt > now || task.owner.banned) return false;
  await enqueueMail(tx, { ...taskReminderMail(task.owner, task, task.lead), leadId: task.leadId });
  await tx.leadTask.update({ where: { id: taskId }, data: { remindedAt: now } });
  return true;
}
