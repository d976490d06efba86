'use client';

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useRouter } from '@/i18n/navigation';
import { quoteCountChanged } from '@/lib/browser/quote-count';

type Props = { action: string; texts: { saved: string; failed: string }; children: ReactNode };

/** A pause in typing this long saves the quantities. */
const SAVE_AFTER_MS = 600;
const ANSWER_LIMIT_MS = 8_000;

/**
 * The quote list's form. As plain HTML every change goes with a button (Update quantities, Remove, Clear). With
 * scripts a quantity is saved as it is typed (a pause, or leaving the field), the page's totals are read again,
 * and the Update button steps aside (`data-enhanced`); Remove and Clear still post the form.
 */
export function QuoteLinesForm({ action, texts, children }: Props) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** A change typed and not yet sent. */
  const unsaved = useRef(false);
  const hydrated = useHydrated();
  /** Set when a save failed: the Update button comes back and the form posts as plain HTML again. */
  const [fallenBack, setFallenBack] = useState(false);
  const enhanced = hydrated && !fallenBack;
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function save() {
    clearTimeout(timer.current);
    unsaved.current = false;
    const element = form.current;
    if (!element || !element.checkValidity()) return;
    const body = new URLSearchParams(new FormData(element) as unknown as Record<string, string>);
    body.set('intent', 'update');
    try {
      const response = await fetch(action, { method: 'POST', body, headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(ANSWER_LIMIT_MS) });
      if (!response.ok) throw new Error(`quote handler answered ${response.status}`);
      setStatus('saved');
      quoteCountChanged();
      router.refresh();
    } catch {
      setStatus('failed');
      setFallenBack(true);
    }
  }

  function changed(event: FormEvent<HTMLFormElement>) {
    if (!enhanced || !(event.target instanceof HTMLInputElement) || !event.target.name.startsWith('qty:')) return;
    setStatus(null);
    unsaved.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), SAVE_AFTER_MS);
  }

  function submitted(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (!enhanced || submitter?.getAttribute('value') !== 'update') return;
    event.preventDefault();
    void save();
  }

  return (
    <form
      ref={form}
      method="post"
      action={action}
      onInput={changed}
      onBlur={() => (unsaved.current ? void save() : undefined)}
      onSubmit={submitted}
      data-enhanced={enhanced || undefined}
      className="group/lines"
      data-testid="quote-lines"
    >
      {children}
      <p role="status" className={`mt-2 text-sm font-medium empty:hidden ${status === 'failed' ? 'text-red-800' : 'text-ink-muted'}`} data-testid="quote-saved">
        {status ? texts[status] : null}
      </p>
    </form>
  );
}
