import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DocumentLibrary, filterProducts } from '@/components/documents/document-library';
import { PageHeader } from '@/components/ui/page-header';
import { findDocuments, getDocumentLibrary } from '@/lib/documents/library';
import { readDocumentFilter } from '@/lib/documents/rules';
import { pageLocale } from '@/lib/i18n/page-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// The library filtered by type and product (the proxy rewrites /documents?type=… here): rendered per request,
// noindex, canonical to the whole library, absent from the sitemaps. Its URL is the filter's permalink.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(await pageLocale(params), 'documents', '/documents', { noindex: true });
}

export default async function DocumentResultsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const filter = readDocumentFilter(await searchParams);
  const [t, all, documents] = await Promise.all([getTranslations('Documents'), getDocumentLibrary(locale), findDocuments(locale, filter)]);
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <DocumentLibrary documents={documents} filter={filter} products={filterProducts(all)} />
    </>
  );
}
