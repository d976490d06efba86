'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
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
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        onClick={show}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="-ml-2 lg:hidden"
        aria-label={t('openMenu')}
        data-testid="menu-button"
      >
        <MenuIcon />
      </Button>
      {mounted ? <MobileDrawer categories={categories} open={open} onOpenChange={setOpen} trigger={button} /> : null}
    </>
  );
}
