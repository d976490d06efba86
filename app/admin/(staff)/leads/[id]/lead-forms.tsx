'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useActionState, useEffect } from 'react';
import { ActionStatus } from '@/components/admin/action-status';
import type { AdminActionState } from '@/lib/admin/action-state';
import { formFields } from '@/lib/admin/form-values';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { controlProps, FieldError, Label } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { addTaskAction, eraseAction, mergeLeadAction, takeLeadAction, taskDoneAction, workLeadAction } from '@/app/admin/(staff)/leads/actions';
import { LEAD_STATUSES, NOTE_MAX, type LeadStatusValue } from '@/lib/admin/leads/values';

// The lead page's forms. Each posts to its server action through useActionState, so it works before and
// without JavaScript; the answer (error or saved) shows beside the form.

type ErrorKey = 'status' | 'assignee' | 'noteTooLong' | 'confirmErase' | 'confirmMerge' | 'bothDealers' | 'notDuplicate' | 'sameLead' | 'title' | 'due' | 'owner';
const ERROR_KEYS: readonly string[] = ['status', 'assignee', 'noteTooLong', 'confirmErase', 'confirmMerge', 'bothDealers', 'notDuplicate', 'sameLead', 'title', 'due', 'owner'] satisfies ErrorKey[];

function useFieldError(state: AdminActionState, field: string) {
  const t = useTranslations('admin.leads.errors');
  const key = state && !state.ok ? state.fieldErrors?.[field] : undefined;
  return key && ERROR_KEYS.includes(key) ? t(key as ErrorKey) : undefined;
}

export type Person = { id: string; name: string; email: string };
const personLabel = (user: Person) => (user.name ? `${user.name} (${user.email})` : user.email);

type WorkProps = {
  leadId: string;
  status: LeadStatusValue;
  assignee: Person | null;
  /** The users who work leads; the current assignee is offered too when not among them (an admin, a disabled user). */
  assignees: Person[];
};

/**
 * The lead card: status, assignee and a note in one save. It sends the values it showed as `seen…`, so only what
 * was changed here is written. After a save it is drawn again from the saved lead (its key changes), so it never
 * shows an old value that a second save would write back; after a refusal it keeps what was typed.
 */
export function WorkForm({ leadId, status, assignee, assignees }: WorkProps) {
  const t = useTranslations('admin.leads');
  const router = useRouter();
  const [state, formAction, pending] = useActionState<AdminActionState, FormData>(workLeadAction, null);
  const fields = formFields(state, String);
  const statusError = useFieldError(state, 'status');
  const assigneeError = useFieldError(state, 'assigneeId');
  const noteError = useFieldError(state, 'note');
  const conflict = state?.ok === false && state.code === 'CONFLICT';
  // A colleague changed the lead meanwhile: the page is read again, and the card shows the lead as it is now.
  useEffect(() => {
    if (conflict) router.refresh();
  }, [conflict, state, router]);
  const options = assignee && !assignees.some((user) => user.id === assignee.id) ? [assignee, ...assignees] : assignees;
  const seenAssignee = assignee?.id ?? '';
  return (
    <form action={formAction} key={`${status}|${seenAssignee}|${state?.at ?? 0}`} className="space-y-4" data-testid="work-form" aria-labelledby="lead-work">
      <h2 id="lead-work" className="text-lg font-semibold">{t('workForm.heading')}</h2>
      <input type="hidden" name="leadId" value={leadId} />
      <input type="hidden" name="seenStatus" value={status} />
      <input type="hidden" name="seenAssigneeId" value={seenAssignee} />
      <div>
        <Label htmlFor="lead-status-select">{t('workForm.status')}</Label>
        <Select name="status" defaultValue={conflict ? status : fields.value('status', status)} {...controlProps('lead-status-select', null, statusError)}>
          {LEAD_STATUSES.map((value) => <option key={value} value={value}>{t(`statuses.${value}`)}</option>)}
        </Select>
        {statusError ? <FieldError id="lead-status-select-error">{statusError}</FieldError> : null}
      </div>
      <div>
        <Label htmlFor="lead-assignee-select">{t('workForm.assignee')}</Label>
        <Select name="assigneeId" defaultValue={conflict ? seenAssignee : fields.value('assigneeId', seenAssignee)} {...controlProps('lead-assignee-select', null, assigneeError)}>
          <option value="">{t('workForm.nobody')}</option>
          {options.map((user) => <option key={user.id} value={user.id}>{personLabel(user)}</option>)}
        </Select>
        {assigneeError ? <FieldError id="lead-assignee-select-error">{assigneeError}</FieldError> : null}
      </div>
      <div>
        <Label htmlFor="lead-note">{t('workForm.note')}</Label>
        <Textarea name="note" rows={3} maxLength={NOTE_MAX} defaultValue={fields.value('note', '')} {...controlProps('lead-note', 'lead-note-hint', noteError)} />
        <p id="lead-note-hint" className="mt-1 text-xs text-ink-muted">{t('workForm.noteHint')}</p>
        {noteError ? <FieldError id="lead-note-error">{noteError}</FieldError> : null}
      </div>
      <Button type="submit" disabled={pending} className="w-full sm:w-auto">{t('workForm.submit')}</Button>
      <ActionStatus state={state} success={t('workForm.saved')} />
    </form>
  );
}

type TaskFormProps = {
  leadId: string;
  owners: Person[];
  /** Preselected: me when I work leads, else the lead's assignee. */
  ownerId: string;
  /** The `datetime-local` value offered: the next full hour in my zone. */
  suggestedDue: string;
  zone: string;
};

