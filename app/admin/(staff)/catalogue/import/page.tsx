import type { Metadata } from 'next';
import { Notice } from '@/components/admin/notice';
import { PageTitle } from '@/components/admin/page-title';
import { Panel } from '@/components/admin/panel';
import { StatusBadge } from '@/components/admin/status-badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { IMPORT_LIMITS } from '@/lib/admin/import/read';
import { recentImports } from '@/lib/admin/import/service';
import { getAdminT } from '@/lib/admin/i18n';
import { requireStaffPage } from '@/lib/admin/session';
import { formatDateTime } from '@/lib/admin/time-zone';
import { IMPORT_STATUS_TONES } from './status';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('catalogue'))('import.title') };
}

/**
 * The catalogue as a spreadsheet: the export (XLSX with products, specifications, categories and labels, or the
 * products alone as CSV), the upload whose dry run opens as a report, and the latest imports. Plain forms and links:
 * works without JavaScript.
 */
export default async function ImportPage({ searchParams }: Props) {
  const staff = await requireStaffPage('catalogue', '/admin/catalogue/import');
  const [t, query, imports] = await Promise.all([getAdminT('catalogue'), searchParams, recentImports()]);
  const mb = Math.round(IMPORT_LIMITS.fileBytes / 1024 / 1024);
  return (
    <>
      <PageTitle>{t('import.title')}</PageTitle>
      <Notice area="catalogue" params={query} values={{ mb }} />
      <Panel id="export-title" title={t('import.export.title')} boxed className="mb-6">
        <p className="mb-3 max-w-prose text-sm text-ink-muted">{t('import.export.hint')}</p>
        <div className="flex flex-wrap gap-3">
          <a href="/api/admin/catalogue/export?format=xlsx" download className={buttonClasses({ variant: 'outline', size: 'sm' })} data-testid="export-xlsx">
            {t('import.export.xlsx')}
          </a>
          <a href="/api/admin/catalogue/export?format=csv" download className={buttonClasses({ variant: 'ghost', size: 'sm' })} data-testid="export-csv">
            {t('import.export.csv')}
          </a>
        </div>
      </Panel>
      <Panel id="upload-title" title={t('import.upload.title')} boxed className="mb-6">
        <form action="/api/admin/catalogue/import" method="post" encType="multipart/form-data" className="space-y-3" data-testid="import-form">
          <label htmlFor="import-file" className="block text-sm font-semibold text-ink">
            {t('import.upload.label')}
          </label>
          <input
            id="import-file"
            name="file"
            type="file"
            required
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            aria-describedby="import-file-hint"
            className="block w-full max-w-md text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3"
          />
          <p id="import-file-hint" className="max-w-prose text-sm text-ink-muted">
            {t('import.upload.hint', { mb, rows: IMPORT_LIMITS.rows })}
          </p>
          <Button type="submit" data-testid="import-submit">
            {t('import.upload.submit')}
          </Button>
        </form>
      </Panel>
      <Panel id="recent-title" title={t('import.recent.title')}>
        {imports.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('import.recent.none')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" data-testid="recent-imports">
            {imports.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm">
                <a href={`/admin/catalogue/import/${item.id}`} className="min-w-0 font-semibold break-all text-brand-700 underline">
                  {item.fileName}
                </a>
                <StatusBadge tone={IMPORT_STATUS_TONES[item.status as keyof typeof IMPORT_STATUS_TONES] ?? 'off'}>{t(`import.statuses.${item.status as 'applied'}`)}</StatusBadge>
                <span className="text-ink-muted">
                  {t('import.recent.counts', { created: item.created, changed: item.changed, refused: item.refused })}
                </span>
                <span className="text-ink-muted">
                  {formatDateTime(item.createdAt, staff)} · {item.actorEmail}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </>
  );
}
