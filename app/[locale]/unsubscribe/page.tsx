import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TokenAction } from '@/components/newsletter/token-action';
import { PageHeader } from '@/components/ui/page-header';
import { pageLocale } from '@/lib/i18n/page-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(await pageLocale(params), 'unsubscribe', '/unsubscribe', { noindex: true });
}

export default async function UnsubscribePage({ params }: Props) {
  await pageLocale(params);
  const [t, codes, common] = await Promise.all([getTranslations('Unsubscribe'), getTranslations('Newsletter'), getTranslations('Common')]);
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <TokenAction
        endpoint="/api/unsubscribe"
        missingCode="UNSUBSCRIBE_TOKEN_MISSING"
        texts={{
          pending: t('processing'),
          successTitle: t('success'),
          successText: codes('UNSUBSCRIBE_SUCCESS'),
          failedTitle: t('failed'),
          failedText: t('failed'),
          unknownError: t('unknownError'),
          codes: {
            UNSUBSCRIBE_TOKEN_MISSING: codes('UNSUBSCRIBE_TOKEN_MISSING'),
            INVALID_UNSUBSCRIBE_TOKEN: codes('INVALID_UNSUBSCRIBE_TOKEN'),
            ALREADY_UNSUBSCRIBED: codes('ALREADY_UNSUBSCRIBED'),
          },
          note: t('resubscribe'),
          home: common('backHome'),
        }}
      />
    </>
  );
}
