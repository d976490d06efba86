import type { Metadata } from 'next';
import { PageTitle } from '@/components/admin/page-title';
import { buttonClasses } from '@/components/ui/button';
import { getAdminT } from '@/lib/admin/i18n';
import { leadFilterQuery, parseLeadFilter } from '@/lib/admin/leads/filters';
import { leadCountries, listAssignees, listLeads } from '@/lib/admin/leads/queries';
import { requireStaffPage } from '@/lib/admin/session';
import { FiltersForm } from './filters-form';
import { LeadList } from './lead-list';
import { Pagination } from '@/components/admin/pagination';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('leads'))('title') };
}

/** The leads inbox: partner applications and equipment requests, newest first, filtered by the URL. */
export default async function LeadsPage({ searchParams }: Props) {
  const params = await searchParams;
  const filter = parseLeadFilter(params);
  const query = leadFilterQuery(filter);
  const staff = await requireStaffPage('leads', `/admin/leads${query ? `?${query}` : ''}`);
  const [t, list, assignees, countries] = await Promise.all([getAdminT('leads'), listLeads(filter), listAssignees(), leadCountries()]);
  const pageHref = (page: number) => {
    const withPage = leadFilterQuery(filter, { page });
    return withPage ? `/admin/leads?${withPage}` : '/admin/leads';
  };
  return (
    <>
      <PageTitle
        actions={
          <a href={`/api/admin/leads/export${query ? `?${query}` : ''}`} className={buttonClasses({ variant: 'outline', size: 'sm' })} download data-testid="leads-export">
            {t('export')}
          </a>
        }
      >
        {t('title')}
      </PageTitle>
      {params.erased === '1' ? (
        <p role="status" className="mb-4 rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-800">{t('erased')}</p>
      ) : null}
      <FiltersForm filter={filter} assignees={assignees} countries={countries} locale={staff.locale} />
      <h2 className="mb-3 text-base font-semibold text-ink" data-testid="lead-count" aria-live="polite">{t('count', { count: list.total })}</h2>
      {list.rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-ink-muted">{t('empty')}</p>
      ) : (
        <LeadList rows={list.rows} locale={staff.locale} />
      )}
      <Pagination page={filter.page} pages={list.pages} href={pageHref} />
    </>
  );
}
