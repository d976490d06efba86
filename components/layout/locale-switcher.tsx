'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import { getPathname, usePathname } from '@/i18n/navigation';
import { SWITCHER_LOCALES, type Locale } from '@/i18n/routing';
import { switchLocale } from '@/lib/i18n/locale-cookie';

type Props = { variant?: 'compact' | 'full' };

/** Links to the same page in every locale; a click keeps the query and hash and stores the choice. */
export function LocaleSwitcher({ variant = 'compact' }: Props) {
  const t = useTranslations('LocaleSwitcher');
  const current = useLocale();
  const pathname = usePathname();

  function switchTo(event: MouseEvent<HTMLAnchorElement>, target: Locale) {
    event.preventDefault();
    switchLocale(target, event.currentTarget.pathname);
  }

  return (
    <nav aria-label={t('label')} data-testid={`locale-switcher-${variant}`}>
      <ul className={variant === 'compact' ? 'flex items-center gap-0.5' : 'flex flex-wrap gap-2'}>
        {SWITCHER_LOCALES.map((locale) => {
          const active = locale === current;
          return (
            <li key={locale}>
              <a
                href={getPathname({ href: pathname, locale })}
                hrefLang={locale}
                lang={locale}
                aria-current={active ? 'true' : undefined}
                title={t(`locales.${locale}`)}
                onClick={(event) => switchTo(event, locale)}
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
