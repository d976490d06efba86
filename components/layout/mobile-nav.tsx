'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { MenuIcon } from '@/components/ui/icons';
import { useOnDemandDialog } from '@/components/ui/use-on-demand-dialog';
import type { MenuCategory } from '@/lib/catalogue/categories';

// The drawer and Radix's dialog code load when a visitor reaches for the button, not with the page.
const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = dynamic(() => loadDrawer().then((m) => m.MobileDrawer), { ssr: false });

type Props = { categories: MenuCategory[] };

/** Below the lg breakpoint: a hamburger that opens the left drawer. */
export function MobileNav({ categories }: Props) {
  const t = useTranslations('Nav');
  const { open, setOpen, mounted, show } = useOnDemandDialog();
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={show}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="-ml-2 inline-flex size-11 items-center justify-center rounded-md text-brand-900 hover:bg-brand-50 lg:hidden"
        aria-label={t('openMenu')}
        data-testid="menu-button"
      >
        <MenuIcon />
      </button>
      {mounted ? <MobileDrawer categories={categories} open={open} onOpenChange={setOpen} trigger={button} /> : null}
    </>
  );
}
