'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useServerAction } from '@/components/forms/use-server-action';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { sendYourDataLink, type YourDataFormState } from '@/lib/privacy/actions';

const FORM_ID = 'your-data-form';
const IDLE: YourDataFormState = { status: 'idle' };
const offline = (previous: YourDataFormState): YourDataFormState => ({ status: 'failed', code: 'NETWORK_ERROR', email: previous.status === 'idle' || previous.status === 'sent' ? '' : previous.email });
const KNOWN = ['EMAIL_REQUIRED_FIELD', 'INVALID_EMAIL_FORMAT', 'TOO_MANY_REQUESTS'] as const;

/** The address form of /your-data: the link is mailed, and the page says so whatever the address (with or without JavaScript). */
export function YourDataForm() {
  const t = useTranslations('YourData');
  const locale = useLocale();
  const { state, formAction, onSubmit, pending } = useServerAction(sendYourDataLink, IDLE, { formId: FORM_ID, offline });
  if (state.status === 'sent') {
    return (
      <div id={FORM_ID} role="status" className="rounded-lg border border-accent-300 bg-accent-50 p-5" data-testid="your-data-sent">
        <h2 className="text-lg font-bold text-accent-700">{t('sentTitle')}</h2>
        <p className="mt-2">{t('sentText')}</p>
      </div>
    );
  }
  const failed = state.status === 'invalid' || state.status === 'failed' ? state : null;
  const message = failed ? ((KNOWN as readonly string[]).includes(failed.code) ? t(`errors.${failed.code as (typeof KNOWN)[number]}`) : t('failed')) : null;
  return (
    <form id={FORM_ID} action={formAction} onSubmit={onSubmit} className="space-y-3" aria-busy={pending} data-testid="your-data-form">
      <input type="hidden" name="locale" value={locale} />
      <label htmlFor="your-data-email" className="block text-sm font-semibold">
        {t('email')}
      </label>
      <Input
        id="your-data-email"
        name="email"
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        defaultValue={failed?.email ?? ''}
        aria-invalid={failed?.status === 'invalid' ? true : undefined}
        aria-describedby={message ? 'your-data-error' : undefined}
        className="w-full max-w-md"
      />
      {message ? (
        <p id="your-data-error" role="alert" className="text-sm font-semibold text-red-700">
          {message}
        </p>
      ) : null}
      <Button type="submit" disabled={pending} data-testid="your-data-submit">
        {pending ? <Spinner className="size-4" /> : null}
        <span>{pending ? t('sending') : t('submit')}</span>
      </Button>
    </form>
  );
}
