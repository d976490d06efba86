import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { EnrolForm } from '@/components/admin/auth/enrol-form';
import { PageTitle } from '@/components/admin/page-title';
import { getAdminT } from '@/lib/admin/i18n';
import { requiresTwoFactor } from '@/lib/admin/roles';
import { requireSignedIn } from '@/lib/admin/session';
import { Message } from '@/components/admin/message';

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
        <Message tone="warning" className="mb-5">
          {t('twoFactorRequired')}
        </Message>
      ) : null}
      <EnrolForm />
    </>
  );
}
