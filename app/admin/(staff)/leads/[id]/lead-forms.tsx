'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { ActionStatus } from '@/components/admin/action-status';
import type { AdminActionState } from '@/lib/admin/action-state';
import { formFields } from '@/lib/admin/form-values';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { controlProps, FieldError, Label } from '@/components/ui/field';
import { Select, Textarea } from '@/components/ui/input';
import { addNoteAction, assignAction, changeStatusAction, eraseAction } from '@/app/admin/(staff)/leads/actions';
import { LEAD_STATUSES, NOTE_MAX, type LeadStatusValue } from '@/lib/admin/leads/values';

// The lead page's forms. Each posts to its server action through useActionState, so it works before and
// without JavaScript; the answer (error or saved) shows beside the form.

type ErrorKey = 'status' | 'assignee' | 'noteEmpty' | 'noteTooLong' | 'confirmErase';
const ERROR_KEYS: readonly string[] = ['status', 'assignee', 'noteEmpty', 'noteTooLong', 'confirmErase'] satisfies ErrorKey[];

function useFieldError(state: AdminActionState, field: string) {
  const t = useTranslations('admin.leads.errors');
  const key = state && !state.ok ? state.fieldErrors?.[field] : undefined;
  return key && ERROR_KEYS.includes(key) ? t(key as ErrorKey) : undefined;
}

export function StatusForm({ leadId, status }: { leadId: string; status: LeadStatusValue }) {
  const t = useTranslations('admin.leads');
  const [state, formAction, pending] = useActionState<AdminActionState, FormData>(changeStatusAction, null);
  const error = useFieldError(state, 'status');
  return (
    <form action={formAction} className="space-y-2" data-testid="status-form">
      <input type="hidden" name="leadId" value={leadId} />
      <Label htmlFor="lead-status-select">{t('statusForm.label')}</Label>
      <div className="flex flex-wrap gap-2">
        <div className="min-w-40 flex-1">
          <Select name="status" defaultValue={status} {...controlProps('lead-status-select', null, error)}>
            {LEAD_STATUSES.map((value) => <option key={value} value={value}>{t(`statuses.${value}`)}</option>)}
          </Select>
        </div>
        <Button type="submit" size="sm" disabled={pending}>{t('statusForm.submit')}</Button>
      </div>
      {error ? <FieldError id="lead-status-select-error">{error}</FieldError> : null}
      <ActionStatus state={state} success={t('statusForm.saved')} />
    </form>
  );
}

type Assignee = { id: string; name: string; email: string };

export function AssignForm({ leadId, assigneeId, assignees }: { leadId: string; assigneeId: string | null; assignees: Assignee[] }) {
  const t = useTranslations('admin.leads');
  const [state, formAction, pending] = useActionState<AdminActionState, FormData>(assignAction, null);
  const error = useFieldError(state, 'assigneeId');
  return (
    <form action={formAction} className="space-y-2" data-testid="assign-form">
      <input type="hidden" name="leadId" value={leadId} />
      <Label htmlFor="lead-assignee-select">{t('assignForm.label')}</Label>
      <div className="flex flex-wrap gap-2">
        <div className="min-w-40 flex-1">
          <Select name="assigneeId" defaultValue={assigneeId ?? ''} {...controlProps('lead-assignee-select', null, error)}>
            <option value="">{t('assignForm.nobody')}</option>
            {assignees.map((user) => <option key={user.id} value={user.id}>{user.name ? `${user.name} (${user.email})` : user.email}</option>)}
          </Select>
        </div>
        <Button type="submit" size="sm" variant="outline" disabled={pending}>{t('assignForm.submit')}</Button>
      </div>
      {error ? <FieldError id="lead-assignee-select-error">{error}</FieldError> : null}
      <ActionStatus state={state} success={t('assignForm.saved')} />
    </form>
  );
}

export function NoteForm({ leadId }: { leadId: string }) {
  const t = useTranslations('admin.leads');
  const [state, formAction, pending] = useActionState<AdminActionState, FormData>(addNoteAction, null);
  const error = useFieldError(state, 'note');
  // A refused note is shown again (React empties a form after its action); a saved one leaves the box empty.
  const typed = formFields(state, String).value('note', '');
  return (
    <form action={formAction} key={state?.at ?? 0} className="space-y-2" data-testid="note-form">
      <input type="hidden" name="leadId" value={leadId} />
      <Label htmlFor="lead-note">{t('noteForm.label')}</Label>
      <Textarea name="note" rows={3} maxLength={NOTE_MAX} required defaultValue={typed} {...controlProps('lead-note', null, error)} />
      {error ? <FieldError id="lead-note-error">{error}</FieldError> : null}
      <Button type="submit" size="sm" disabled={pending}>{t('noteForm.submit')}</Button>
      <ActionStatus state={state} success={t('noteForm.saved')} />
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
