import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { EnrolForm } from '@/components/admin/auth/enrol-form';
import { PageTitle } from '@/components/admin/page-title';
import { getAdminT } from '@/lib/admin/i18n';
import { requiresTwoFactor } from '@/lib/admin/roles';
import { requireSignedIn } from '@/lib/admin/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('auth'))('enrolTitle') };
}

/** Two-factor enrolment: where an admin without it is sent from every other page. */
export default async function EnrolPage() {
  const staff = await requireSignedIn();
  if (staff.twoFactorEnabled) redirect('/admin/account');
  const t = await getAdminT('auth');
  return (
    <>
      <PageTitle>{t('enrolTitle')}</PageTitle>
      {requiresTwoFactor(staff.role) ? (
        <p role="status" className="mb-5 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('twoFactorRequired')}
        </p>
      ) : null}
      <EnrolForm />
    </>
  );
}
