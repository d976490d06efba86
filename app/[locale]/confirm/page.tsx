import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { confirmSubscription } from '@/lib/newsletter/actions/tokens';
import { TokenAction } from '@/components/newsletter/token-action';
import { PageHeader } from '@/components/ui/page-header';
import { pageLocale } from '@/lib/i18n/page-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string | string[] }> };

// The token from the e-mail's link is in the page's own form, so the page renders per request (noindex).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(await pageLocale(params), 'confirm', '/confirm', { noindex: true });
}

export default async function ConfirmPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const [t, codes, common, query] = await Promise.all([getTranslations('Confirm'), getTranslations('Newsletter'), getTranslations('Common'), searchParams]);
  const token = typeof query.token === 'string' ? query.token.trim() : '';
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <TokenAction
        token={token}
        action={confirmSubscription}
        missingCode="CONFIRMATION_TOKEN_MISSING"
        texts={{
          ready: t('ready'),
          action: t('action'),
          pending: t('checking'),
          successTitle: t('success'),
          successText: codes('EMAIL_CONFIRMATION_SUCCESS'),
          failedTitle: t('failed'),
          failedText: t('failed'),
          unknownError: t('unknownError'),
          codes: {
            CONFIRMATION_TOKEN_MISSING: codes('CONFIRMATION_TOKEN_MISSING'),
            INVALID_CONFIRMATION_TOKEN: codes('INVALID_CONFIRMATION_TOKEN'),
            TOO_MANY_REQUESTS: codes('TOO_MANY_REQUESTS'),
          },
          home: common('backHome'),
        }}
      />
    </>
  );
}
