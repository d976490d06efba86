import { buttonClasses } from '@/components/ui/button';

// The header's desktop navigation, shared by its light first form (desktop-nav.tsx) and the Radix menu it
// becomes (desktop-menu.tsx), so the two render the same items, classes and current-page marks.

type NavItem = { key: 'home' | 'aboutUs' | 'contacts' | 'becomePartner'; href: string };

/** The links around the Products menu, in order, with their `Nav` message keys. */
export const NAV_BEFORE_PRODUCTS: readonly NavItem[] = [{ key: 'home', href: '/' }];
export const NAV_AFTER_PRODUCTS: readonly NavItem[] = [
  { key: 'aboutUs', href: '/about-us' },
  { key: 'contacts', href: '/contacts' },
];
/** The call to action, drawn as an outlined button. */
export const NAV_PARTNER: NavItem = { key: 'becomePartner', href: '/becomepartner' };

export const NAV_ITEM_CLASS =
  'inline-flex h-11 items-center whitespace-nowrap rounded-md px-2 text-sm font-semibold xl:px-3 text-ink hover:bg-brand-50 hover:text-brand-700 data-[active]:text-brand-700';
export const NAV_PARTNER_CLASS = buttonClasses({ variant: 'outline', size: 'sm', className: 'ml-1 whitespace-nowrap xl:ml-2' });

/** The engineers' and dealers' tools, beside the Products panel's grid, first in the phone menu, and in the footer. */
export type ToolLink = { key: 'calculator' | 'documents' | 'dealers' | 'quote' | 'projects'; href: string };

const TOOL_LINKS: readonly ToolLink[] = [
  { key: 'calculator', href: '/calculator' },
  { key: 'documents', href: '/documents' },
  { key: 'dealers', href: '/dealers' },
  { key: 'quote', href: '/quote' },
  { key: 'projects', href: '/projects' },
];

/** The tools to show: the references page only once it has a project (issue 15: no empty page in the menus). */
export const toolLinks = (hasProjects: boolean): ToolLink[] => TOOL_LINKS.filter((link) => link.key !== 'projects' || hasProjects);

/** The key of the Products item (its `Nav` message and Radix's item value). */
export const PRODUCTS = 'products';

/** Marks which item holds the focus, so the menu can take it over when it replaces the light navigation. */
export const NAV_ITEM_ATTRIBUTE = 'data-nav-item';

/** Whether a link marks the current page: home only on itself, the others on their subpages too. */
export const isActive = (href: string, pathname: string) => (href === '/' ? pathname === '/' : pathname.startsWith(href));
