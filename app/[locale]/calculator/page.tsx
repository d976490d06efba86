import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CalculatorView } from '@/components/calculator/calculator-view';
import { PageHeader } from '@/components/ui/page-header';
import { readCalculator } from '@/lib/calculator/cooling-load';
import { pageLocale } from '@/lib/i18n/page-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

// The empty calculator is static; a URL with values is rewritten by the proxy to ./result (per request).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(await pageLocale(params), 'calculator', '/calculator');
}

export default async function CalculatorPage({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('Calculator');
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <CalculatorView state={readCalculator({})} />
    </>
  );
}
