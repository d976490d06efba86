import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { isLocale, type Locale } from '@/i18n/routing';
import { detectLocale } from '@/lib/i18n/detect-locale';
import { serverTranslator } from '@/lib/i18n/messages';
import { ADMIN_MESSAGES } from './messages';
import { AREAS, type Area } from './roles';
import { getStaff } from './session';

/** The back office's own language cookie (before sign-in); a signed-in user's choice is kept on the account. */
export const ADMIN_LOCALE_COOKIE = 'aeris-admin-locale';

/** The back office's language for this request: the user's choice, else the cookie, else the browser's. */
export const adminLocale = cache(async (): Promise<Locale> => {
  const staff = await getStaff();
  if (staff) return staff.locale;
  const [jar, list] = await Promise.all([cookies(), headers()]);
  const chosen = jar.get(ADMIN_LOCALE_COOKIE)?.value;
  return chosen && isLocale(chosen) ? chosen : detectLocale(undefined, list.get('accept-language'));
});

export type AdminArea = keyof (typeof ADMIN_MESSAGES)['it'];

/** A translator for one area of the back office's texts, in this request's language. */
export async function getAdminT<A extends AdminArea>(area: A) {
  return serverTranslator(await adminLocale(), `admin.${area}`);
}

/** Each area's menu label, in this request's language (every area's texts have one: TypeScript checks it). */
export async function areaLabels(): Promise<Record<Area, string>> {
  const messages = ADMIN_MESSAGES[await adminLocale()];
  return Object.fromEntries(AREAS.map((area) => [area, messages[area].menu])) as Record<Area, string>;
}

/** The texts the back office's client components need (all of them: the back office is small). */
export async function adminClientMessages() {
  return { admin: ADMIN_MESSAGES[await adminLocale()] };
}
