import { getTranslations } from 'next-intl/server';
import { getPathname, Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getMenuCategories } from '@/lib/catalogue/categories';
import { DesktopNav } from './desktop-nav';
import { HeaderSearch } from './header-search';
import { LocaleSwitcher } from './locale-switcher';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';
import type { ToolLink } from './nav-items';
import { QuoteCounter } from './quote-counter';

type Props = { locale: Locale; tools: ToolLink[] };

export async function Header({ locale, tools }: Props) {
  const [t, quote, categories] = await Promise.all([getTranslations('Common'), getTranslations('Quote'), getMenuCategories(locale)]);
  return (
    <header className="sticky top-0 z-40 border-b border-ink-line bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('skipToContent')}
      </a>
      <div className="relative mx-auto flex h-18 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <MobileNav categories={categories} tools={tools} />
        <Link href="/" className="flex min-w-0 items-center gap-3" data-testid="header-home">
          <Logo className="h-8 w-auto sm:h-9" />
          <span className="hidden text-xs leading-tight text-ink-muted xl:block xl:max-w-44">{t('slogan')}</span>
        </Link>
        <div className="ml-auto flex items-center gap-2">
          <div className="hidden lg:block">
            <DesktopNav categories={categories} tools={tools} />
          </div>
          {/* The search, then the visitor's own things (counters) beside it, then the languages. */}
          <HeaderSearch />
          <QuoteCounter label={quote('counter')} href={getPathname({ href: '/quote', locale })} />
          <div className="hidden lg:block">
            <LocaleSwitcher />
          </div>
        </div>
      </div>
    </header>
  );
}
