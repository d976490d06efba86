import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { pageLocale } from '@/lib/i18n/page-locale';
import { withdrawYourConsent } from '@/lib/privacy/actions';
import { withdrawTokenLeadId } from '@/lib/privacy/withdraw-token';
import { staticPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string | string[]; error?: string | string[] }> };

// The withdrawal link of a lead's acknowledgement mail. Opening it changes nothing (a mail scanner may open it);
// the button withdraws and opens the erasure request (lib/privacy/requests.ts, withdrawFromLead).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(await pageLocale(params), 'yourData', '/your-data/withdraw', { noindex: true });
}

export default async function WithdrawPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const [t, query] = await Promise.all([getTranslations('YourData'), searchParams]);
  const token = typeof query.token === 'string' ? query.token.trim() : '';
  const invalid = query.error === 'INVALID' || !withdrawTokenLeadId(token);
  return (
    <>
      <PageHeader title={t('withdrawTitle')} lead={t('lead')} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="max-w-prose space-y-4 leading-relaxed" data-testid="your-data-withdraw">
          {query.error === 'TOO_MANY_REQUESTS' ? (
            <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-semibold text-red-800">
              {t('errors.TOO_MANY_REQUESTS')}
            </p>
          ) : null}
          {invalid ? (
            <>
              <p role="status">{t('withdrawInvalid')}</p>
              <ButtonLink href="/your-data">{t('title')}</ButtonLink>
            </>
          ) : (
            <form action={withdrawYourConsent} className="space-y-4">
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="locale" value={locale} />
              <p>{t('withdrawText')}</p>
              <Button type="submit" variant="danger" data-testid="your-data-withdraw-submit">
                {t('withdrawAction')}
              </Button>
            </form>
          )}
        </div>
      </div>
    </>
  );
}
