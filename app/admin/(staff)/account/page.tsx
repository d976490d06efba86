import type { Metadata } from 'next';
import Link from 'next/link';
import { setAdminLocale, signOutEverywhere } from './actions';
import { InternalErrorNotice } from '@/components/admin/internal-error';
import { PageTitle } from '@/components/admin/page-title';
import { Button, buttonClasses } from '@/components/ui/button';
import { routing } from '@/i18n/routing';
import { getAdminT } from '@/lib/admin/i18n';
import { requireSignedIn } from '@/lib/admin/session';
import { Message } from '@/components/admin/message';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('auth'))('accountTitle') };
}

type Props = { searchParams: Promise<{ locale?: string; twoFactor?: string; error?: string; ref?: string }> };

export default async function AccountPage({ searchParams }: Props) {
  const staff = await requireSignedIn();
  const [params, t, common] = await Promise.all([searchParams, getAdminT('auth'), getAdminT('common')]);
  const notice = params.locale === 'saved' ? t('languageSaved') : params.twoFactor === 'on' ? t('enrolDone') : null;
  return (
    <>
      <PageTitle>{t('accountTitle')}</PageTitle>
      <InternalErrorNotice params={params} />
      {notice ? (
        <Message tone="success" className="mb-5">
          {notice}
        </Message>
      ) : null}
      <div className="grid max-w-3xl gap-6">
        <section className="rounded-lg border border-slate-200 bg-white p-5" aria-labelledby="account-language">
          <h2 id="account-language" className="text-lg font-bold">{common('language')}</h2>
          <p className="mb-3 text-sm text-ink-muted">{t('languageIntro')}</p>
          <form action={setAdminLocale} className="flex flex-wrap gap-2">
            {routing.locales.map((code) => (
              <Button key={code} type="submit" name="locale" value={code} lang={code} variant={code === staff.locale ? 'primary' : 'outline'} aria-pressed={code === staff.locale}>
                {common(`languages.${code}`)}
              </Button>
            ))}
          </form>
        </section>
        <section className="rounded-lg border border-slate-200 bg-white p-5" aria-labelledby="account-2fa">
          <h2 id="account-2fa" className="text-lg font-bold">{t('twoFactorSection')}</h2>
          <p className="mb-3 text-sm" data-testid="two-factor-status">{staff.twoFactorEnabled ? t('twoFactorOn') : t('twoFactorOff')}</p>
          {staff.twoFactorEnabled ? null : (
            <Link href="/admin/account/two-factor" className={buttonClasses({ variant: 'primary' })}>
              {t('enableTwoFactor')}
            </Link>
          )}
        </section>
        <section className="rounded-lg border border-slate-200 bg-white p-5" aria-labelledby="account-sessions">
          <h2 id="account-sessions" className="text-lg font-bold">{t('sessionsSection')}</h2>
          <p className="mb-3 text-sm text-ink-muted">{t('sessionsIntro')}</p>
          <form action={signOutEverywhere}>
            <Button type="submit" variant="outline">{t('signOutEverywhere')}</Button>
          </form>
        </section>
      </div>
    </>
  );
}
