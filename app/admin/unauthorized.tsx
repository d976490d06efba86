import Link from 'next/link';
import { AuthCard } from '@/components/admin/auth/auth-card';
import { getAdminT } from '@/lib/admin/i18n';

/** 401: no valid session (an action sent after the session ended). */
export default async function Unauthorized() {
  const t = await getAdminT('common');
  return (
    <AuthCard title={t('unauthorizedTitle')}>
      <p className="text-sm">{t('unauthorizedBody')}</p>
      <p className="mt-4 text-sm">
        <Link href="/admin/sign-in" className="font-semibold text-brand-700 underline">
          {t('signIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
