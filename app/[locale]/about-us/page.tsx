import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import { COMPANY_FACTS } from '@/lib/constants';
import { pageLocale } from '@/lib/i18n/page-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(await pageLocale(params), 'about', '/about-us');
}

export default async function AboutPage({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('About');
  const home = await getTranslations('Home');
  const facts = [
    home('facts.warranty.title', { months: COMPANY_FACTS.warrantyMonths }),
    home('facts.warehouses.title', { count: COMPANY_FACTS.regionalWarehouses }),
    home('facts.support.title'),
  ];
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[2fr_1fr]">
        <div className="max-w-prose space-y-8 text-lg leading-relaxed">
          <p data-testid="company-history">{t('history')}</p>
          <section>
            <h2 className="text-2xl font-bold text-brand-900">{t('missionTitle')}</h2>
            <p className="mt-3">{t('missionText')}</p>
          </section>
          <section>
            <h2 className="text-2xl font-bold text-brand-900">{t('networkTitle')}</h2>
            <p className="mt-3">{t('networkText')}</p>
          </section>
        </div>
        <aside aria-labelledby="about-facts" className="h-fit rounded-xl border border-ink-line bg-brand-50 p-6">
          <h2 id="about-facts" className="text-sm font-bold uppercase tracking-wider text-brand-700">
            {t('factsTitle')}
          </h2>
          <ul className="mt-4 space-y-3">
            {facts.map((fact) => (
              <li key={fact} className="border-l-4 border-accent-600 pl-3 font-semibold text-brand-900">
                {fact}
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </>
  );
}
