import Link from 'next/link';
import { PageTitle } from '@/components/admin/page-title';
import { getAdminT } from '@/lib/admin/i18n';

/** A 403 or 404 inside the staff screens: where the page would be, with the menu around it and a way back. */
export async function StatusPanel({ status }: { status: 'forbidden' | 'notFound' }) {
  const t = await getAdminT('common');
  return (
    <section className="max-w-prose" data-testid={`admin-${status}`}>
      <PageTitle>{t(`${status}Title`)}</PageTitle>
      <p className="text-sm">{t(`${status}Body`)}</p>
      <p className="mt-4 text-sm">
        <Link href="/admin" className="font-semibold text-brand-700 underline">
          {t('backToDashboard')}
        </Link>
      </p>
    </section>
  );
}
