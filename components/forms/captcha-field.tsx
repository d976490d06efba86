'use client';

import { useState, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { FORM_LIMITS } from '@/lib/limits';

type Props = {
  /** Changes with every answer of the form's action: each challenge is good for one attempt. */
  attempt: number;
  registration: UseFormRegisterReturn;
  error?: string;
  texts: { label: string; image: string; refresh: string; hint: string; help: ReactNode };
};

/**
 * The captcha: an image from GET /api/captcha/image (which also sets the signed cookie naming its challenge),
 * a refresh, and the answer. Without JavaScript the refresh button asks the form's action for a new image and
 * keeps what was typed; with scripts it only reloads the image.
 */
export function CaptchaField({ attempt, registration, error, texts }: Props) {
  const [refreshes, setRefreshes] = useState(0);
  return (
    <Field id="partner-captcha" label={texts.label} hint={<>{texts.hint} {texts.help}</>} error={error}>
      {(control) => (
        <>
          <div className="mb-3 flex flex-wrap items-center gap-2">
            <div className="flex h-[70px] w-[204px] items-center justify-center rounded-md border border-ink-line bg-white">
              {/* Never cached; a new URL per attempt and per refresh loads a new challenge. */}
              {/* eslint-disable-next-line @next/next/no-img-element -- a per-visitor image, not a static asset */}
              <img src={`/api/captcha/image?attempt=${attempt}&refresh=${refreshes}`} alt={texts.image} width={200} height={67} data-testid="captcha-image" />
            </div>
            <Button
              type="submit"
              name="refreshCaptcha"
              value="1"
              variant="ghost"
              size="sm"
              formNoValidate
              onClick={(event) => {
                event.preventDefault();
                setRefreshes((n) => n + 1);
              }}
              data-testid="captcha-refresh"
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
              </svg>
              {texts.refresh}
            </Button>
          </div>
          <Input
            {...control}
            type="text"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={FORM_LIMITS.captchaAnswer.max}
            className="max-w-[220px] font-mono tracking-widest"
            data-testid="partner-captcha"
            {...registration}
          />
        </>
      )}
    </Field>
  );
}
