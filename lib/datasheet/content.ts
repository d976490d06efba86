import 'server-only';
import type { Locale } from '@/i18n/routing';
import { formatPrice } from '@/lib/catalogue/price';
import type { ProductDetail } from '@/lib/catalogue/products';
import { specSections } from '@/lib/catalogue/spec-rows';
import type { ConformityEntry } from '@/lib/documents/conformity';
import { BRAND } from '@/lib/constants';
import { serverTranslator } from '@/lib/i18n/messages';
import { absoluteUrl, localizedPath } from '@/lib/seo/urls';
import { conformityTexts } from './conformity-texts';
import { pdfBrand } from './contacts';
import type { DatasheetContent } from './document';
import { outlineParts } from './outline-content';
import { pictureAsPng } from './picture';
import { qrPath } from './qr';
import { tableText } from './typeset';

/**
 * What the datasheet of `product` shows in `locale`: every text translated, every figure formatted; `conformity` is
 * the product's conformity documents in `locale` (lib/documents/conformity-library.ts getConformity).
 */
export async function datasheetContent(product: ProductDetail, locale: Locale, conformity: ConformityEntry[] = []): Promise<DatasheetContent> {
  const catalogue = serverTranslator(locale, 'Catalogue');
  const t = serverTranslator(locale, 'Datasheet');
  const url = absoluteUrl(localizedPath(`/product/${product.slug}`, locale));
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(product.updatedAt);
  return {
    locale,
    brand: pdfBrand(locale),
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
    sections: specSections(product, locale, catalogue).map(({ group, rows }) => ({
      title: catalogue(`specGroups.${group}`),
      rows: rows.map(({ label, value, unit, alt }) => ({ label: tableText(label), value: tableText(value), ...(unit ? { unit } : {}), ...(alt ? { alt: tableText(alt) } : {}) })),
    })),
    outline: { title: t('outline.title'), parts: outlineParts(product.technical.dimensionsAndWeight, locale) },
    conformity,
    updatedAt: product.updatedAt,
    texts: {
      title: t('title'),
      keyFeatures: catalogue('keyFeatures'),
      specifications: catalogue('specifications'),
      qrCaption: t('qrCaption'),
      footer: `${BRAND.name} · ${product.modelCode} · ${t('dataAsOf', { date })}`,
      disclaimer: t('disclaimer'),
      page: (page, pages) => t('page', { page, pages }),
      conformity: conformityTexts(locale),
    },
  };
}
