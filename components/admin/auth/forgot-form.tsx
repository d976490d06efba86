'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { requestPasswordReset } from '@/lib/admin/auth-actions';
import { AuthError, AuthField, SubmitButton } from './auth-fields';
import { Message } from '@/components/admin/message';

export function ForgotForm() {
  const t = useTranslations('admin.auth');
  const [state, action] = useActionState(requestPasswordReset, null);
  if (state?.done) {
    return (
      <Message tone="success">
        {t('forgotSent')}
      </Message>
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
