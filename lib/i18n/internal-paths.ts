import { routing } from '@/i18n/routing';

/**
 * A public path's internal paths in every locale, for `revalidatePath`: every locale's pages live under
 * app/[locale] (Italian at /it/… inside, unprefixed outside), and the home page is the bare /{locale}.
 */
export const inEveryLocale = (path: string): string[] => routing.locales.map((locale) => `/${locale}${path === '/' ? '' : path}`);
