'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { requestPasswordReset } from '@/lib/admin/auth-actions';
import { AuthError, AuthField, SubmitButton } from './auth-fields';

export function ForgotForm() {
  const t = useTranslations('admin.auth');
  const [state, action] = useActionState(requestPasswordReset, null);
  if (state?.done) {
    return (
      <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
        {t('forgotSent')}
      </p>
    );
  }
  return (
    <form action={action} className="space-y-4" noValidate>
      <p className="text-sm text-ink-muted">{t('forgotIntro')}</p>
      <AuthError state={state} />
      <AuthField name="email" label={t('email')} type="email" autoComplete="username" error={state?.fields?.email ? t('invalidEmail') : undefined} />
      <SubmitButton>{t('sendLink')}</SubmitButton>
    </form>
  );
}
