'use client';

import { useLocale, useMessages, useTranslations } from 'next-intl';
import { useActionState, useEffect, useState, type FormEvent } from 'react';
import { subscribeToNewsletter, type NewsletterFormState } from '@/app/actions/newsletter';
import { usePublicPath } from '@/components/forms/use-public-path';
import { Button } from '@/components/ui/button';
import { SendIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { notify, preloadToasts } from '@/lib/browser/notify';
import { hasKey } from '@/lib/i18n/keys';

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
  const [serverState, formAction] = useActionState(subscribeToNewsletter, { status: 'idle' });
  const [email, setEmail] = useState(serverState.status === 'done' ? serverState.email : '');
  const [submitting, setSubmitting] = useState(false);
  const [answer, setAnswer] = useState<NewsletterFormState>(serverState);

  const text = (code: string) => codes(hasKey(known, code) ? code : 'UNKNOWN_ERROR');

  useEffect(() => {
    if (answer.status === 'done' && answer !== serverState) void notify(answer.ok ? 'success' : 'error', text(answer.code));
    // Only a new answer is announced.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const data = new FormData(event.currentTarget);
    setSubmitting(true);
    try {
      const next = await subscribeToNewsletter(answer, data);
      if (next.status === 'done' && next.ok) setEmail('');
      setAnswer(next);
    } catch {
      setAnswer({ status: 'done', ok: false, code: 'NETWORK_ERROR', email, attempt: answer.status === 'done' ? answer.attempt + 1 : 1 });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <>
      <form action={formAction} onSubmit={handleSubmit} onFocus={preloadToasts} className="mt-4 flex flex-wrap gap-2" data-testid="newsletter-form" aria-busy={submitting}>
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
        <Button type="submit" size="sm" disabled={submitting} className="shrink-0 grow sm:grow-0">
          {submitting ? <Spinner className="size-4" data-testid="newsletter-spinner" /> : <SendIcon className="size-4" />}
          <span>{t('subscribe')}</span>
        </Button>
      </form>
      {/* A form sent without JavaScript gets no toast: the action's answer shows here, in the server's HTML. */}
      {serverState.status === 'done' && answer === serverState ? (
        <p role="status" className={`mt-2 text-sm font-semibold ${serverState.ok ? 'text-accent-300' : 'text-red-200'}`} data-testid="newsletter-answer">
          {text(serverState.code)}
        </p>
      ) : null}
    </>
  );
}
