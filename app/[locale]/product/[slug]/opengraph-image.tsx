import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { isLocale, routing } from '@/i18n/routing';
import { loadOgAssets } from '@/lib/seo/og-assets';
import { getProduct } from '@/lib/catalogue/products';
import { formatNumber, withUnit } from '@/lib/catalogue/units';
import { BRAND } from '@/lib/constants';

type Props = { params: Promise<{ locale: string; slug: string }> };

export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
export const alt = BRAND.name;

/** The product's Open Graph card: picture, model code, name and capacity, in the page's language. */
export default async function OpenGraphImage({ params }: Props) {
  const { locale, slug } = await params;
  const pageLocale = isLocale(locale) ? locale : routing.defaultLocale;
  const product = isLocale(locale) ? await getProduct(slug, locale) : null;
  const t = await getTranslations({ locale: pageLocale, namespace: 'Catalogue' });
  const { fonts, picture } = await loadOgAssets(product?.picture);
  return new ImageResponse(
    (
      <div style={{ display: 'flex', width: '100%', height: '100%', background: '#F3F7FB', fontFamily: 'Manrope' }}>
        <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', width: 640, padding: 64 }}>
          <div style={{ fontSize: 30, color: '#0B7A66' }}>{BRAND.name}</div>
          <div style={{ display: 'flex', flexDirection: 'column' }}>
            <div style={{ fontSize: 34, color: '#0B7A66' }}>{product?.modelCode ?? ''}</div>
            <div style={{ fontSize: 54, color: '#0A2540', lineHeight: 1.1, marginTop: 12 }}>{product?.name ?? BRAND.name}</div>
            {product?.coolingCapacityKw ? (
              <div style={{ fontSize: 34, color: '#17588F', marginTop: 24 }}>{withUnit(formatNumber(product.coolingCapacityKw, pageLocale), t('units.kw'))}</div>
            ) : null}
          </div>
          <div style={{ height: 8, width: 160, background: '#0A2540' }} />
        </div>
        {picture ? (
          <img src={picture} width={560} height={420} style={{ alignSelf: 'center' }} alt="" />
        ) : null}
      </div>
    ),
    { ...size, fonts },
  );
}
