import type { Metadata } from 'next';
import { PageTitle } from '@/components/admin/page-title';
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
      <PageTitle>{t('newTitle')}</PageTitle>
      <CampaignEditor locales={routing.locales} />
    </>
  );
}
