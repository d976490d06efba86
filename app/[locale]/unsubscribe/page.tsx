import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { unsubscribeWithToken } from '@/lib/newsletter/actions/tokens';
import { TokenAction } from '@/components/newsletter/token-action';
import { PageHeader } from '@/components/ui/page-header';
import { pageLocale } from '@/lib/i18n/page-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string | string[] }> };

// The token from the e-mail's link is in the page's own form, so the page renders per request (noindex).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(await pageLocale(params), 'unsubscribe', '/unsubscribe', { noindex: true });
}

export default async function UnsubscribePage({ params, searchParams }: Props) {
  await pageLocale(params);
  const [t, codes, common, query] = await Promise.all([getTranslations('Unsubscribe'), getTranslations('Newsletter'), getTranslations('Common'), searchParams]);
  const token = typeof query.token === 'string' ? query.token.trim() : '';
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <TokenAction
        token={token}
        action={unsubscribeWithToken}
        missingCode="UNSUBSCRIBE_TOKEN_MISSING"
        texts={{
          ready: t('ready'),
          action: t('action'),
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
            TOO_MANY_REQUESTS: codes('TOO_MANY_REQUESTS'),
          },
          note: t('resubscribe'),
          home: common('backHome'),
        }}
      />
    </>
  );
}
