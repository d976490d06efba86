'use client';

// The browser's own path (prefix included, query excluded) is what the visitor typed: read it from
// next/navigation, not from the locale-aware wrapper, which strips the prefix.
// eslint-disable-next-line no-restricted-imports -- the raw path, prefix included, is the point here
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/ui/button';

/** The 404 page's body (SPEC 2): title, description, "Page not found: {path}", and the card leading home. */
export function NotFoundContent() {
  const t = useTranslations('NotFound');
  const common = useTranslations('Common');
  const path = usePathname();
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">404</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900 sm:text-4xl">{t('title')}</h1>
      <p className="mt-3 text-ink-muted">{t('description')}</p>
      <p className="mt-2 break-all font-mono text-sm text-ink" role="alert" data-testid="not-found-message">
        {t('message', { path })}
      </p>
      <section className="mt-10 w-full rounded-xl border border-ink-line bg-brand-50 p-8" aria-labelledby="safe-zone">
        <h2 id="safe-zone" className="text-xl font-bold text-brand-900">
          {t('safeZone')}
        </h2>
        <p className="mt-2 text-ink-muted">{t('safeZoneText')}</p>
        <ButtonLink href="/" className="mt-6">
          {common('backHome')}
        </ButtonLink>
      </section>
    </div>
  );
}
