import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CompanyFacts } from '@/components/home/company-facts';
import { ProductFamilies } from '@/components/home/product-families';
import { StatsCounters } from '@/components/home/stats-counters';
import { ButtonLink } from '@/components/ui/button';
import { pageLocale } from '@/lib/i18n/page-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(await pageLocale(params), 'home', '/');
}

export default async function HomePage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Home');
  return (
    <>
      <section className="dark-section bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
          <h1 className="max-w-4xl text-3xl font-bold leading-tight tracking-tight sm:text-5xl">{t('heroTitle')}</h1>
          <p className="mt-6 max-w-prose text-lg text-brand-100">{t('heroLead')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href="/product">{t('ctaProducts')}</ButtonLink>
            <ButtonLink href="/becomepartner" variant="light">
              {t('ctaPartner')}
            </ButtonLink>
          </div>
        </div>
      </section>
      <StatsCounters />
      <ProductFamilies locale={locale} />
      <CompanyFacts />
      <section className="bg-brand-50">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl font-bold text-brand-900">{t('partnerTitle')}</h2>
            <p className="mt-2 max-w-prose text-ink-muted">{t('partnerLead')}</p>
          </div>
          <ButtonLink href="/becomepartner" variant="outline">
            {t('ctaPartner')}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
