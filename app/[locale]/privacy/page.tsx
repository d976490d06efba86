import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import { Link } from '@/i18n/navigation';
import { BRAND, CONTACT_EMAIL } from '@/lib/constants';
import { pageLocale } from '@/lib/i18n/page-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

const SECTIONS = ['controller', 'data', 'purposes', 'retention', 'rights', 'cookies', 'measurement'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(await pageLocale(params), 'privacy', '/privacy');
}

export default async function PrivacyPage({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('Privacy');
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="max-w-prose space-y-8 leading-relaxed">
          <p className="text-sm text-ink-muted">{t('updated')}</p>
          {SECTIONS.map((key) => (
            <section key={key} id={key}>
              <h2 className="text-xl font-bold text-brand-900">{t(`sections.${key}.title`)}</h2>
              <p className="mt-2">
                {t.rich(`sections.${key}.text`, {
                  brand: BRAND.name,
                  email: CONTACT_EMAIL,
                  link: (chunks) => (
                    <Link href="/your-data" className="font-semibold text-brand-700 underline">
                      {chunks}
                    </Link>
                  ),
                })}
              </p>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
