import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DealerDirectory } from '@/components/dealers/dealer-directory';
import { PageHeader } from '@/components/ui/page-header';
import { pageLocale } from '@/lib/i18n/page-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

// Static, regenerated when a dealer changes (lib/admin/dealers/revalidate.ts); it reads no cookies, headers or query.
// A URL with ?country= or ?region= is rewritten by the proxy to ./results (per request).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(await pageLocale(params), 'dealers', '/dealers');
}

export default async function DealersPage({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('Dealers');
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <DealerDirectory filter={{ country: null, region: null }} />
    </>
  );
}
