import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/admin/auth/auth-card';
import { TwoFactorForm } from '@/components/admin/auth/two-factor-form';
import { getAdminT } from '@/lib/admin/i18n';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('auth'))('twoFactorTitle') };
}

type Props = { searchParams: Promise<{ next?: string; method?: string }> };

/** The second step of a sign-in with two-factor: the code from the app, or a backup code. */
export default async function TwoFactorPage({ searchParams }: Props) {
  const [{ next, method }, t] = await Promise.all([searchParams, getAdminT('auth')]);
  const backup = method === 'backup';
  const other = new URLSearchParams({ ...(next ? { next } : {}), ...(backup ? {} : { method: 'backup' }) });
  return (
    <AuthCard title={t('twoFactorTitle')}>
      <TwoFactorForm key={backup ? 'backup' : 'totp'} backup={backup} next={next} />
      <p className="mt-4 text-sm">
        <Link href={`/admin/two-factor?${other}`} className="font-semibold text-brand-700 underline">
          {backup ? t('useAuthenticator') : t('useBackupCode')}
        </Link>
      </p>
      <p className="mt-2 text-sm">
        <Link href="/admin/sign-in" className="text-brand-700 underline">
          {t('backToSignIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
