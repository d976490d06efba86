'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { unlockSignIn } from '@/lib/admin/auth-actions';
import { AuthError, SubmitButton } from './auth-fields';

/** The unlock link's page asks for a press first: a mail scanner that opens the link unlocks nothing. */
export function UnlockForm({ token }: { token: string }) {
  const t = useTranslations('admin.auth');
  const [state, action] = useActionState(unlockSignIn, null);
  return (
    <form action={action} className="space-y-4" noValidate data-testid="unlock-form">
      <p className="text-sm">{t('unlockBody')}</p>
      <AuthError state={state} />
      <input type="hidden" name="token" value={token} />
      <SubmitButton>{t('unlockButton')}</SubmitButton>
    </form>
  );
}
