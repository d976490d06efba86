'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import type { MouseEvent, RefObject } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { CloseIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import type { MenuCategory } from '@/lib/catalogue/categories';
import { BRAND } from '@/lib/constants';
import { LocaleSwitcher } from './locale-switcher';
import type { ToolLink } from './nav-items';

export type MobileDrawerProps = {
  categories: MenuCategory[];
  tools: ToolLink[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The hamburger that opened the drawer: focus goes back to it on close. */
  trigger: RefObject<HTMLElement | null>;
};

const linkClass = 'flex min-h-11 items-center rounded-md px-3 text-base font-semibold text-ink hover:bg-brand-50';
const childLinkClass = 'flex min-h-11 items-center rounded-md px-3 text-sm text-ink-muted hover:bg-brand-50 hover:text-brand-700';

/** The phone menu: a left drawer (Radix traps focus and closes on Escape), loaded by MobileNav on demand. */
export function MobileDrawer({ categories, tools, open, onOpenChange, trigger }: MobileDrawerProps) {
  const t = useTranslations('Nav');
  const common = useTranslations('Common');

  // Any link inside the drawer closes it (the page behind changes, or the same page reloads its state).
  function closeOnLink(event: MouseEvent<HTMLElement>) {
    if ((event.target as HTMLElement).closest('a')) onOpenChange(false);
  }

  function returnFocus(event: Event) {
    event.preventDefault();
    trigger.current?.focus();
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/50" />
        <Dialog.Content
          className="fixed inset-y-0 left-0 z-50 flex w-[88vw] max-w-sm flex-col overflow-y-auto bg-white shadow-2xl focus:outline-none"
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          data-testid="mobile-drawer"
        >
          <div className="flex items-center justify-between border-b border-ink-line px-4 py-3">
            <Dialog.Title className="text-lg font-bold text-brand-900">{t('menuTitle')}</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-md text-brand-900 hover:bg-brand-50"
              aria-label={t('closeMenu')}
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <nav aria-label={t('main')} className="flex-1 px-2 py-3" onClick={closeOnLink}>
            <ul className="space-y-1">
              <li>
                <Link href="/" className={linkClass}>
                  {t('home')}
                </Link>
              </li>
              {/* The tools first, so a phone shows them without scrolling past every product family. */}
              <li>
                <p className="px-3 pt-2 text-xs font-bold uppercase tracking-wider text-brand-700">{t('tools')}</p>
                <ul className="mt-1 grid grid-cols-2 gap-1" data-testid="drawer-tools">
                  {tools.map((tool) => (
                    <li key={tool.key}>
                      <Link href={tool.href} className="flex min-h-11 items-center rounded-md bg-brand-50 px-3 py-1 text-sm font-semibold leading-tight text-ink hover:bg-brand-100">
                        {t(tool.key)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
              <li>
                <p className="px-3 pt-2 text-xs font-bold uppercase tracking-wider text-brand-700">{t('products')}</p>
                <ul className="mt-1 space-y-1">
                  {categories.map((parent) => (
                    <li key={parent.slug}>
                      <p className="px-3 pt-2 text-sm font-semibold text-ink">{parent.name}</p>
                      <ul className="ml-2 border-l border-ink-line pl-2">
                        {parent.children.map((child) => (
                          <li key={child.slug}>
                            <Link href={`/categories/${child.slug}`} className={childLinkClass}>
                              {child.name}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                  <li>
                    <Link href="/product" className={`${linkClass} text-accent-700`}>
                      {t('allProducts')}
                    </Link>
                  </li>
                </ul>
              </li>
              <li>
                <Link href="/about-us" className={linkClass}>
                  {t('aboutUs')}
                </Link>
              </li>
              <li>
                <Link href="/contacts" className={linkClass}>
                  {t('contacts')}
                </Link>
              </li>
              <li className="px-1 pt-2">
                <Link
                  href="/becomepartner"
                  className={buttonClasses({ variant: 'outline', className: 'w-full' })}
                >
                  {t('becomePartner')}
                </Link>
              </li>
            </ul>
          </nav>
          <div className="space-y-4 border-t border-ink-line px-4 py-4">
            <LocaleSwitcher variant="full" />
            <p className="text-sm text-ink-muted">{common('slogan')}</p>
            <ExternalLink href={BRAND.developerUrl} className="text-sm text-ink-muted underline">
              {t('developer')}
            </ExternalLink>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
