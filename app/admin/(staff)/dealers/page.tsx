import { StatusBadge } from '@/components/admin/status-badge';
import { ScrollRegion } from '@/components/admin/scroll-region';
import type { Metadata } from 'next';
import Link from 'next/link';
import { PageTitle } from '@/components/admin/page-title';
import { buttonClasses } from '@/components/ui/button';
import { getAdminT } from '@/lib/admin/i18n';
import { countryLabel, regionLabel } from '@/lib/admin/leads/format';
import { requireStaffPage } from '@/lib/admin/session';
import { listDealersForAdmin } from '@/lib/admin/dealers/service';
import { DEALER_KINDS } from '@/lib/dealers/values';
import { Notice } from '@/components/admin/notice';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('dealers'))('title') };
}

/** Every dealer, published or not, by country, region and city in the staff member's language. */
export default async function DealersPage({ searchParams }: Props) {
  const staff = await requireStaffPage('dealers', '/admin/dealers');
  const [t, rows, params] = await Promise.all([getAdminT('dealers'), listDealersForAdmin(), searchParams]);
  const { locale } = staff;
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const dealers = rows
    .map((row) => ({ ...row, countryName: countryLabel(row.country, locale), regionName: regionLabel(row.region, locale) }))
    .sort((a, b) => collator.compare(a.countryName, b.countryName) || collator.compare(a.regionName, b.regionName) || collator.compare(a.city, b.city) || collator.compare(a.name, b.name));
  const publicPath = locale === 'it' ? '/dealers' : `/${locale}/dealers`;
  return (
    <>
      <PageTitle
        actions={
          <>
            <a href={publicPath} className={buttonClasses({ size: 'sm', variant: 'ghost' })}>
              {t('viewPublic')}
            </a>
            <Link href="/admin/dealers/new" className={buttonClasses({ size: 'sm' })}>
              {t('new')}
            </Link>
          </>
        }
      >
        {t('title')}
      </PageTitle>
      <Notice area="dealers" params={params} />
      <p className="mb-4 max-w-prose text-sm text-ink-muted">{t('hint')}</p>
      {dealers.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-4" data-testid="dealers-admin-empty">
          {t('list.empty')}
        </p>
      ) : (
        <ScrollRegion label={t('menu')}>
          <table className="w-full text-left text-sm" data-testid="dealer-table">
            <thead className="sticky top-0 bg-slate-100 text-xs font-semibold tracking-wide text-ink-muted uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">{t('list.name')}</th>
                <th scope="col" className="px-3 py-2">{t('list.place')}</th>
                <th scope="col" className="px-3 py-2">{t('list.kinds')}</th>
                <th scope="col" className="px-3 py-2">{t('list.status')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {dealers.map((dealer) => (
                <tr key={dealer.id} className="hover:bg-brand-50" data-testid="dealer-row">
                  <td className="px-3 py-2">
                    <Link href={`/admin/dealers/${dealer.id}`} className="inline-flex min-h-11 items-center font-semibold break-words text-brand-700 underline">
                      {dealer.name}
                    </Link>
                    {dealer.leadId ? <span className="ml-2 text-xs text-ink-muted">{t('list.fromLead')}</span> : null}
                  </td>
                  <td className="px-3 py-2">
                    {[dealer.countryName, dealer.regionName].filter(Boolean).join(' · ')}
                    <div className={dealer.city ? 'text-ink-muted' : 'font-semibold text-amber-900'}>{dealer.city || t('list.noCity')}</div>
                  </td>
                  <td className="px-3 py-2">{DEALER_KINDS.filter((kind) => dealer[kind]).map((kind) => t(`kinds.${kind}`)).join(', ')}</td>
                  <td className="px-3 py-2">
                    <StatusBadge tone={dealer.published ? 'good' : 'off'}>
                      {dealer.published ? t('list.published') : t('list.hidden')}
                    </StatusBadge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </>
  );
}