/** "Call back at …": a task with a due time (in my zone) and an owner; drawn again empty after it was added. */
export function TaskForm({ leadId, owners, ownerId, suggestedDue, zone }: TaskFormProps) {
  const t = useTranslations('admin.leads');
  const [state, formAction, pending] = useActionState<AdminActionState, FormData>(addTaskAction, null);
  const fields = formFields(state, String);
  const titleError = useFieldError(state, 'title');
  const dueError = useFieldError(state, 'due');
  const ownerError = useFieldError(state, 'ownerId');
  return (
    <form action={formAction} key={state?.at ?? 0} className="space-y-3" data-testid="task-form">
      <input type="hidden" name="leadId" value={leadId} />
      <div>
        <Label htmlFor="task-title">{t('tasks.title')}</Label>
        <Input name="title" maxLength={200} required defaultValue={fields.value('title', t('tasks.titleDefault'))} {...controlProps('task-title', null, titleError)} />
        {titleError ? <FieldError id="task-title-error">{titleError}</FieldError> : null}
      </div>
      <div>
        <Label htmlFor="task-due">{t('tasks.due')}</Label>
        <Input name="due" type="datetime-local" required defaultValue={fields.value('due', suggestedDue)} {...controlProps('task-due', 'task-due-hint', dueError)} />
        <p id="task-due-hint" className="mt-1 text-xs text-ink-muted">{t('tasks.dueHint', { zone })}</p>
        {dueError ? <FieldError id="task-due-error">{dueError}</FieldError> : null}
      </div>
      <div>
        <Label htmlFor="task-owner">{t('tasks.owner')}</Label>
        <Select name="ownerId" defaultValue={fields.value('ownerId', ownerId)} {...controlProps('task-owner', null, ownerError)}>
          {owners.map((user) => <option key={user.id} value={user.id}>{personLabel(user)}</option>)}
        </Select>
        {ownerError ? <FieldError id="task-owner-error">{ownerError}</FieldError> : null}
      </div>
      <Button type="submit" variant="outline" disabled={pending}>{t('tasks.add')}</Button>
      <ActionStatus state={state} success={t('tasks.added')} />
    </form>
  );
}

/** Done, or open again. */
export function TaskToggle({ taskId, done }: { taskId: string; done: boolean }) {
  const t = useTranslations('admin.leads');
  const [state, formAction, pending] = useActionState<AdminActionState, FormData>(taskDoneAction, null);
  return (
    <form action={formAction} data-testid="task-toggle">
      <input type="hidden" name="taskId" value={taskId} />
      <input type="hidden" name="done" value={done ? 'no' : 'yes'} />
      <Button type="submit" size="sm" variant={done ? 'outline' : 'primary'} disabled={pending}>{done ? t('tasks.undo') : t('tasks.done')}</Button>
      {state && !state.ok ? <ActionStatus state={state} /> : null}
    </form>
  );
}

/** "Take it": one click assigns the lead to me. */
export function TakeForm({ leadId }: { leadId: string }) {
  const t = useTranslations('admin.leads');
  const [state, formAction, pending] = useActionState<AdminActionState, FormData>(takeLeadAction, null);
  return (
    <form action={formAction} className="space-y-2" data-testid="take-form">
      <input type="hidden" name="leadId" value={leadId} />
      <Button type="submit" variant="outline" disabled={pending} className="w-full">{t('take.submit')}</Button>
      {state && !state.ok ? <ActionStatus state={state} /> : null}
    </form>
  );
}

/** Merges one earlier lead into this one, once its "I understand" box is ticked. */
export function MergeForm({ leadId, merged }: { leadId: string; merged: { id: string; number: string } }) {
  const t = useTranslations('admin.leads');
  const [state, formAction, pending] = useActionState<AdminActionState, FormData>(mergeLeadAction, null);
  const error = useFieldError(state, 'confirm');
  const errorId = `merge-${merged.id}-error`;
  return (
    <form action={formAction} className="mt-2 flex flex-wrap items-center gap-3" data-testid="merge-form">
      <input type="hidden" name="leadId" value={leadId} />
      <input type="hidden" name="mergedId" value={merged.id} />
      <Checkbox name="confirm" label={t('duplicates.confirm', { number: merged.number })} aria-describedby={error ? errorId : undefined} />
      <Button type="submit" size="sm" variant="outline" disabled={pending}>{t('duplicates.merge')}</Button>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {state && !state.ok && !error ? <ActionStatus state={state} /> : null}
    </form>
  );
}

/** Erasing asks twice without scripts: the server refuses unless the "I understand" box is ticked. */
export function EraseForm({ leadId }: { leadId: string }) {
  const t = useTranslations('admin.leads');
  const [state, formAction, pending] = useActionState<AdminActionState, FormData>(eraseAction, null);
  const error = useFieldError(state, 'confirm');
  return (
    <form action={formAction} className="space-y-3" data-testid="erase-form">
      <input type="hidden" name="leadId" value={leadId} />
      <Checkbox name="confirm" label={t('erase.confirm')} aria-describedby={error ? 'lead-erase-error' : undefined} />
      {error ? <FieldError id="lead-erase-error">{error}</FieldError> : null}
      <Button type="submit" variant="danger" size="sm" disabled={pending}>{t('erase.submit')}</Button>
      {state && !state.ok && !error ? <ActionStatus state={state} /> : null}
    </form>
  );
}
