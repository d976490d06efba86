import Link from 'next/link';
import { AuthCard } from '@/components/admin/auth/auth-card';
import { getAdminT } from '@/lib/admin/i18n';

export default async function AdminNotFound() {
  const t = await getAdminT('common');
  return (
    <AuthCard title={t('notFoundTitle')}>
      <p className="text-sm">{t('notFoundBody')}</p>
      <p className="mt-4 text-sm">
        <Link href="/admin" className="font-semibold text-brand-700 underline">
          {t('backToDashboard')}
        </Link>
      </p>
    </AuthCard>
  );
}
