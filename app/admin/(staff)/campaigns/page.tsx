import { ScrollRegion } from '@/components/admin/scroll-region';
import type { Metadata } from 'next';
import Link from 'next/link';
import { PageTitle } from '@/components/admin/page-title';
import { buttonClasses } from '@/components/ui/button';
import { campaignLocales, campaignProgress, listCampaigns } from '@/lib/admin/campaigns/service';
import { adminLocale, getAdminT } from '@/lib/admin/i18n';
import { requireStaffPage } from '@/lib/admin/session';
import { CampaignStatusLabel } from './status-label';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('campaigns'))('menu') };
}

/** The campaigns, newest first, with their progress counted from the outbox. */
export default async function CampaignsPage() {
  await requireStaffPage('campaigns', '/admin/campaigns');
  const [t, locale] = await Promise.all([getAdminT('campaigns'), adminLocale()]);
  const campaigns = await listCampaigns();
  const progress = await campaignProgress(campaigns.map((campaign) => campaign.id));
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Rome' });

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
      {campaigns.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ScrollRegion label={t('menu')}>
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">{t('menu')}</caption>
            <thead className="bg-slate-100">
              <tr>
                <th scope="col" className="px-3 py-2">{t('name')}</th>
                <th scope="col" className="px-3 py-2">{t('status')}</th>
                <th scope="col" className="px-3 py-2">{t('locales')}</th>
                <th scope="col" className="px-3 py-2 text-right">{t('progress.queued')}</th>
                <th scope="col" className="px-3 py-2 text-right">{t('progress.sent')}</th>
                <th scope="col" className="px-3 py-2 text-right">{t('progress.failed')}</th>
                <th scope="col" className="px-3 py-2 text-right">{t('progress.cancelled')}</th>
                <th scope="col" className="px-3 py-2">{t('created')}</th>
              </tr>
            </thead>
            <tbody>
              {campaigns.map((campaign) => {
                const counts = progress.get(campaign.id)!;
                return (
                  <tr key={campaign.id} className="border-t border-slate-200" data-testid="campaign-row">
                    <td className="px-3 py-2">
                      <Link href={`/admin/campaigns/${campaign.id}`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
                        {campaign.name}
                      </Link>
                    </td>
                    <td className="px-3 py-2">
                      <CampaignStatusLabel status={campaign.status} label={t(`statuses.${campaign.status}`)} />
                    </td>
                    <td className="px-3 py-2 uppercase">{campaignLocales(campaign.locales).join(', ')}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{counts.queued}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{counts.sent}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{counts.failed}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{counts.cancelled}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{format.format(campaign.createdAt)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </>
  );
}
