import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TokenAction } from '@/components/newsletter/token-action';
import { PageHeader } from '@/components/ui/page-header';
import { pageLocale } from '@/lib/i18n/page-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(await pageLocale(params), 'confirm', '/confirm', { noindex: true });
}

export default async function ConfirmPage({ params }: Props) {
  await pageLocale(params);
  const [t, codes, common] = await Promise.all([getTranslations('Confirm'), getTranslations('Newsletter'), getTranslations('Common')]);
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <TokenAction
        endpoint="/api/confirm"
        missingCode="CONFIRMATION_TOKEN_MISSING"
        texts={{
          pending: t('checking'),
          successTitle: t('success'),
          successText: codes('EMAIL_CONFIRMATION_SUCCESS'),
          failedTitle: t('failed'),
          failedText: t('failed'),
          unknownError: t('unknownError'),
          codes: {
            CONFIRMATION_TOKEN_MISSING: codes('CONFIRMATION_TOKEN_MISSING'),
            INVALID_CONFIRMATION_TOKEN: codes('INVALID_CONFIRMATION_TOKEN'),
          },
          home: common('backHome'),
        }}
      />
    </>
  );
}
