'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import { usePathname } from '@/i18n/navigation';
import { SWITCHER_LOCALES, type Locale } from '@/i18n/routing';

type Props = { variant?: 'compact' | 'full' };

/** The switch route's URL for a locale and a page path (the page's query included when scripts know it). */
const switchHref = (locale: Locale, path: string) => `/api/locale?to=${locale}&path=${encodeURIComponent(path)}`;

/**
 * Links to the same page in every locale through the switch route (app/api/locale), which stores the choice
 * and redirects: it works without JavaScript. With scripts a click also carries the query string.
 */
export function LocaleSwitcher({ variant = 'compact' }: Props) {
  const t = useTranslations('LocaleSwitcher');
  const current = useLocale();
  const pathname = usePathname();

  // The link itself navigates (a full load: each locale has its own root layout); scripts only add the query
  // and the #fragment the visitor is at.
  function withState(event: MouseEvent<HTMLAnchorElement>, target: Locale) {
    event.currentTarget.href = `${switchHref(target, pathname + window.location.search)}${window.location.hash}`;
  }

  return (
    <nav aria-label={t('label')} data-testid={`locale-switcher-${variant}`}>
      <ul className={variant === 'compact' ? 'flex items-center gap-0.5' : 'flex flex-wrap gap-2'}>
        {SWITCHER_LOCALES.map((locale) => {
          const active = locale === current;
          return (
            <li key={locale}>
              <a
                href={switchHref(locale, pathname)}
                hrefLang={locale}
                lang={locale}
                rel="nofollow"
                aria-current={active ? 'true' : undefined}
                title={t(`locales.${locale}`)}
                onClick={(event) => withState(event, locale)}
                className={`inline-flex h-11 min-w-11 items-center justify-center rounded-md px-2 text-sm font-semibold ${
                  active ? 'bg-brand-900 text-white' : 'text-ink hover:bg-brand-50 hover:text-brand-700'
                }`}
              >
                {variant === 'compact' ? (
                  <>
                    <span aria-hidden="true">{locale.toUpperCase()}</span>
                    <span className="sr-only">{t(`locales.${locale}`)}</span>
                  </>
                ) : (
                  t(`locales.${locale}`)
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
