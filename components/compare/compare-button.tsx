import { getLocale, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { COMPARE_MAX } from '@/lib/catalogue/compare';
import { CompareToggle } from './compare-toggle';
import type { TrayTexts } from './compare-tray';

type Props = { product: { slug: string; modelCode: string }; className?: string };

/**
 * One object per request: every toggle of a page gets the same one, and React sends a repeated object once in
 * the page's payload, so twenty cards cost the tray's texts once.
 */
const trayTexts = cache(async (locale: Locale): Promise<TrayTexts> => {
  const t = await getTranslations({ locale, namespace: 'Compare' });
  return {
    toggle: t('toggle'),
    tray: t('tray'),
    // Filled in by the browser; the same placeholders in every language (tests/unit/messages.test.ts).
    trayCompare: t('trayCompare', { count: '{count}' }),
    trayCount: t('trayCount', { count: '{count}', max: COMPARE_MAX }),
    trayFull: t('trayFull', { max: COMPARE_MAX }),
    trayHint: t('trayHint'),
    trayRemove: t('trayRemove', { product: '{product}' }),
    trayClose: t('trayClose'),
    comparePath: getPathname({ href: '/product/compare', locale }),
  };
});

/**
 * "Compare" for a card or a product page. Without JavaScript it is a link to the compare page with this product:
 * a static page cannot know what the visitor picked before, so the compare page itself offers the next products
 * (its "add a product" form) and keeps the list in its URL.
 */
export async function CompareButton({ product, className }: Props) {
  const locale = (await getLocale()) as Locale;
  const [t, texts] = await Promise.all([getTranslations({ locale, namespace: 'Compare' }), trayTexts(locale)]);
  return (
    <CompareToggle
      item={{ slug: product.slug, code: product.modelCode }}
      href={`${texts.comparePath}?items=${product.slug}`}
      label={t('toggleLabel', { product: product.modelCode })}
      texts={texts}
      className={className}
    />
  );
}
