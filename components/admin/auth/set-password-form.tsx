'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { setPassword } from '@/lib/admin/auth-actions';
import { PASSWORD_MIN_LENGTH } from '@/lib/admin/limits';
import { AuthError, AuthField, SubmitButton } from './auth-fields';

type Problem = 'TOO_SHORT' | 'TOO_LONG' | 'COMMON' | 'MISMATCH';

export function SetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('admin.auth');
  const [state, action] = useActionState(setPassword, null);
  const problem = (name: string) => {
    const code = state?.fields?.[name] as Problem | undefined;
    return code ? t(`passwordErrors.${code}`, { min: PASSWORD_MIN_LENGTH }) : undefined;
  };
  return (
    <form action={action} className="space-y-4" noValidate>
      <p className="text-sm text-ink-muted">{t('setPasswordIntro', { min: PASSWORD_MIN_LENGTH })}</p>
      <AuthError state={state} />
      <input type="hidden" name="token" value={token} />
      <AuthField name="password" label={t('newPassword')} type="password" autoComplete="new-password" error={problem('password')} />
      <AuthField name="repeat" label={t('repeatPassword')} type="password" autoComplete="new-password" error={problem('repeat')} />
      <SubmitButton>{t('setPassword')}</SubmitButton>
    </form>
  );
}
