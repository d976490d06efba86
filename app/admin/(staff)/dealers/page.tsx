import { DataTable, publishedColumn, RowLink, type Column } from '@/components/admin/data-table';
import type { Metadata } from 'next';
import Link from 'next/link';
import { PageTitle } from '@/components/admin/page-title';
import { buttonClasses } from '@/components/ui/button';
import { getAdminT } from '@/lib/admin/i18n';
import { readSearchParams, searchQuery } from '@/lib/admin/search-params';
import { requireStaffPage } from '@/lib/admin/session';
import { dealerListSchema, listDealersForAdmin } from '@/lib/admin/dealers/service';
import { DEALER_KINDS } from '@/lib/dealers/values';
import { Notice } from '@/components/admin/notice';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('dealers'))('title') };
}

/** Every dealer, published or not, by place (country, region, city in the staff member's language) or by name. */
export default async function DealersPage({ searchParams }: Props) {
  const staff = await requireStaffPage('dealers', '/admin/dealers');
  const { locale } = staff;
  const [t, params] = await Promise.all([getAdminT('dealers'), searchParams]);
  const { sort } = readSearchParams(dealerListSchema, params);
  const dealers = await listDealersForAdmin(locale, sort);
  type Row = (typeof dealers)[number];
  const columns: Column<Row>[] = [
    {
      key: 'name',
      header: t('list.name'),
      sort: 'name',
      cell: (dealer) => (
        <>
          <RowLink href={`/admin/dealers/${dealer.id}`}>{dealer.name}</RowLink>
          {dealer.leadId ? <span className="ml-2 text-xs text-ink-muted">{t('list.fromLead')}</span> : null}
        </>
      ),
    },
    {
      key: 'place',
      header: t('list.place'),
      sort: 'place',
      cell: (dealer) => (
        <>
          {[dealer.countryName, dealer.regionName].filter(Boolean).join(' · ')}
          <div className={dealer.city ? 'text-ink-muted' : 'font-semibold text-amber-900'}>{dealer.city || t('list.noCity')}</div>
        </>
      ),
    },
    { key: 'kinds', header: t('list.kinds'), cell: (dealer) => DEALER_KINDS.filter((kind) => dealer[kind]).map((kind) => t(`kinds.${kind}`)).join(', ') },
    publishedColumn(t('list.status'), t('list.published'), t('list.hidden')),
  ];
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
      <DataTable
        label={t('menu')}
        columns={columns}
        rows={dealers}
        rowKey={(dealer) => dealer.id}
        rowProps={() => ({ 'data-testid': 'dealer-row' })}
        empty={<span data-testid="dealers-admin-empty">{t('list.empty')}</span>}
        sort={{ value: sort, href: (value) => `/admin/dealers${searchQuery({ sort: value })}` }}
        testId="dealer-table"
      />
    </>
  );
}
