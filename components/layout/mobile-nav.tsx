'use client';

import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, type MouseEvent } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { MenuIcon } from '@/components/ui/icons';
import { useOnDemandDialog } from '@/components/ui/use-on-demand-dialog';
import { getPathname } from '@/i18n/navigation';
import type { MenuCategory } from '@/lib/catalogue/categories';
import type { ToolLink } from './nav-items';

// The drawer and Radix's dialog code load when a visitor reaches for the button, not with the page.
const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = dynamic(() => loadDrawer().then((m) => m.MobileDrawer), { ssr: false });

type Props = { categories: MenuCategory[]; tools: ToolLink[] };

/**
 * Below the lg breakpoint: the hamburger. In the server's HTML it is a link to the categories page (every
 * product family; the footer holds the other pages), so it leads somewhere without JavaScript; once scripts
 * run, a plain click opens the left drawer instead.
 */
export function MobileNav({ categories, tools }: Props) {
  const t = useTranslations('Nav');
  const locale = useLocale();
  const { open, setOpen, mounted, show } = useOnDemandDialog();
  const trigger = useRef<HTMLAnchorElement>(null);

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    show();
  }

  return (
    <>
      <a
        ref={trigger}
        href={getPathname({ href: '/categories', locale })}
        onClick={handleClick}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={buttonClasses({ variant: 'ghost', size: 'icon', className: '-ml-2 lg:hidden' })}
        aria-label={t('openMenu')}
        data-testid="menu-button"
      >
        <MenuIcon />
      </a>
      {mounted ? <MobileDrawer categories={categories} tools={tools} open={open} onOpenChange={setOpen} trigger={trigger} /> : null}
    </>
  );
}
