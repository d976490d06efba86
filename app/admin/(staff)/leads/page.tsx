import type { Metadata } from 'next';
import { PageTitle } from '@/components/admin/page-title';
import { buttonClasses } from '@/components/ui/button';
import { getAdminT } from '@/lib/admin/i18n';
import { parseLeadFilter } from '@/lib/admin/leads/filters';
import { searchQuery } from '@/lib/admin/search-params';
import { leadCountries, listAssignees, listLeads } from '@/lib/admin/leads/queries';
import { requireStaffPage } from '@/lib/admin/session';
import { FiltersForm } from './filters-form';
import { LeadList } from './lead-list';
import { Message } from '@/components/admin/message';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('leads'))('title') };
}

/** The leads inbox: partner applications and equipment requests, newest first, filtered by the URL. */
export default async function LeadsPage({ searchParams }: Props) {
  const params = await searchParams;
  const filter = parseLeadFilter(params);
  const query = searchQuery({ ...filter, page: undefined });
  const staff = await requireStaffPage('leads', `/admin/leads${query}`);
  const [t, list, assignees, countries] = await Promise.all([getAdminT('leads'), listLeads(filter), listAssignees(), leadCountries()]);
  return (
    <>
      <PageTitle
        actions={
          <a href={`/api/admin/leads/export${query}`} className={buttonClasses({ variant: 'outline', size: 'sm' })} download data-testid="leads-export">
            {t('export')}
          </a>
        }
      >
        {t('title')}
      </PageTitle>
      {params.erased === '1' ? (
        <Message tone="success" className="mb-4">{t('erased')}</Message>
      ) : null}
      <FiltersForm filter={filter} assignees={assignees} countries={countries} locale={staff.locale} />
      <h2 className="mb-3 text-base font-semibold text-ink" data-testid="lead-count" aria-live="polite">{t('count', { count: list.total })}</h2>
      <LeadList rows={list.rows} locale={staff.locale} filter={filter} pages={list.pages} />
    </>
  );
}
