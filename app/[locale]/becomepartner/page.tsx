import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FormMessages } from '@/components/forms/form-messages';
import { PartnerForm } from '@/components/forms/partner-form';
import { CheckIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { CONTACT_EMAIL } from '@/lib/constants';
import { phoneExamples } from '@/lib/forms/phone-examples';
import { countryChoices, listCountries } from '@/lib/geo/countries';
import { listRegions } from '@/lib/geo/regions';
import { pageLocale } from '@/lib/i18n/page-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

const BENEFITS = ['b1', 'b2', 'b3', 'b4', 'b5'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(await pageLocale(params), 'becomepartner', '/becomepartner');
}

export default async function BecomePartnerPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Partner');
  // The lists come with the page's HTML, so the form works before and without JavaScript.
  const countries = countryChoices(locale);
  const examples = phoneExamples(listCountries(locale).map((item) => item.code));
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-12 sm:px-6">
        <section aria-labelledby="programme" className="max-w-prose">
          <h2 id="programme" className="text-2xl font-bold text-brand-900">
            {t('programmeTitle')}
          </h2>
          <p className="mt-3 text-lg leading-relaxed">{t('programmeText')}</p>
        </section>
        <section aria-labelledby="benefits">
          <h2 id="benefits" className="text-2xl font-bold text-brand-900">
            {t('benefitsTitle')}
          </h2>
          <ol className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="partner-benefits">
            {BENEFITS.map((key) => (
              <li key={key} className="rounded-xl border border-ink-line p-6">
                <CheckIcon className="size-6 text-accent-600" />
                <h3 className="mt-3 text-lg font-bold text-brand-900">{t(`benefits.${key}.title`)}</h3>
                <p className="mt-2 text-ink-muted">{t(`benefits.${key}.text`)}</p>
              </li>
            ))}
          </ol>
        </section>
        <section id="apply" aria-labelledby="apply-title" className="rounded-xl bg-brand-50 px-4 py-6 sm:p-8">
          <div className="mx-auto max-w-3xl">
            <h2 id="apply-title" className="text-2xl font-bold text-brand-900">
              {t('applyTitle')}
            </h2>
            <p className="mt-3 max-w-prose">{t('applyText', { email: CONTACT_EMAIL })}</p>
            <div className="mt-6 rounded-xl border border-ink-line bg-white p-4 shadow-sm sm:p-8">
              <FormMessages namespace="PartnerForm">
                <PartnerForm countries={countries} regions={listRegions(locale)} phoneExamples={examples} salesEmail={CONTACT_EMAIL} />
              </FormMessages>
            </div>
          </div>
        </section>
      </div>
    </>
  );
}
