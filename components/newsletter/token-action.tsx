'use client';

import type { TokenFormState } from '@/lib/newsletter/actions/tokens';
import { useServerAction } from '@/components/forms/use-server-action';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

export type TokenActionTexts = {
  /** What pressing the button will do. */
  ready: string;
  action: string;
  pending: string;
  successTitle: string;
  successText: string;
  failedTitle: string;
  /** A code the server answered without a text of its own on this page. */
  failedText: string;
  /** No answer, or something broke on our side. */
  unknownError: string;
  /** Texts for the codes this page knows. */
  codes: Partial<Record<string, string>>;
  note?: string;
  home: string;
};

type Props = {
  token: string;
  missingCode: string;
  action: (previous: TokenFormState, formData: FormData) => Promise<TokenFormState>;
  texts: TokenActionTexts;
};

/** The panel's id, and the fragment the form posts to without scripts. */
const FORM_ID = 'token-action';
const IDLE: TokenFormState = { status: 'idle' };
const offline = (): TokenFormState => ({ status: 'done', ok: false, code: 'NETWORK_ERROR' });

/**
 * The confirmation and unsubscribe pages: the page says what will happen and the change happens only when the
 * visitor presses the button (a form, so also without JavaScript). A mail scanner that opens the link, scripts
 * and all, changes nothing.
 */
export function TokenAction({ token, missingCode, action, texts }: Props) {
  const { state, formAction, onSubmit, pending } = useServerAction(action, IDLE, { formId: FORM_ID, offline });
  const done = state.status === 'done' ? state : null;
  const failedText = (code: string) => texts.codes[code] ?? (code === 'INTERNAL_SERVER_ERROR' || code === 'NETWORK_ERROR' ? texts.unknownError : texts.failedText);

  return (
    <div id={FORM_ID} className="mx-auto max-w-2xl px-4 py-12 sm:px-6" data-testid="token-action" data-phase={pending ? 'pending' : done ? (done.ok ? 'success' : 'error') : 'ready'}>
      <div role="status" aria-live="polite" className="rounded-lg border border-ink-line bg-white p-6 shadow-sm sm:p-8">
        {!token ? (
          <>
            <h2 className="text-xl font-bold text-red-700">{texts.failedTitle}</h2>
            <p className="mt-2 text-ink">{texts.codes[missingCode] ?? texts.failedText}</p>
          </>
        ) : pending ? (
          <p className="flex items-center gap-3 text-ink">
            <Spinner className="size-5 text-accent-600" />
            {texts.pending}
          </p>
        ) : done?.ok ? (
          <>
            <h2 className="text-xl font-bold text-accent-700">{texts.successTitle}</h2>
            <p className="mt-2 text-ink">{texts.successText}</p>
          </>
        ) : done ? (
          <>
            <h2 className="text-xl font-bold text-red-700">{texts.failedTitle}</h2>
            {failedText(done.code) !== texts.failedTitle ? <p className="mt-2 text-ink">{failedText(done.code)}</p> : null}
          </>
        ) : (
          <form action={formAction} onSubmit={onSubmit}>
            <p className="text-ink">{texts.ready}</p>
            <input type="hidden" name="token" value={token} />
            <Button type="submit" className="mt-5" data-testid="token-submit">
              {texts.action}
            </Button>
          </form>
        )}
        {done && texts.note ? <p className="mt-4 text-sm text-ink-muted">{texts.note}</p> : null}
      </div>
      {done || !token ? (
        <ButtonLink href="/" className="mt-6">
          {texts.home}
        </ButtonLink>
      ) : null}
    </div>
  );
}
