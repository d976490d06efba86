import 'server-only';
import type { Locale } from '@/i18n/routing';
import { formatPrice } from '@/lib/catalogue/price';
import type { ProductDetail } from '@/lib/catalogue/products';
import { specSections } from '@/lib/catalogue/spec-rows';
import { BRAND, OFFICES, OFFICES_BY_LOCALE } from '@/lib/constants';
import { env } from '@/lib/env';
import { serverTranslator } from '@/lib/i18n/messages';
import { absoluteUrl, localizedPath } from '@/lib/seo/urls';
import type { DatasheetContent } from './document';
import { pictureAsPng } from './picture';
import { qrPath } from './qr';

/** The brand's contacts as the contacts page gives them for the locale: e-mail, site, the locale's offices. */
function contacts(locale: Locale): string[] {
  const t = serverTranslator(locale, 'Contacts');
  const offices = (OFFICES_BY_LOCALE[locale] ?? []).map((id) => {
    const office = OFFICES[id];
    // A reader of English gets the Moscow address in Latin letters, as on the English contacts page.
    const address = locale === 'en' && office.latin ? office.latin : office;
    return `${t(`offices.${id}`)}: ${address.street}, ${address.postalCode}`;
  });
  return [...offices, [...BRAND.emails, ...BRAND.phones, new URL(env.SITE_URL).host].join(' · ')];
}

/** What the datasheet of `product` shows in `locale`: every text translated, every figure formatted. */
export async function datasheetContent(product: ProductDetail, locale: Locale): Promise<DatasheetContent> {
  const catalogue = serverTranslator(locale, 'Catalogue');
  const t = serverTranslator(locale, 'Datasheet');
  const url = absoluteUrl(localizedPath(`/product/${product.slug}`, locale));
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(product.updatedAt);
  return {
    locale,
    brand: { name: BRAND.name, contacts: contacts(locale) },
    product: {
      modelCode: product.modelCode,
      name: product.name,
      shortDescription: product.shortDescription,
      category: [product.parentCategoryName, product.categoryName].filter(Boolean).join(' › '),
      keyFeatures: product.keyFeatures,
    },
    price: product.price ? { text: formatPrice(product.price, locale), note: catalogue('priceExVat') } : { text: t('priceOnRequest') },
    picture: await pictureAsPng(product.picture),
    qr: { ...qrPath(url), url },
    sections: specSections(product, locale, catalogue).map(({ group, rows }) => ({ title: catalogue(`specGroups.${group}`), rows })),
    updatedAt: product.updatedAt,
    texts: {
      title: t('title'),
      keyFeatures: catalogue('keyFeatures'),
      specifications: catalogue('specifications'),
      qrCaption: t('qrCaption'),
      footer: `${BRAND.name} · ${product.modelCode} · ${t('dataAsOf', { date })}`,
      disclaimer: t('disclaimer'),
      page: (page, pages) => t('page', { page, pages }),
    },
  };
}
