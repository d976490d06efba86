'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { SendIcon } from '@/components/ui/icons';

/**
 * The footer's subscription form: one required e-mail field with browser validation and a send button.
 * Sending it to the server is the newsletter feature's job; until then a submit stays on the page.
 */
export function NewsletterForm() {
  const t = useTranslations('Footer');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
  }

  return (
    <form onSubmit={handleSubmit} className="mt-4 flex gap-2" data-testid="newsletter-form">
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
        placeholder={t('emailPlaceholder')}
        className="h-11 min-w-0 flex-1 rounded-md border border-brand-700 bg-brand-950 px-3 text-sm text-white placeholder:text-brand-300 focus:border-accent-300"
      />
      <button
        type="submit"
        className="inline-flex h-11 shrink-0 items-center gap-2 rounded-md bg-accent-600 px-4 text-sm font-semibold text-white hover:bg-accent-700"
      >
        <SendIcon className="size-4" />
        <span>{t('subscribe')}</span>
      </button>
    </form>
  );
}
