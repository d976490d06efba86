'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { reportError } from '@/lib/browser/report-error';

/**
 * What a back-office page shows when it failed to render (the error boundaries `app/admin/error.tsx` and
 * `app/admin/(staff)/error.tsx`): a translated message with the server's reference (the error's digest, which its
 * log line carries), and a button that renders the page again.
 */
export function ErrorPanel({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('admin.common');
  useEffect(() => reportError(error), [error]);
  return (
    <section role="alert" className="max-w-prose rounded-lg border border-red-200 bg-white p-5" data-testid="admin-error">
      <h1 className="text-xl font-bold text-brand-900">{t('errorTitle')}</h1>
      <p className="mt-2 text-sm">{error.digest ? t('errorBody', { ref: error.digest }) : t('errorBodyNoRef')}</p>
      <Button type="button" className="mt-4" onClick={reset}>
        {t('tryAgain')}
      </Button>
    </section>
  );
}
