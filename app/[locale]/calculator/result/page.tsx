import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CalculatorView } from '@/components/calculator/calculator-view';
import { PageHeader } from '@/components/ui/page-header';
import { readCalculator } from '@/lib/calculator/cooling-load';
import { pageLocale } from '@/lib/i18n/page-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// A calculation (the proxy rewrites /calculator?area=… here): rendered per request, noindex, canonical to the
// empty calculator, absent from the sitemaps. Its URL is the result's permalink.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(await pageLocale(params), 'calculator', '/calculator', { noindex: true });
}

export default async function CalculatorResultPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const [t, state] = await Promise.all([getTranslations('Calculator'), searchParams.then(readCalculator)]);
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <CalculatorView state={state} />
    </>
  );
}
