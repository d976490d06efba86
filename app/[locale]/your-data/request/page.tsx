import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import { Button, ButtonLink } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { pageLocale } from '@/lib/i18n/page-locale';
import { eraseYourData, openYourData } from '@/lib/privacy/actions';
import { heldSummary } from '@/lib/privacy/export';
import { findDataRequest } from '@/lib/privacy/requests';
import { staticPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string | string[]; error?: string | string[] }> };

// The page of a mailed link: per request (the token is in the address), never indexed.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(await pageLocale(params), 'yourData', '/your-data/request', { noindex: true });
}

const ERRORS = ['TOO_MANY_REQUESTS', 'CONFIRM_REQUIRED', 'ACCESS_DENIED_NO_CORS'] as const;

export default async function YourDataRequestPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const [t, format, query] = await Promise.all([getTranslations('YourData'), getFormatter(), searchParams]);
  const token = typeof query.token === 'string' ? query.token.trim() : '';
  const error = ERRORS.find((code) => code === query.error);
  const request = await findDataRequest(token);
  const date = (value: Date) => format.dateTime(value, { dateStyle: 'long', timeZone: 'UTC' });
  const hidden = (
    <>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
    </>
  );
  const errorText = error ? (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-semibold text-red-800">
      {error === 'CONFIRM_REQUIRED' ? t('erasureConfirmRequired') : error === 'TOO_MANY_REQUESTS' ? t('errors.TOO_MANY_REQUESTS') : t('failed')}
    </p>
  ) : null;

  // What the page says once erasure was asked for, from this page or from a mail's withdrawal link.
  const erasureAsked =
    request?.erasureRequestedAt && request.dueAt ? (
      <p role="status" className="rounded-lg border border-accent-300 bg-accent-50 p-3" data-testid="your-data-erasure-requested">
        {t('erasureRequested', { date: date(request.erasureRequestedAt), due: date(request.dueAt) })}
      </p>
    ) : null;

  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="max-w-prose space-y-6 leading-relaxed" data-testid="your-data-request">
          {errorText}
          {!request ? (
            <section className="space-y-3" data-testid="your-data-invalid">
              <h2 className="text-xl font-bold text-brand-900">{t('invalidTitle')}</h2>
              <p>{t('invalidText')}</p>
              <ButtonLink href="/your-data">{t('newLink')}</ButtonLink>
            </section>
          ) : !request.confirmedAt ? (
            <form action={openYourData} className="space-y-4">
              {hidden}
              <p>{t('confirmText', { email: request.email })}</p>
              <Button type="submit" data-testid="your-data-open">
                {t('confirmAction')}
              </Button>
            </form>
          ) : request.leadNumber ? (
            // Opened by a mail's withdrawal link: it withdraws and asks for erasure, and shows nothing held (the link
            // lasts as long as the lead; seeing the data takes a fresh link from the address form).
            <section className="space-y-3">
              <h2 className="text-xl font-bold text-brand-900">{t('erasureTitle')}</h2>
              {erasureAsked}
              <p>{t('copyFromPage')}</p>
              <ButtonLink href="/your-data" variant="outline">
                {t('title')}
              </ButtonLink>
            </section>
          ) : (
            <>
              <section className="space-y-2" data-testid="your-data-held">
                <h2 className="text-xl font-bold text-brand-900">{t('heldTitle', { email: request.email })}</h2>
                {await heldSummary(request.email).then((held) => (
                  <ul className="list-disc space-y-1 pl-6">
                    <li>{t('heldLeads', { count: held.leads })}</li>
                    <li>{t(`heldSubscription.${held.subscription ?? 'none'}`)}</li>
                    <li>{t('heldMails', { count: held.mails })}</li>
                  </ul>
                ))}
              </section>
              <section className="space-y-3">
                <h2 className="text-xl font-bold text-brand-900">{t('downloadTitle')}</h2>
                <p>{t('downloadText')}</p>
                <form method="post" action="/api/your-data" className="flex flex-wrap gap-3">
                  {hidden}
                  <Button type="submit" name="format" value="json" variant="outline" data-testid="your-data-json">
                    {t('downloadJson')}
                  </Button>
                  <Button type="submit" name="format" value="html" variant="outline" data-testid="your-data-html">
                    {t('downloadHtml')}
                  </Button>
                </form>
              </section>
              <section className="space-y-3">
                <h2 className="text-xl font-bold text-brand-900">{t('erasureTitle')}</h2>
                {erasureAsked ?? (
                  <form action={eraseYourData} className="space-y-4">
                    {hidden}
                    <p>{t('erasureText')}</p>
                    <Checkbox name="confirm" required label={t('erasureConfirm')} data-testid="your-data-erase-confirm" />
                    <Button type="submit" variant="danger" data-testid="your-data-erase">
                      {t('erasureAction')}
                    </Button>
                  </form>
                )}
              </section>
            </>
          )}
        </div>
      </div>
    </>
  );
}
