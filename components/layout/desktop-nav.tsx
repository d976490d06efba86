'use client';

import { useTranslations, useLocale } from 'next-intl';
import { useRef, useState, type ComponentType, type MouseEvent } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { getPathname, Link, usePathname } from '@/i18n/navigation';
import type { MenuCategory } from '@/lib/catalogue/categories';
import type { DesktopMenuProps } from './desktop-menu';
import { isActive, NAV_AFTER_PRODUCTS, NAV_BEFORE_PRODUCTS, NAV_ITEM_ATTRIBUTE, NAV_ITEM_CLASS, NAV_PARTNER, NAV_PARTNER_CLASS, PRODUCTS, type ToolLink } from './nav-items';

type Props = { categories: MenuCategory[]; tools: ToolLink[] };
type Intent = Pick<DesktopMenuProps, 'initialOpen' | 'focusItem'>;

const loadMenu = () => import('./desktop-menu').then((module) => module.DesktopMenu);

const itemOf = (target: EventTarget | null) =>
  (target instanceof Element ? target.closest(`[${NAV_ITEM_ATTRIBUTE}]`)?.getAttribute(NAV_ITEM_ATTRIBUTE) : null) ?? undefined;

/**
 * The desktop navigation. Pages arrive with plain links (Products leads to the categories), and the Products
 * menu's code (Radix NavigationMenu, about 13 kB) loads when a visitor reaches for the navigation: the pointer
 * over it, the focus in it, or a click on Products. The menu then takes the navigation's place as things are
 * when it replaces it: the focus stays on the item that has it, and the Products panel opens if Products was
 * clicked (or Enter pressed on it) or the pointer is on it. Should the code fail to load, a click on Products
 * follows its link.
 *
 * What the visitor does is kept as state, not read when the code arrives: React renders the menu in steps and
 * handles a key or a click that comes in between first, so the menu it puts in place has seen it. (Read at
 * arrival, an Enter pressed while the menu was being put in place was lost: the panel stayed closed.)
 */
export function DesktopNav({ categories, tools }: Props) {
  const t = useTranslations('Nav');
  const locale = useLocale();
  const pathname = usePathname();
  const [Menu, setMenu] = useState<ComponentType<DesktopMenuProps> | null>(null);
  const [focusItem, setFocusItem] = useState<string>();
  const [productsClicked, setProductsClicked] = useState(false);
  const [pointerOnProducts, setPointerOnProducts] = useState(false);
  const nav = useRef<HTMLElement>(null);
  const loading = useRef(false);
  const clicked = useRef<string | null>(null);

  function enhance() {
    if (loading.current) return;
    loading.current = true;
    loadMenu().then(
      // A component is stored through the updater form (a function passed alone would be called as one).
      (loaded) => setMenu(() => loaded),
      () => {
        loading.current = false;
        if (clicked.current !== null) window.location.assign(clicked.current);
      },
    );
  }

  if (Menu) {
    const intent: Intent = { initialOpen: productsClicked || pointerOnProducts ? PRODUCTS : undefined, focusItem };
    return <Menu categories={categories} tools={tools} {...intent} />;
  }

  function openProducts(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    clicked.current = event.currentTarget.href;
    setProductsClicked(true);
    enhance();
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
      ref={nav}
      aria-label={t('main')}
      className="relative"
      onPointerOver={(event) => {
        setPointerOnProducts(itemOf(event.target) === PRODUCTS);
        enhance();
      }}
      onPointerLeave={() => setPointerOnProducts(false)}
      onFocus={(event) => {
        setFocusItem(itemOf(event.target));
        enhance();
      }}
      onBlur={(event) => {
        if (!nav.current?.contains(event.relatedTarget)) setFocusItem(undefined);
      }}
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
