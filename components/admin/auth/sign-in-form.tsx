'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { signIn } from '@/lib/admin/auth-actions';
import { AuthError, AuthField, SubmitButton } from './auth-fields';

export function SignInForm({ next }: { next?: string }) {
  const t = useTranslations('admin.auth');
  const [state, action] = useActionState(signIn, null);
  return (
    <form action={action} className="space-y-4" noValidate>
      <AuthError state={state} />
      <input type="hidden" name="next" value={next ?? ''} />
      <AuthField name="email" label={t('email')} type="email" autoComplete="username" defaultValue={state?.email} />
      <AuthField name="password" label={t('password')} type="password" autoComplete="current-password" />
      <SubmitButton>{t('signIn')}</SubmitButton>
    </form>
  );
}
