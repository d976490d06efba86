import { DataTable, RowLink, type Column } from '@/components/admin/data-table';
import type { Metadata } from 'next';
import Link from 'next/link';
import { PageTitle } from '@/components/admin/page-title';
import { buttonClasses } from '@/components/ui/button';
import { campaignLocales, campaignProgress, listCampaigns } from '@/lib/admin/campaigns/service';
import { getAdminT } from '@/lib/admin/i18n';
import { requireStaffPage } from '@/lib/admin/session';
import { CampaignStatusLabel } from './status-label';
import { dateFormatter } from '@/lib/admin/time-zone';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('campaigns'))('menu') };
}

/** The campaigns, newest first, with their progress counted from the outbox. */
export default async function CampaignsPage() {
  const staff = await requireStaffPage('campaigns', '/admin/campaigns');
  const [t] = await Promise.all([getAdminT('campaigns')]);
  const campaigns = await listCampaigns();
  const progress = await campaignProgress(campaigns.map((campaign) => campaign.id));
  const format = dateFormatter(staff);
  type Row = (typeof campaigns)[number];
  const count = (key: 'queued' | 'sent' | 'failed' | 'cancelled'): Column<Row> => ({
    key,
    header: t(`progress.${key}`),
    numeric: true,
    cell: (campaign) => progress.get(campaign.id)?.[key] ?? 0,
  });
  const columns: Column<Row>[] = [
    { key: 'name', header: t('name'), cell: (campaign) => <RowLink href={`/admin/campaigns/${campaign.id}`}>{campaign.name}</RowLink> },
    { key: 'status', header: t('status'), cell: (campaign) => <CampaignStatusLabel status={campaign.status} label={t(`statuses.${campaign.status}`)} /> },
    { key: 'locales', header: t('locales'), className: 'uppercase', cell: (campaign) => campaignLocales(campaign.locales).join(', ') },
    count('queued'),
    count('sent'),
    count('failed'),
    count('cancelled'),
    { key: 'created', header: t('created'), className: 'whitespace-nowrap', cell: (campaign) => format.format(campaign.createdAt) },
  ];

  return (
    <>
      <PageTitle
        actions={
          <Link href="/admin/campaigns/new" className={buttonClasses()}>
            {t('new')}
          </Link>
        }
      >
        {t('menu')}
      </PageTitle>
      <DataTable
        label={t('menu')}
        columns={columns}
        rows={campaigns}
        rowKey={(campaign) => campaign.id}
        rowProps={() => ({ 'data-testid': 'campaign-row' })}
        empty={t('empty')}
        minWidth="min-w-[48rem]"
      />
    </>
  );
}
