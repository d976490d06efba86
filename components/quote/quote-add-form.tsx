'use client';

import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { postQuoteChange } from '@/lib/browser/quote-change';

type Texts = { added: string; full: string; open: string; unconfirmed: string };
type Props = { action: string; quotePage: string; texts: Texts; className?: string; statusClassName?: string; children: ReactNode };
type Shown = { kind: 'added' | 'full'; count: number } | { kind: 'unconfirmed' };

/**
 * "Add to quote" with scripts: the form's post is sent in the background and answered with the new count, so the
 * visitor stays on the page; the line under the button says so and the header's counter changes at once. Without
 * scripts the form posts as plain HTML and the quote page answers; so does a background post the handler refused.
 * When no answer came (a dropped connection), the product may have been added: the line says so and links the list,
 * rather than sending it again. A second tap while one is on its way is ignored.
 */
export function QuoteAddForm({ action, quotePage, texts, className = '', statusClassName = '', children }: Props) {
  const [shown, setShown] = useState<Shown | null>(null);
  const sending = useRef(false);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const form = event.currentTarget;
    sending.current = true;
    setShown(null);
    try {
      const answer = await postQuoteChange(action, form);
      if (!answer) return form.submit();
      setShown({ kind: answer.outcome === 'full' ? 'full' : 'added', count: answer.count });
    } catch {
      setShown({ kind: 'unconfirmed' });
    } finally {
      sending.current = false;
    }
  }

  return (
    <form method="post" action={action} onSubmit={send} className={className} data-testid="add-to-quote">
      {children}
      {/* Always in the page (visually hidden while empty), so screen readers announce its first message. */}
      <p role="status" className={`text-sm font-semibold empty:sr-only ${shown?.kind === 'added' ? 'text-accent-700' : 'text-red-800'} ${statusClassName}`} data-testid="quote-added">
        {shown ? (
          <>
            {shown.kind === 'added' ? `✓ ${texts.added} ` : shown.kind === 'full' ? `${texts.full} ` : `${texts.unconfirmed} `}
            <a href={quotePage} className="underline">
              {texts.open}
              {shown.kind === 'unconfirmed' ? null : ` (${shown.count})`}
            </a>
          </>
        ) : null}
      </p>
    </form>
  );
}
