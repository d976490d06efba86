import { StatusBadge } from '@/components/admin/status-badge';
import { ScrollRegion } from '@/components/admin/scroll-region';
import type { Metadata } from 'next';
import Link from 'next/link';
import { PageTitle } from '@/components/admin/page-title';
import { buttonClasses } from '@/components/ui/button';
import { getAdminT } from '@/lib/admin/i18n';
import { requireStaffPage } from '@/lib/admin/session';
import { listProjects } from '@/lib/admin/projects/service';
import { Notice } from '@/components/admin/notice';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('projects'))('title') };
}

/** Every reference project, in the public order: a company has tens of them, so one page without filters. */
export default async function ProjectsPage({ searchParams }: Props) {
  const staff = await requireStaffPage('projects', '/admin/projects');
  const [t, common, rows, params] = await Promise.all([getAdminT('projects'), getAdminT('common'), listProjects(staff.locale), searchParams]);
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
      <h2 className="mb-3 text-base font-semibold text-ink" data-testid="project-count">
        {t('list.count', { count: rows.length })}
      </h2>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-ink-muted">{t('list.empty')}</p>
      ) : (
        <ScrollRegion label={t('menu')}>
          <table className="w-full min-w-[44rem] text-left text-sm">
            <thead className="sticky top-0 bg-slate-100 text-xs uppercase tracking-wide text-ink-muted">
              <tr>
                <th scope="col" className="px-3 py-2">{t('list.project')}</th>
                <th scope="col" className="px-3 py-2">{t('list.place')}</th>
                <th scope="col" className="px-3 py-2 text-right">{t('list.year')}</th>
                <th scope="col" className="px-3 py-2 text-right">{t('list.products')}</th>
                <th scope="col" className="px-3 py-2 text-right">{t('list.pictures')}</th>
                <th scope="col" className="px-3 py-2">{t('list.state')}</th>
                <th scope="col" className="px-3 py-2">{t('list.translations')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-slate-100 hover:bg-slate-50" data-testid="project-row">
                  <td className="px-3 py-2">
                    <Link href={`/admin/projects/${row.id}`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline">
                      {row.title}
                    </Link>
                    <span className="block text-xs text-ink-muted">{row.slug}</span>
                  </td>
                  <td className="px-3 py-2">
                    {row.city}, {row.country}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{row.year ?? '—'}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{row.productCount}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{row.pictureCount}</td>
                  <td className="px-3 py-2">
                    <StatusBadge tone={row.published ? 'good' : 'off'}>
                      {row.published ? t('list.published') : t('list.unpublished')}
                    </StatusBadge>
                  </td>
                  <td className="px-3 py-2">
                    {row.missing.length ? (
                      <StatusBadge tone="waiting">
                        {t('list.missing', { languages: row.missing.map((l) => common(`languages.${l as 'it'}`)).join(', ') })}
                      </StatusBadge>
                    ) : (
                      <span className="text-xs text-ink-muted">{t('list.complete')}</span>
                    )}
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
