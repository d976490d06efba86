import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProductListing } from '@/components/catalogue/product-listing';
import { PageHeader } from '@/components/ui/page-header';
import { parseFilters } from '@/lib/catalogue/filters';
import { pageLocale } from '@/lib/i18n/page-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

// The unfiltered list is static; a URL with filters is rewritten by the proxy to ./results (per request).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(await pageLocale(params), 'products', '/product');
}

export default async function ProductsPage({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('Products');
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <ProductListing filters={parseFilters({})} />
    </>
  );
}
