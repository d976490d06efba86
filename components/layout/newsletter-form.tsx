'use client';

import { useLocale, useMessages, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { SendIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { notify, preloadToasts } from '@/lib/browser/notify';
import { postJson } from '@/lib/browser/post-json';
import { hasKey } from '@/lib/i18n/keys';

/**
 * The footer's subscription form (SPEC point 4): idle → submitting (button disabled, spinner instead of
 * the send icon) → idle. The server's code becomes a toast in the page's language; success clears the field.
 */
export function NewsletterForm() {
  const t = useTranslations('Footer');
  const codes = useTranslations('Newsletter');
  const known = useMessages().Newsletter;
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    const reply = await postJson('/api/subscribe', { email, locale, sourcePage: window.location.pathname });
    setSubmitting(false);
    if (reply.kind === 'ok') {
      setEmail('');
      void notify('success', codes(hasKey(known, reply.code) ? reply.code : 'CONFIRMATION_EMAIL_SENT'));
    } else if (reply.kind === 'error') {
      void notify('error', codes(hasKey(known, reply.code) ? reply.code : 'UNKNOWN_ERROR'));
    } else if (reply.kind === 'network') {
      void notify('error', codes('NETWORK_ERROR'));
    } else {
      void notify('error', codes('INTERNAL_SERVER_ERROR'));
    }
  }

  return (
    <form onSubmit={handleSubmit} onFocus={preloadToasts} className="mt-4 flex gap-2" data-testid="newsletter-form" aria-busy={submitting}>
      <label htmlFor="newsletter-email" className="sr-only">
        {t('emailLabel')}
      </label>
      <input
        id="newsletter-email"
        name="email"
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        placeholder={t('emailPlaceholder')}
        className="h-11 min-w-0 flex-1 rounded-md border border-brand-700 bg-brand-950 px-3 text-sm text-white placeholder:text-brand-300 focus:border-accent-300"
      />
      <button
        type="submit"
        disabled={submitting}
        className="inline-flex h-11 shrink-0 items-center gap-2 rounded-md bg-accent-600 px-4 text-sm font-semibold text-white hover:bg-accent-700 disabled:cursor-wait disabled:opacity-80"
      >
        {submitting ? <Spinner className="size-4" data-testid="newsletter-spinner" /> : <SendIcon className="size-4" />}
        <span>{t('subscribe')}</span>
      </button>
    </form>
  );
}
