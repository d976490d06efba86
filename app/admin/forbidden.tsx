import Link from 'next/link';
import { AuthCard } from '@/components/admin/auth/auth-card';
import { getAdminT } from '@/lib/admin/i18n';

/** 403: the role may not open this page (lib/admin/session.ts). */
export default async function Forbidden() {
  const t = await getAdminT('common');
  return (
    <AuthCard title={t('forbiddenTitle')}>
      <p className="text-sm">{t('forbiddenBody')}</p>
      <p className="mt-4 text-sm">
        <Link href="/admin" className="font-semibold text-brand-700 underline">
          {t('backToDashboard')}
        </Link>
      </p>
    </AuthCard>
  );
}
