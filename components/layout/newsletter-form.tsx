'use client';

import { useLocale, useMessages, useTranslations } from 'next-intl';
import { useState } from 'react';
import { subscribeToNewsletter, type NewsletterFormState } from '@/lib/newsletter/actions/subscribe';
import { usePublicPath } from '@/components/forms/use-public-path';
import { useServerAction } from '@/components/forms/use-server-action';
import { Button } from '@/components/ui/button';
import { SendIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { notify, preloadToasts } from '@/lib/browser/notify';
import { hasKey } from '@/lib/i18n/keys';

/** The form's id, and the fragment it posts to without scripts (the page scrolls back to the answer). */
const FORM_ID = 'newsletter-signup';
const IDLE: NewsletterFormState = { status: 'idle' };
const offline = (previous: NewsletterFormState): NewsletterFormState => ({
  status: 'done',
  ok: false,
  code: 'NETWORK_ERROR',
  email: previous.status === 'done' ? previous.email : '',
  attempt: previous.status === 'done' ? previous.attempt + 1 : 1,
});

/**
 * The footer's subscription form (SPEC point 4): idle → submitting (button disabled, spinner instead of the
 * send icon) → idle, the answer as a toast in the page's language; success clears the field. Without
 * JavaScript the form posts to its action and the answer shows under it.
 */
export function NewsletterForm() {
  const t = useTranslations('Footer');
  const codes = useTranslations('Newsletter');
  const known = useMessages().Newsletter;
  const locale = useLocale();
  const sourcePage = usePublicPath();
  const text = (code: string) => codes(hasKey(known, code) ? code : 'UNKNOWN_ERROR');
  const { state, formAction, onSubmit, pending, answered } = useServerAction(subscribeToNewsletter, IDLE, {
    formId: FORM_ID,
    offline,
    onAnswer(answer) {
      if (answer.status !== 'done') return;
      if (answer.ok) setEmail('');
      void notify(answer.ok ? 'success' : 'error', text(answer.code));
    },
  });
  const [email, setEmail] = useState(state.status === 'done' ? state.email : '');

  return (
    <>
      <form id={FORM_ID} action={formAction} onSubmit={onSubmit} onFocus={preloadToasts} className="mt-4 flex flex-wrap gap-2" data-testid="newsletter-form" aria-busy={pending}>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="sourcePage" value={sourcePage} />
        <label htmlFor="newsletter-email" className="sr-only">
          {t('emailLabel')}
        </label>
        <Input
          id="newsletter-email"
          name="email"
          type="email"
          required
          tone="dark"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t('emailPlaceholder')}
          className="min-w-0 flex-[1_1_12rem] text-sm"
        />
        <Button type="submit" size="sm" disabled={pending} className="shrink-0 grow sm:grow-0">
          {pending ? <Spinner className="size-4" data-testid="newsletter-spinner" /> : <SendIcon className="size-4" />}
          <span>{t('subscribe')}</span>
        </Button>
      </form>
      {/* A form sent without JavaScript gets no toast: the action's answer shows here, in the server's HTML. */}
      {state.status === 'done' && !answered ? (
        <p role="status" className={`mt-2 text-sm font-semibold ${state.ok ? 'text-accent-300' : 'text-red-200'}`} data-testid="newsletter-answer">
          {text(state.code)}
        </p>
      ) : null}
    </>
  );
}
