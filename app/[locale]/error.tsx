'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { reportError } from '@/lib/browser/report-error';
import { ButtonLink } from '@/components/ui/button-link';

type Props = { error: Error & { digest?: string }; reset: () => void };

export default function ErrorPage({ error, reset }: Props) {
  const t = useTranslations('Error');
  const common = useTranslations('Common');

  useEffect(() => {
    reportError(error);
  }, [error]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-3xl font-bold text-brand-900">{t('title')}</h1>
      <p className="mt-4 text-ink-muted">{t('description')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="inline-flex min-h-11 items-center rounded-md bg-accent-600 px-5 font-semibold text-white hover:bg-accent-700"
        >
          {t('retry')}
        </button>
        <ButtonLink href="/" variant="outline">
          {common('backHome')}
        </ButtonLink>
      </div>
    </div>
  );
}
