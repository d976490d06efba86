'use client';

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useRouter } from '@/i18n/navigation';
import { postQuoteChange } from '@/lib/browser/quote-change';

type Props = { action: string; texts: { saved: string; failed: string }; children: ReactNode };

/** A pause in typing this long saves the quantities. */
const SAVE_AFTER_MS = 600;

/**
 * The quote list's form. As plain HTML every change goes with a button (Update quantities, Remove, Clear). With
 * scripts a quantity is saved as it is typed (a pause, or leaving the field), the page's totals are read again,
 * and the Update button steps aside (`data-enhanced`); Remove and Clear still post the form, after any save on its
 * way has landed (two writes of the list's cookie racing could bring a removed line back). A quantity the field
 * refuses is not saved: the browser says why. A failed save brings the Update button back.
 */
export function QuoteLinesForm({ action, texts, children }: Props) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** A change typed and not yet sent. */
  const unsaved = useRef(false);
  /** The save on its way, if any. */
  const inFlight = useRef<Promise<void> | null>(null);
  const hydrated = useHydrated();
  const [fallenBack, setFallenBack] = useState(false);
  const enhanced = hydrated && !fallenBack;
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  function save(): Promise<void> {
    clearTimeout(timer.current);
    unsaved.current = false;
    const element = form.current;
    if (!element) return Promise.resolve();
    if (!element.checkValidity()) {
      element.reportValidity();
      return Promise.resolve();
    }
    const sent = (inFlight.current ?? Promise.resolve())
      .then(() => postQuoteChange(action, element, { intent: 'update' }))
      .then((answer) => {
        if (!answer) throw new Error('the quote handler refused the quantities');
        setStatus('saved');
        router.refresh();
      })
      .catch(() => {
        setStatus('failed');
        setFallenBack(true);
      })
      .finally(() => {
        if (inFlight.current === sent) inFlight.current = null;
      });
    inFlight.current = sent;
    return sent;
  }

  function changed(event: FormEvent<HTMLFormElement>) {
    if (!enhanced || !(event.target instanceof HTMLInputElement) || !event.target.name.startsWith('qty:')) return;
    setStatus(null);
    unsaved.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), SAVE_AFTER_MS);
  }

  function submitted(event: FormEvent<HTMLFormElement>) {
    if (!enhanced) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute('value') === 'update') {
      event.preventDefault();
      void save();
      return;
    }
    // Remove or Clear: the post carries the quantities as typed (the handler keeps them), so a pending save is
    // dropped; one already on its way is waited for, then the button's post goes as plain HTML.
    clearTimeout(timer.current);
    unsaved.current = false;
    const pending = inFlight.current;
    if (!pending) return;
    event.preventDefault();
    void pending.then(() => form.current?.requestSubmit(submitter));
  }

  return (
    <form
      ref={form}
      method="post"
      action={action}
      onInput={changed}
      onBlur={(event) => {
        // Leaving a field for one of the form's buttons: that button's post carries the quantities itself.
        const next = event.relatedTarget;
        if (unsaved.current && !(next instanceof HTMLButtonElement && next.form === form.current)) void save();
      }}
      onSubmit={submitted}
      data-enhanced={enhanced || undefined}
      className="group/lines"
      data-testid="quote-lines"
    >
      {children}
      {/* Always in the page (visually hidden while empty), so screen readers announce its first message. */}
      <p role="status" className={`mt-2 text-sm font-medium empty:sr-only ${status === 'failed' ? 'text-red-800' : 'text-ink-muted'}`} data-testid="quote-saved">
        {status ? texts[status] : null}
      </p>
    </form>
  );
}
