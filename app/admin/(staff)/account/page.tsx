import type { Metadata } from 'next';
import Link from 'next/link';
import { setAdminLocale, setAdminTimeZone, signOutEverywhere } from './actions';
import { InternalErrorNotice } from '@/components/admin/internal-error';
import { PageTitle } from '@/components/admin/page-title';
import { Button, buttonClasses } from '@/components/ui/button';
import { routing } from '@/i18n/routing';
import { getAdminT } from '@/lib/admin/i18n';
import { requireSignedIn } from '@/lib/admin/session';
import { Message } from '@/components/admin/message';
import { Label } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { DEFAULT_TIME_ZONES, formatDateTime, SUGGESTED_TIME_ZONES, timeZones, zoneLabel } from '@/lib/admin/time-zone';
import { now } from '@/lib/clock';
import { accounts } from '@/lib/admin/accounts';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('auth'))('accountTitle') };
}

type Props = { searchParams: Promise<{ locale?: string; timeZone?: string; twoFactor?: string; error?: string; ref?: string }> };

export default async function AccountPage({ searchParams }: Props) {
  const staff = await requireSignedIn();
  const [params, t, common] = await Promise.all([searchParams, getAdminT('auth'), getAdminT('common')]);
  const notice =
    params.locale === 'saved' ? t('languageSaved') : params.timeZone === 'saved' ? t('timeZone.saved') : params.twoFactor === 'on' ? t('enrolDone') : null;
  const chosen = await accounts.chosenTimeZone(staff.id);
  const at = now();
  const label = (zone: string) => zoneLabel(zone, staff.locale, at);
  const others = timeZones().filter((zone) => !SUGGESTED_TIME_ZONES.includes(zone));
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
        <section className="rounded-lg border border-slate-200 bg-white p-5" aria-labelledby="account-time-zone">
          <h2 id="account-time-zone" className="text-lg font-bold">{t('timeZone.heading')}</h2>
          <p className="mb-3 text-sm text-ink-muted">{t('timeZone.intro')}</p>
          <form action={setAdminTimeZone} className="flex flex-wrap items-end gap-2">
            <div className="min-w-0 flex-1 basis-64">
              <Label htmlFor="account-time-zone-select">{t('timeZone.label')}</Label>
              <Select id="account-time-zone-select" name="timeZone" defaultValue={chosen} aria-describedby="account-time-zone-now">
                <option value="">{t('timeZone.languageDefault', { zone: label(DEFAULT_TIME_ZONES[staff.locale]) })}</option>
                <optgroup label={t('timeZone.suggested')}>
                  {SUGGESTED_TIME_ZONES.map((zone) => <option key={zone} value={zone}>{label(zone)}</option>)}
                </optgroup>
                <optgroup label={t('timeZone.all')}>
                  {others.map((zone) => <option key={zone} value={zone}>{label(zone)}</option>)}
                </optgroup>
              </Select>
            </div>
            <Button type="submit" variant="outline">{t('timeZone.submit')}</Button>
          </form>
          <p id="account-time-zone-now" className="mt-2 text-sm text-ink-muted" data-testid="account-time-zone-now">{t('timeZone.current', { time: formatDateTime(at, staff) })}</p>
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
