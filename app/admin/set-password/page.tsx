import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/admin/auth/auth-card';
import { SetPasswordForm } from '@/components/admin/auth/set-password-form';
import { getAdminT } from '@/lib/admin/i18n';
import { accounts } from '@/lib/admin/accounts';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('auth'))('setPasswordTitle') };
}

type Props = { searchParams: Promise<{ token?: string }> };

/** Following an invitation or a reset link: the token is checked here and again when the form is sent. */
export default async function SetPasswordPage({ searchParams }: Props) {
  const [{ token = '' }, t] = await Promise.all([searchParams, getAdminT('auth')]);
  const valid = (await accounts.passwordLinkUser(token)) !== null;
  return (
    <AuthCard title={t('setPasswordTitle')}>
      {valid ? (
        <SetPasswordForm token={token} />
      ) : (
        <>
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {t('linkInvalid')}
          </p>
          <p className="mt-4 text-sm">
            <Link href="/admin/forgot-password" className="font-semibold text-brand-700 underline">
              {t('forgotPassword')}
            </Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
