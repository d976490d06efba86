import type { Metadata } from 'next';
import { RecordHeader } from '@/components/admin/record-header';
import { getAdminT } from '@/lib/admin/i18n';
import { requireStaffPage } from '@/lib/admin/session';
import { RESIDENT_COUNTRY } from '@/lib/geo/country-codes';
import { DealerForm } from '../dealer-form';
import { dealerFormChoices } from '../form-choices';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('dealers'))('new') };
}

export default async function NewDealerPage() {
  const staff = await requireStaffPage('dealers', '/admin/dealers/new');
  const t = await getAdminT('dealers');
  const blank = { name: '', country: RESIDENT_COUNTRY, region: '', city: '', address: '', phone: '', email: '', website: '', sales: true, installation: false, service: false, published: true };
  return (
    <>
      <RecordHeader back={{ href: '/admin/dealers', label: t('back') }} title={t('new')} />
      <DealerForm dealer={blank} {...dealerFormChoices(staff.locale)} />
    </>
  );
}
