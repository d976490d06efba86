import type { Metadata } from 'next';
import { PageTitle } from '@/components/admin/page-title';
import { buttonClasses } from '@/components/ui/button';
import { getAdminT } from '@/lib/admin/i18n';
import { parseLeadFilter } from '@/lib/admin/leads/filters';
import { searchQuery } from '@/lib/admin/search-params';
import { leadCountries, listAssignees, listLeads, pageDuplicates, savedLeadFilter } from '@/lib/admin/leads/queries';
import { requireStaffPage } from '@/lib/admin/session';
import { FiltersForm } from './filters-form';
import { LeadList } from './lead-list';
import { BULK_FORM, BulkBar } from './bulk-bar';
import { LeadViews } from './views';
import { Message } from '@/components/admin/message';
import { now } from '@/lib/clock';

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
  const [t, list, assignees, countries] = await Promise.all([getAdminT('leads'), listLeads(filter, { timeZone: staff.timeZone, userId: staff.id, now: now() }), listAssignees(), leadCountries()]);
  const [earlier, saved] = await Promise.all([pageDuplicates(list.rows), savedLeadFilter(staff.id)]);
  const current = searchQuery({ ...filter, page: undefined, sort: filter.sort === '-received' ? undefined : filter.sort });
  const bulkError = typeof params.bulkError === 'string' ? params.bulkError : null;
  return (
    <>
      <PageTitle
        actions={
          <>
            <a href={`/api/admin/leads/export${query}`} className={buttonClasses({ variant: 'outline', size: 'sm' })} download data-testid="leads-export">
              {t('export')}
            </a>
            <a href={`/api/admin/leads/export${query ? `${query}&` : '?'}format=xlsx`} className={buttonClasses({ variant: 'outline', size: 'sm' })} download data-testid="leads-export-xlsx">
              {t('exportXlsx')}
            </a>
          </>
        }
      >
        {t('title')}
      </PageTitle>
      {params.erased === '1' ? (
        <Message tone="success" className="mb-4">{t('erased')}</Message>
      ) : null}
      {typeof params.changed === 'string' && /^\d+$/.test(params.changed) ? (
        <Message tone="success" className="mb-4" testId="bulk-done">{t('bulk.done', { count: Number(params.changed) })}</Message>
      ) : null}
      {bulkError ? (
        <Message tone="error" className="mb-4" testId="bulk-error">{bulkError === 'INVALID' ? t('bulk.invalid') : t('bulk.failed')}</Message>
      ) : null}
      {params.filterSaved === '1' ? <Message tone="success" className="mb-4">{t('views.savedDone')}</Message> : null}
      <LeadViews staff={staff} current={current} saved={saved} />
      <FiltersForm filter={filter} assignees={assignees} countries={countries} reader={staff} />
      <h2 className="mb-3 text-base font-semibold text-ink" data-testid="lead-count" aria-live="polite">{t('count', { count: list.total })}</h2>
      {list.rows.length ? <BulkBar assignees={assignees} query={searchQuery({ ...filter })} /> : null}
      <LeadList rows={list.rows} reader={staff} filter={filter} pages={list.pages} bulkForm={BULK_FORM} earlier={earlier} />
    </>
  );
}
