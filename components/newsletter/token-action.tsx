'use client';

import { useEffect, useRef, useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { postJson } from '@/lib/browser/post-json';

export type TokenActionTexts = {
  pending: string;
  successTitle: string;
  successText: string;
  failedTitle: string;
  /** A code the server answered without a text of its own on this page. */
  failedText: string;
  /** No answer, a 5xx, or an answer that is not JSON. */
  unknownError: string;
  /** Texts for the codes this page knows. */
  codes: Record<string, string>;
  note?: string;
  home: string;
};

type State = { phase: 'pending' } | { phase: 'success' } | { phase: 'error'; text: string };

/**
 * The confirmation and unsubscribe pages: the token from the link is POSTed (a GET of the page, as link
 * scanners do, changes nothing), then the outcome is shown with a way home.
 */
export function TokenAction({ endpoint, missingCode, texts }: { endpoint: string; missingCode: string; texts: TokenActionTexts }) {
  const [state, setState] = useState<State>({ phase: 'pending' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = new URLSearchParams(window.location.search).get('token')?.trim();
    async function outcome(): Promise<State> {
      if (!token) return { phase: 'error', text: texts.codes[missingCode] ?? texts.failedText };
      const reply = await postJson(endpoint, { token });
      if (reply.kind === 'ok') return { phase: 'success' };
      if (reply.kind === 'error' && reply.status < 500) return { phase: 'error', text: texts.codes[reply.code] ?? texts.failedText };
      return { phase: 'error', text: texts.unknownError };
    }
    void outcome().then(setState);
  }, [endpoint, missingCode, texts]);

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6" data-testid="token-action" data-phase={state.phase}>
      <div role="status" aria-live="polite" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {state.phase === 'pending' && (
          <p className="flex items-center gap-3 text-slate-700">
            <Spinner className="size-5 text-accent-600" />
            {texts.pending}
          </p>
        )}
        {state.phase === 'success' && (
          <>
            <h2 className="text-xl font-bold text-emerald-700">{texts.successTitle}</h2>
            <p className="mt-2 text-slate-700">{texts.successText}</p>
          </>
        )}
        {state.phase === 'error' && (
          <>
            <h2 className="text-xl font-bold text-red-700">{texts.failedTitle}</h2>
            {state.text !== texts.failedTitle && <p className="mt-2 text-slate-700">{state.text}</p>}
          </>
        )}
        {state.phase !== 'pending' && texts.note && <p className="mt-4 text-sm text-slate-600">{texts.note}</p>}
      </div>
      {state.phase !== 'pending' && (
        <ButtonLink href="/" className="mt-6">
          {texts.home}
        </ButtonLink>
      )}
    </div>
  );
}
