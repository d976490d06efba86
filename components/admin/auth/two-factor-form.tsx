'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { verifyTwoFactor } from '@/lib/admin/auth-actions';
import { AuthError, AuthField, SubmitButton } from './auth-fields';

export function TwoFactorForm({ backup, next }: { backup: boolean; next?: string }) {
  const t = useTranslations('admin.auth');
  const [state, action] = useActionState(verifyTwoFactor, null);
  return (
    <form action={action} className="space-y-4" noValidate>
      <p className="text-sm text-ink-muted">{backup ? t('backupIntro') : t('twoFactorIntro')}</p>
      <AuthError state={state} />
      <input type="hidden" name="method" value={backup ? 'backup' : 'totp'} />
      <input type="hidden" name="next" value={next ?? ''} />
      <AuthField name="code" label={backup ? t('backupCode') : t('code')} autoComplete="one-time-code" inputMode={backup ? 'text' : 'numeric'} />
      <SubmitButton>{t('verify')}</SubmitButton>
    </form>
  );
}
