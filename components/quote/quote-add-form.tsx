'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { quoteCountChanged } from '@/lib/browser/quote-count';

type Texts = { added: string; full: string; open: string };
type Props = { action: string; texts: Texts; className?: string; statusClassName?: string; children: ReactNode };

/** How long the handler may take before the plain form post takes over. */
const ANSWER_LIMIT_MS = 8_000;

/**
 * "Add to quote" with scripts: the form's post is sent in the background and answered with the new count, so the
 * visitor stays on the page; the line under the button says so and the header's counter changes at once. Without
 * scripts, or when the background post fails, the form posts as plain HTML and the quote page answers.
 */
export function QuoteAddForm({ action, texts, className = '', statusClassName = '', children }: Props) {
  const [answer, setAnswer] = useState<{ outcome: 'added' | 'full'; count: number } | null>(null);
  const [sending, setSending] = useState(false);

  async function send(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    event.preventDefault();
    setSending(true);
    try {
      const response = await fetch(action, {
        method: 'POST',
        body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(ANSWER_LIMIT_MS),
      });
      const result: unknown = response.ok ? await response.json() : null;
      if (!isAnswer(result)) throw new Error(`quote handler answered ${response.status}`);
      setAnswer(result);
      quoteCountChanged();
    } catch {
      form.submit();
    } finally {
      setSending(false);
    }
  }

  return (
    <form method="post" action={action} onSubmit={send} aria-busy={sending} className={className} data-testid="add-to-quote">
      {children}
      <p role="status" className={`text-sm font-semibold empty:hidden ${answer?.outcome === 'full' ? 'text-red-800' : 'text-accent-700'} ${statusClassName}`} data-testid="quote-added">
        {answer ? (
          <>
            {answer.outcome === 'added' ? `✓ ${texts.added} ` : `${texts.full} `}
            <a href={openHref(action)} className="underline">
              {texts.open} ({answer.count})
            </a>
          </>
        ) : null}
      </p>
    </form>
  );
}

const isAnswer = (value: unknown): value is { outcome: 'added' | 'full'; count: number } =>
  typeof value === 'object' && value !== null && ['added', 'full'].includes((value as { outcome?: unknown }).outcome as string) && typeof (value as { count?: unknown }).count === 'number';

/** The quote page beside its handler (…/quote/lines → …/quote). */
const openHref = (action: string) => action.replace(/\/lines$/, '');
