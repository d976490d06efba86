import 'server-only';
import type { Locale } from '@/i18n/routing';
import { BRAND, OFFICES, OFFICES_BY_LOCALE } from '@/lib/constants';
import { env } from '@/lib/env';
import { serverTranslator } from '@/lib/i18n/messages';
import type { PdfBrand } from './frame';

/** The brand as every PDF's header gives it: its name, then the contacts page's offices for the locale, e-mail and site. */
export function pdfBrand(locale: Locale): PdfBrand {
  const t = serverTranslator(locale, 'Contacts');
  const offices = (OFFICES_BY_LOCALE[locale] ?? []).map((id) => {
    const office = OFFICES[id];
    // A reader of English gets the Moscow address in Latin letters, as on the English contacts page.
    const address = locale === 'en' && office.latin ? office.latin : office;
    return `${t(`offices.${id}`)}: ${address.street}, ${address.postalCode}`;
  });
  return { name: BRAND.name, contacts: [...offices, [...BRAND.emails, ...BRAND.phones, new URL(env.SITE_URL).host].join(' · ')] };
}
