'use client';

import { useTranslations, useLocale } from 'next-intl';
import { useRef, useState, type ComponentType, type FocusEvent, type MouseEvent } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { getPathname, Link, usePathname } from '@/i18n/navigation';
import type { MenuCategory } from '@/lib/catalogue/categories';
import type { DesktopMenuProps } from './desktop-menu';
import { isActive, NAV_AFTER_PRODUCTS, NAV_BEFORE_PRODUCTS, NAV_ITEM_ATTRIBUTE, NAV_ITEM_CLASS, NAV_PARTNER, NAV_PARTNER_CLASS, PRODUCTS } from './nav-items';

type Props = { categories: MenuCategory[] };
type Intent = Pick<DesktopMenuProps, 'initialOpen' | 'focusItem'>;

const loadMenu = () => import('./desktop-menu').then((module) => module.DesktopMenu);

/**
 * The desktop navigation. Pages arrive with plain links (Products leads to the categories), and the Products
 * menu's code (Radix NavigationMenu, about 13 kB) loads when a visitor reaches for the navigation: the pointer
 * over it, the focus in it, or a click on Products. The menu then takes the navigation's place, keeping the
 * focus where it was and, when the visitor was on Products, opening at once.
 */
export function DesktopNav({ categories }: Props) {
  const t = useTranslations('Nav');
  const locale = useLocale();
  const pathname = usePathname();
  const [menu, setMenu] = useState<{ Menu: ComponentType<DesktopMenuProps>; intent: Intent } | null>(null);
  const loading = useRef(false);

  function enhance(intent: Intent) {
    if (loading.current) return;
    loading.current = true;
    void loadMenu().then((Menu) => setMenu({ Menu, intent }));
  }

  if (menu) return <menu.Menu categories={categories} {...menu.intent} />;

  const itemOf = (target: EventTarget) => (target instanceof Element ? target.closest(`[${NAV_ITEM_ATTRIBUTE}]`)?.getAttribute(NAV_ITEM_ATTRIBUTE) : null) ?? undefined;
  const onProducts = (target: EventTarget) => itemOf(target) === PRODUCTS;

  function openProducts(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    loading.current = false;
    enhance({ initialOpen: PRODUCTS, focusItem: PRODUCTS });
  }

  const link = (item: (typeof NAV_BEFORE_PRODUCTS)[number], className: string) => {
    const active = isActive(item.href, pathname);
    return (
      <li key={item.key}>
        <Link href={item.href} className={className} aria-current={active ? 'page' : undefined} data-active={active ? '' : undefined} {...{ [NAV_ITEM_ATTRIBUTE]: item.key }}>
          {t(item.key)}
        </Link>
      </li>
    );
  };

  return (
    <nav
      aria-label={t('main')}
      className="relative"
      onPointerOver={(event) => enhance(onProducts(event.target) ? { initialOpen: PRODUCTS } : {})}
      onFocus={(event: FocusEvent) => enhance({ focusItem: itemOf(event.target) })}
    >
      <ul className="flex items-center gap-1">
        {NAV_BEFORE_PRODUCTS.map((item) => link(item, NAV_ITEM_CLASS))}
        <li>
          <a
            href={getPathname({ href: '/categories', locale })}
            className={`${NAV_ITEM_CLASS} group gap-1`}
            onClick={openProducts}
            data-testid="products-trigger"
            {...{ [NAV_ITEM_ATTRIBUTE]: PRODUCTS }}
          >
            {t('products')}
            <ChevronDownIcon className="size-4" />
          </a>
        </li>
        {NAV_AFTER_PRODUCTS.map((item) => link(item, NAV_ITEM_CLASS))}
        {link(NAV_PARTNER, NAV_PARTNER_CLASS)}
      </ul>
    </nav>
  );
}
