'use client';

import { useEffect } from 'react';
import { reportError } from '@/lib/browser/report-error';

type Props = { error: Error & { digest?: string }; reset: () => void };

// Last resort when the root layout itself fails: no translations are available here, so it speaks all three.
export default function GlobalError({ error, reset }: Props) {
  useEffect(() => {
    reportError(error);
  }, [error]);

  return (
    <html lang="it">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1rem', textAlign: 'center' }}>
        <h1>Si è verificato un errore · Произошла ошибка · Something went wrong</h1>
        <button type="button" onClick={reset} style={{ marginTop: '2rem', minHeight: 44, padding: '0 1.25rem' }}>
          Riprova · Повторить · Try again
        </button>
      </body>
    </html>
  );
}
