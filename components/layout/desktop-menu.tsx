'use client';

import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useLocale, useTranslations } from 'next-intl';
import { useLayoutEffect, useRef, useState, type ComponentProps, type MouseEvent } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { getPathname, Link, usePathname } from '@/i18n/navigation';
import type { MenuCategory } from '@/lib/catalogue/categories';
import { NAV_MENU } from '@/lib/constants';
import { isActive, NAV_AFTER_PRODUCTS, NAV_BEFORE_PRODUCTS, NAV_ITEM_ATTRIBUTE, NAV_ITEM_CLASS, NAV_PARTNER, NAV_PARTNER_CLASS, PRODUCTS, type ToolLink } from './nav-items';

export type DesktopMenuProps = {
  categories: MenuCategory[];
  tools: ToolLink[];
  /** Open the Products panel at once (the visitor was pointing at or clicked Products). */
  initialOpen?: string;
  /** The item that had the focus in the light navigation this menu replaces. */
  focusItem?: string;
};

/**
 * A plain click on the Products link opens the menu instead of following it; a click meant for a new tab or
 * window follows it. Handled on the item, after Radix's own click handler (which a prevented click would skip).
 */
function keepMenuClick(event: MouseEvent<HTMLLIElement>) {
  const onTrigger = event.target instanceof Element && event.target.closest('[data-testid="products-trigger"]');
  if (onTrigger && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) event.preventDefault();
}

/** The desktop navigation with the Products menu (loaded on demand by desktop-nav.tsx). */
export function DesktopMenu({ categories, tools, initialOpen = '', focusItem }: DesktopMenuProps) {
  const t = useTranslations('Nav');
  const locale = useLocale();
  // Controlled, so that tabbing on from the open Products panel to the next item closes it.
  const [open, setOpen] = useState(initialOpen);
  const close = () => setOpen('');
  const root = useRef<HTMLElement>(null);

  // In the same commit that puts the menu in place of the light navigation (a layout effect, not a passive one):
  // otherwise a key pressed before the effect ran would reach the page's body, the focused link being gone.
  useLayoutEffect(() => {
    if (focusItem) root.current?.querySelector<HTMLElement>(`[${NAV_ITEM_ATTRIBUTE}="${focusItem}"]`)?.focus();
  }, [focusItem]);

  const link = (item: (typeof NAV_BEFORE_PRODUCTS)[number], className: string) => (
    <NavigationMenu.Item key={item.key}>
      <NavLink href={item.href} className={className} onFocus={close} {...{ [NAV_ITEM_ATTRIBUTE]: item.key }}>
        {t(item.key)}
      </NavLink>
    </NavigationMenu.Item>
  );

  return (
    <NavigationMenu.Root
      ref={root}
      value={open}
      onValueChange={setOpen}
      delayDuration={NAV_MENU.delayDurationMs}
      skipDelayDuration={NAV_MENU.skipDelayDurationMs}
      aria-label={t('main')}
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {NAV_BEFORE_PRODUCTS.map((item) => link(item, NAV_ITEM_CLASS))}
        <NavigationMenu.Item value={PRODUCTS} onClick={keepMenuClick}>
          {/* A link in the server's HTML (without JavaScript it leads to the categories), the menu's button once scripts run. */}
          <NavigationMenu.Trigger asChild>
            <a
              href={getPathname({ href: '/categories', locale })}
              className={`${NAV_ITEM_CLASS} group gap-1`}
              data-testid="products-trigger"
              {...{ [NAV_ITEM_ATTRIBUTE]: PRODUCTS }}
            >
              {t('products')}
              <ChevronDownIcon className="size-4 transition-transform group-data-[state=open]:rotate-180" />
            </a>
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="flex w-[min(58rem,calc(100vw-2rem))] gap-6 p-6" data-testid="products-menu">
            <div className="min-w-0 flex-1">
              <div className="grid grid-cols-2 gap-x-8 gap-y-6">
                {categories.map((parent) => (
                  <section key={parent.slug} aria-labelledby={`menu-${parent.slug}`}>
                    <h2 id={`menu-${parent.slug}`} className="text-xs font-bold uppercase tracking-wider text-brand-700">
                      {parent.name}
                    </h2>
                    <ul className="mt-2 space-y-1">
                      {parent.children.map((child) => (
                        <li key={child.slug}>
                          <NavLink
                            href={`/categories/${child.slug}`}
                            className="block rounded px-2 py-1.5 text-sm text-ink hover:bg-brand-50 hover:text-brand-700"
                          >
                            {child.name}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </div>
              <div className="mt-6 flex gap-6 border-t border-ink-line pt-4 text-sm font-semibold">
                <NavLink href="/product" className="text-accent-700 hover:underline">
                  {t('allProducts')}
                </NavLink>
                <NavLink href="/categories" className="text-accent-700 hover:underline">
                  {t('allCategories')}
                </NavLink>
              </div>
            </div>
            {/* Beside the grid, so the tools are in view as soon as the panel opens. */}
            <section aria-labelledby="menu-tools" className="w-52 shrink-0 self-start rounded-lg bg-brand-50 px-4 py-3" data-testid="tools-menu">
              <h2 id="menu-tools" className="text-xs font-bold uppercase tracking-wider text-brand-700">
                {t('tools')}
              </h2>
              <ul className="mt-2 space-y-1 text-sm font-semibold">
                {tools.map((tool) => (
                  <li key={tool.key}>
                    <NavLink href={tool.href} className="flex min-h-9 items-center text-ink hover:text-brand-700 hover:underline">
                      {t(tool.key)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </section>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        {NAV_AFTER_PRODUCTS.map((item) => link(item, NAV_ITEM_CLASS))}
        {link(NAV_PARTNER, NAV_PARTNER_CLASS)}
      </NavigationMenu.List>
      {/* Placed against the header's row (positioned in header.tsx), not the navigation, which ends before the
          search and the languages: the panel then opens within the page's width. */}
      <div className="absolute right-4 top-full z-50 sm:right-6">
        <NavigationMenu.Viewport className="origin-top-right overflow-hidden rounded-xl border border-ink-line bg-white shadow-xl data-[state=closed]:hidden" />
      </div>
    </NavigationMenu.Root>
  );
}

function NavLink({ href, ...props }: ComponentProps<typeof Link> & { href: string }) {
  const active = isActive(href, usePathname());
  return (
    <NavigationMenu.Link asChild active={active}>
      <Link href={href} aria-current={active ? 'page' : undefined} {...props} />
    </NavigationMenu.Link>
  );
}
