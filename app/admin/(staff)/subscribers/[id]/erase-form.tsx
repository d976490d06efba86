'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import type { AdminActionState } from '@/lib/admin/action-state';
import { ActionStatus } from '@/components/admin/action-status';
import { eraseSubscriberAction } from '@/app/admin/(staff)/subscribers/actions';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field';

/** Erasing asks twice without scripts: the server refuses unless the "I understand" box is ticked. */
export function EraseSubscriberForm({ subscriberId }: { subscriberId: string }) {
  const t = useTranslations('admin.subscribers.erase');
  const [state, formAction, pending] = useActionState<AdminActionState, FormData>(eraseSubscriberAction, null);
  const unconfirmed = state && !state.ok && state.fieldErrors?.confirm;
  return (
    <form action={formAction} className="space-y-3" data-testid="erase-subscriber-form">
      <input type="hidden" name="subscriberId" value={subscriberId} />
      <Checkbox name="confirm" label={t('confirm')} aria-describedby={unconfirmed ? 'subscriber-erase-error' : undefined} />
      {unconfirmed ? <FieldError id="subscriber-erase-error">{t('required')}</FieldError> : null}
      <Button type="submit" variant="danger" size="sm" disabled={pending}>{t('submit')}</Button>
      {state && !state.ok && !unconfirmed ? <ActionStatus state={state} /> : null}
    </form>
  );
}
