import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FormMessages } from '@/components/forms/form-messages';
import { YourDataForm } from '@/components/privacy/your-data-form';
import { PageHeader } from '@/components/ui/page-header';
import { CONTACT_EMAIL } from '@/lib/constants';
import { pageLocale } from '@/lib/i18n/page-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(await pageLocale(params), 'yourData', '/your-data');
}

/** Requests from the people whose data we hold: an address, then a mailed link (lib/privacy/requests.ts). */
export default async function YourDataPage({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('YourData');
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="max-w-prose space-y-6 leading-relaxed">
          <p>{t('intro')}</p>
          <FormMessages namespace="YourData">
            <YourDataForm />
          </FormMessages>
          <p className="text-sm text-ink-muted">{t('noEmail', { email: CONTACT_EMAIL })}</p>
        </div>
      </div>
    </>
  );
}
