'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { toast } from 'sonner';
import type { AdminActionState } from '@/lib/admin/action-state';

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
      <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
        {message}
      </p>
    );
  }
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800" data-testid="action-error">
      <p>{state.code === 'INTERNAL' && state.ref ? t('errors.INTERNAL_REF', { ref: state.ref }) : t(`errors.${state.code}`)}</p>
      {state.code === 'CONFLICT' ? (
        <a href="" className="mt-1 inline-block underline">
          {t('reload')}
        </a>
      ) : null}
    </div>
  );
}
