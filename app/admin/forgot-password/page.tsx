import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/admin/auth/auth-card';
import { ForgotForm } from '@/components/admin/auth/forgot-form';
import { getAdminT } from '@/lib/admin/i18n';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('auth'))('forgotTitle') };
}

export default async function ForgotPasswordPage() {
  const t = await getAdminT('auth');
  return (
    <AuthCard title={t('forgotTitle')}>
      <ForgotForm />
      <p className="mt-4 text-sm">
        <Link href="/admin/sign-in" className="font-semibold text-brand-700 underline">
          {t('backToSignIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
