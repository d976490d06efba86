'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, FieldError, inputClass } from './form-field';

type Props = {
  id: string;
  /** Changes after every submission: each challenge is good for one attempt. */
  reloadKey: number;
  onChallenge: (id: string) => void;
  registration: UseFormRegisterReturn;
  error?: string;
};

type State = { status: 'loading' } | { status: 'ready'; svg: string } | { status: 'error' };

/** The captcha image from GET /api/captcha, a refresh button and the answer field. */
export function CaptchaField({ id, reloadKey, onChallenge, registration, error }: Props) {
  const t = useTranslations('PartnerForm');
  const [state, setState] = useState<State>({ status: 'loading' });
  const [refreshes, setRefreshes] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/captcha', { cache: 'no-store', signal: controller.signal })
      .then(async (response) => {
        const body = (await response.json()) as { id?: unknown; svg?: unknown };
        if (!response.ok || typeof body.id !== 'string' || typeof body.svg !== 'string') throw new Error('captcha');
        setState({ status: 'ready', svg: body.svg });
        onChallenge(body.id);
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setState({ status: 'error' });
        onChallenge('');
      });
    return () => controller.abort();
    // onChallenge is the parent's setter; a new image is wanted only when the keys change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reloadKey, refreshes]);

  function refresh() {
    setState({ status: 'loading' });
    setRefreshes((n) => n + 1);
  }

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {t('captcha')}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex h-[52px] w-[152px] items-center justify-center rounded-md border border-ink-line bg-white" aria-live="polite">
          {state.status === 'ready' ? (
            // A data URL: the SVG is shown as an image, never inserted into the page as markup.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(state.svg)}`}
              alt={t('captchaImage')}
              width={150}
              height={50}
              data-testid="captcha-image"
            />
          ) : (
            <span className="px-2 text-center text-xs text-ink-muted">{state.status === 'loading' ? t('captchaLoading') : t('captchaError')}</span>
          )}
        </div>
        <button
          type="button"
          onClick={refresh}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-brand-700 hover:bg-brand-100"
          data-testid="captcha-refresh"
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
          </svg>
          {t('captchaRefresh')}
        </button>
      </div>
      <input
        id={id}
        type="text"
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={32}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, true, error)}
        className={`${inputClass} mt-3 max-w-[220px] font-mono tracking-widest`}
        data-testid="partner-captcha"
        {...registration}
      />
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-muted">
        {t('captchaHint')}
      </p>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}
