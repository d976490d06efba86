import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProductListing } from '@/components/catalogue/product-listing';
import { PageHeader } from '@/components/ui/page-header';
import { parseFilters } from '@/lib/catalogue/filters';
import { pageLocale } from '@/lib/i18n/page-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// A filtered state of /product (the proxy rewrites /product?category=… here): rendered per request,
// noindex, canonical to the unfiltered list, absent from the sitemaps.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(await pageLocale(params), 'products', '/product', { noindex: true });
}

export default async function ProductResultsPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const [t, filters] = await Promise.all([getTranslations('Products'), searchParams.then(parseFilters)]);
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <ProductListing filters={filters} />
    </>
  );
}
