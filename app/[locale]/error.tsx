'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { reportError } from '@/lib/browser/report-error';
import { Button, ButtonLink } from '@/components/ui/button';

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
        <Button onClick={reset}>{t('retry')}</Button>
        <ButtonLink href="/" variant="outline">
          {common('backHome')}
        </ButtonLink>
      </div>
    </div>
  );
}
