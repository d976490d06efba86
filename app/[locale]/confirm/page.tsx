import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import { pageLocale } from '@/lib/i18n/page-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(await pageLocale(params), 'confirm', '/confirm', { noindex: true });
}

export default async function ConfirmPage({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('Confirm');
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <p role="status">{t('checking')}</p>
      </div>
    </>
  );
}
