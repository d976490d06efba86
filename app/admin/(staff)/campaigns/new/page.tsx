import type { Metadata } from 'next';
import { RecordHeader } from '@/components/admin/record-header';
import { routing } from '@/i18n/routing';
import { getAdminT } from '@/lib/admin/i18n';
import { requireStaffPage } from '@/lib/admin/session';
import { CampaignEditor } from '../campaign-editor';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('campaigns'))('newTitle') };
}

export default async function NewCampaignPage() {
  await requireStaffPage('campaigns', '/admin/campaigns/new');
  const t = await getAdminT('campaigns');
  return (
    <>
      <RecordHeader back={{ href: '/admin/campaigns', label: t('backToList') }} title={t('newTitle')} />
      <CampaignEditor locales={routing.locales} />
    </>
  );
}
