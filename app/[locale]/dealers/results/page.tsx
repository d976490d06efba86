import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DealerDirectory } from '@/components/dealers/dealer-directory';
import { PageHeader } from '@/components/ui/page-header';
import { readDealerFilter } from '@/lib/dealers/filters';
import { pageLocale } from '@/lib/i18n/page-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// The dealers of a country or region (the proxy rewrites /dealers?country=…&region=… here): rendered per request
// from the cached list, noindex, canonical to /dealers, absent from the sitemaps.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(await pageLocale(params), 'dealers', '/dealers', { noindex: true });
}

export default async function DealerResultsPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const [t, filter] = await Promise.all([getTranslations('Dealers'), searchParams.then(readDealerFilter)]);
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <DealerDirectory filter={filter} />
    </>
  );
}
