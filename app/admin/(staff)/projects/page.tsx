import { DataTable, publishedColumn, RowLink, translationsColumn, type Column } from '@/components/admin/data-table';
import type { Metadata } from 'next';
import Link from 'next/link';
import { PageTitle } from '@/components/admin/page-title';
import { buttonClasses } from '@/components/ui/button';
import { getAdminT } from '@/lib/admin/i18n';
import { requireStaffPage } from '@/lib/admin/session';
import { listProjects, projectListSchema, type ProjectListRow } from '@/lib/admin/projects/service';
import { readSearchParams, searchQuery } from '@/lib/admin/search-params';
import { Notice } from '@/components/admin/notice';
import { MissingFilter } from '@/components/admin/missing-filter';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('projects'))('title') };
}

/** Every reference project, in the public order or by a column: a company has tens of them, so one page. */
export default async function ProjectsPage({ searchParams }: Props) {
  const staff = await requireStaffPage('projects', '/admin/projects');
  const [t, common, params] = await Promise.all([getAdminT('projects'), getAdminT('common'), searchParams]);
  const query = readSearchParams(projectListSchema, params);
  const { sort } = query;
  const rows = await listProjects(staff.locale, query);
  const columns: Column<ProjectListRow>[] = [
    {
      key: 'title',
      header: t('list.project'),
      sort: 'title',
      cell: (row) => (
        <>
          <RowLink href={`/admin/projects/${row.id}`}>{row.title}</RowLink>
          <span className="block text-xs text-ink-muted">{row.slug}</span>
        </>
      ),
    },
    { key: 'place', header: t('list.place'), sort: 'place', cell: (row) => `${row.city}, ${row.country}` },
    { key: 'year', header: t('list.year'), sort: 'year', firstDir: 'desc', numeric: true, cell: (row) => row.year ?? '—' },
    { key: 'products', header: t('list.products'), numeric: true, cell: (row) => row.productCount },
    { key: 'pictures', header: t('list.pictures'), numeric: true, cell: (row) => row.pictureCount },
    publishedColumn(t('list.state'), t('list.published'), t('list.unpublished'), common('workflow.draft')),
    translationsColumn(common('translations.column')),
  ];
  return (
    <>
      <PageTitle
        actions={
          <Link href="/admin/projects/new" className={buttonClasses({ size: 'sm' })} data-testid="new-project">
            {t('new')}
          </Link>
        }
      >
        {t('title')}
      </PageTitle>
      <Notice area="projects" params={params} />
      <p className="mb-4 max-w-prose text-sm text-ink-muted">{t('lead')}</p>
      <MissingFilter action="/admin/projects" id="projects-missing" value={query.missing} hidden={sort === 'order' ? {} : { sort }} />
      <h2 className="mb-3 text-base font-semibold text-ink" data-testid="project-count">
        {t('list.count', { count: rows.length })}
      </h2>
      <DataTable
        label={t('menu')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowProps={() => ({ 'data-testid': 'project-row' })}
        empty={query.missing ? common('noResults') : t('list.empty')}
        minWidth="min-w-[44rem]"
        sort={{ value: sort, href: (value) => `/admin/projects${searchQuery({ sort: value, missing: query.missing })}` }}
      />
    </>
  );
}
