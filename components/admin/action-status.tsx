'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { toast } from 'sonner';
import type { AdminActionState } from '@/lib/admin/action-state';
import { Message } from '@/components/admin/message';

/**
 * Shows what a back-office action answered: an error in an alert next to the form (also without JavaScript,
 * since the server renders it), a success as a status line and, with JavaScript, a toast.
 */
export function ActionStatus({ state, success }: { state: AdminActionState; success?: string }) {
  const t = useTranslations('admin.common');
  const message = state?.ok ? (state.message ?? success ?? t('saved')) : null;
  useEffect(() => {
    if (state?.ok && message) toast.success(message);
  }, [state, message]);
  if (!state) return null;
  if (state.ok) {
    return (
      <Message tone="success">
        {message}
      </Message>
    );
  }
  return (
    <Message tone="error" testId="action-error">
      <p>{state.code === 'INTERNAL' && state.ref ? t('errors.INTERNAL_REF', { ref: state.ref }) : t(`errors.${state.code}`)}</p>
      {state.code === 'CONFLICT' ? (
        <a href="" className="mt-1 inline-block underline">
          {t('reload')}
        </a>
      ) : null}
    </Message>
  );
}
