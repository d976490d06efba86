'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { enrolTwoFactor } from '@/lib/admin/auth-actions';
import { AuthField, SubmitButton } from './auth-fields';

/** Two-factor enrolment in two steps of one form: the password, then the QR code, key, backup codes and a code. */
export function EnrolForm() {
  const t = useTranslations('admin.auth');
  const [state, action] = useActionState(enrolTwoFactor, null);
  const error = state?.error ? t(state.error as 'tooManyAttempts', state.step === 'password' ? state.errorValues : undefined) : undefined;

  if (state?.step !== 'verify') {
    return (
      <form action={action} className="max-w-sm space-y-4" noValidate data-testid="enrol-form">
        <p className="text-sm text-ink-muted">{t('enrolPasswordIntro')}</p>
        <input type="hidden" name="step" value="password" />
        <AuthField name="password" label={t('password')} type="password" autoComplete="current-password" error={error} />
        <SubmitButton>{t('confirmPassword')}</SubmitButton>
      </form>
    );
  }
  return (
    <form action={action} className="max-w-xl space-y-5" noValidate data-testid="enrol-form">
      <p className="text-sm">{t('enrolScan')}</p>
      {/* The SVG is made on the server from the otpauth URI (qrcode), not from anything a visitor sent. */}
      <div className="size-48 rounded border border-slate-200 bg-white p-2" role="img" aria-label="QR" dangerouslySetInnerHTML={{ __html: state.qrSvg }} />
      <p className="text-sm">
        {t('secretKey')}: <code className="rounded bg-slate-100 px-2 py-1 font-mono break-all" data-testid="totp-secret">{state.secret}</code>
      </p>
      <div>
        <p className="text-sm">{t('enrolBackup')}</p>
        <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm sm:grid-cols-5" data-testid="backup-codes">
          {state.backupCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </div>
      <p className="text-sm">{t('enrolConfirm')}</p>
      <input type="hidden" name="step" value="verify" />
      <input type="hidden" name="totpUri" value={state.totpUri} />
      <input type="hidden" name="backupCodes" value={state.backupCodes.join(',')} />
      <div className="max-w-sm space-y-4">
        <AuthField name="code" label={t('code')} autoComplete="one-time-code" inputMode="numeric" error={error} />
        <SubmitButton>{t('verify')}</SubmitButton>
      </div>
    </form>
  );
}
