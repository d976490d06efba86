import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getMenuCategories } from '@/lib/catalogue/categories';
import { DesktopNav } from './desktop-nav';
import { LocaleSwitcher } from './locale-switcher';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';
import type { ToolLink } from './nav-items';

type Props = { locale: Locale; tools: ToolLink[] };

export async function Header({ locale, tools }: Props) {
  const [t, categories] = await Promise.all([getTranslations('Common'), getMenuCategories(locale)]);
  return (
    <header className="sticky top-0 z-40 border-b border-ink-line bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('skipToContent')}
      </a>
      <div className="mx-auto flex h-18 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <MobileNav categories={categories} tools={tools} />
        <Link href="/" className="flex min-w-0 items-center gap-3" data-testid="header-home">
          <Logo className="h-8 w-auto sm:h-9" />
          <span className="hidden text-xs leading-tight text-ink-muted xl:block xl:max-w-44">{t('slogan')}</span>
        </Link>
        <div className="ml-auto hidden items-center gap-2 lg:flex">
          <DesktopNav categories={categories} tools={tools} />
          <LocaleSwitcher />
        </div>
      </div>
    </header>
  );
}
