import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DocumentLibrary, filterProducts } from '@/components/documents/document-library';
import { PageHeader } from '@/components/ui/page-header';
import { getDocumentLibrary } from '@/lib/documents/library';
import { pageLocale } from '@/lib/i18n/page-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

// Static and cookie-free: regenerated when the back office changes a document (its cache tag, lib/documents/
// library.ts) and every hour, so a certificate past its last day leaves the page without anyone editing it.
// A URL with a filter is rewritten by the proxy to ./results (per request).
export const revalidate = 3600;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(await pageLocale(params), 'documents', '/documents');
}

export default async function DocumentsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, documents] = await Promise.all([getTranslations('Documents'), getDocumentLibrary(locale)]);
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <DocumentLibrary documents={documents} products={filterProducts(documents)} />
    </>
  );
}
