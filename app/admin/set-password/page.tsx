import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/admin/auth/auth-card';
import { SetPasswordForm } from '@/components/admin/auth/set-password-form';
import { getAdminT } from '@/lib/admin/i18n';
import { accounts } from '@/lib/admin/accounts';
import { Message } from '@/components/admin/message';

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
          <Message tone="error">
            {t('linkInvalid')}
          </Message>
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
