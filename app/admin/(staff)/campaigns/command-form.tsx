'use client';

import { useTranslations } from 'next-intl';
import { useActionState, type ReactNode } from 'react';
import { ActionStatus } from '@/components/admin/action-status';
import { Button, type ButtonVariant } from '@/components/ui/button';
import type { AdminActionState } from '@/lib/admin/action-state';
import type { StaffAction } from '@/lib/admin/action';

type Props = {
  action: StaffAction;
  id: string;
  version?: number;
  label: string;
  success?: string;
  variant?: ButtonVariant;
  /** More fields (a locale, a confirmation); a missing confirmation is reported below them. */
  children?: ReactNode;
  testId?: string;
};

/** A one-button form of the campaign screen (send, pause, resume, test mail) with its answer. */
export function CommandForm({ action, id, version, label, success, variant, children, testId }: Props) {
  const t = useTranslations('admin.campaigns');
  const [state, formAction, pending] = useActionState<AdminActionState, FormData>(action, null);
  const errors = state && !state.ok ? (state.fieldErrors ?? {}) : {};
  return (
    <form action={formAction} className="space-y-3" data-testid={testId}>
      <input type="hidden" name="id" value={id} />
      {version ? <input type="hidden" name="version" value={version} /> : null}
      <ActionStatus state={state} success={success} />
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t(`errors.${errors.form as 'incomplete'}`)}
        </p>
      ) : null}
      {children}
      {errors.confirm ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('errors.confirmRequired')}
        </p>
      ) : null}
      <Button type="submit" variant={variant} aria-disabled={pending || undefined}>
        {label}
      </Button>
    </form>
  );
}
