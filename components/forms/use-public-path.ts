'use client';

import { useLocale } from 'next-intl';
import { getPathname, usePathname } from '@/i18n/navigation';

/** The page's public path ("/becomepartner", "/ru/becomepartner"): the same on the server and in the browser. */
export function usePublicPath(): string {
  const locale = useLocale();
  return getPathname({ href: usePathname(), locale });
}
