import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { Notice } from '@/components/admin/notice';
import { Panel } from '@/components/admin/panel';
import { RecordHeader } from '@/components/admin/record-header';
import { StatusBadge } from '@/components/admin/status-badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { fieldLabeller } from '@/lib/admin/content/labels';
import type { ImportRefusal, PlanRow } from '@/lib/admin/import/plan';
import { getImport } from '@/lib/admin/import/service';
import { getAdminT } from '@/lib/admin/i18n';
import { requireStaffPage } from '@/lib/admin/session';
import { formatDateTime } from '@/lib/admin/time-zone';
import { applyImportAction, undoImportAction } from '../actions';
import { IMPORT_STATUS_TONES } from '../status';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('catalogue'))('import.report.title') };
}

/** How many rows of each outcome the page lists (the counts above say how many there are in all). */
const LISTED = 200;
const short = (value: unknown) => {
  const text = Array.isArray(value) ? value.join(' · ') : value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

/**
 * An import's report: what the file would create, change (field by field) and leave, and what it refused with the
 * sheet, row, column and reason of each; Apply (drafts, or published where complete when ticked) while it is a dry
 * run, "Undo import" once applied. Plain forms: works without JavaScript.
 */
export default async function ImportReportPage({ params, searchParams }: Props) {
  const { id } = await params;
  const staff = await requireStaffPage('catalogue', `/admin/catalogue/import/${encodeURIComponent(id)}`);
  const [t, record, query, fieldName] = await Promise.all([getAdminT('catalogue'), getImport(id), searchParams, fieldLabeller()]);
  if (!record) notFound();
  // Reasons are message keys (`import.reasons.*`, `import.read.*`, `errors.*`), looked up by name.
  const say = t as unknown as { (key: string, values?: Record<string, string | number>): string; has(key: string): boolean };
  const reason = (refusal: ImportRefusal) => (say.has(refusal.reason) ? say(refusal.reason, { detail: refusal.detail ?? '' }) : refusal.reason);
  const where = (refusal: ImportRefusal) => [refusal.sheet, refusal.row ? t('import.report.row', { row: refusal.row }) : '', refusal.column ? t('import.report.column', { column: refusal.column }) : ''].filter(Boolean).join(', ');
  const of = (outcome: PlanRow['outcome']) => record.rows.filter((row) => row.outcome === outcome);
  const refused = of('refused');
  const changed = of('changed');
  const created = of('created');
  const writable = created.length + changed.length;
  const counts = { created: created.length, changed: changed.length, unchanged: of('unchanged').length, refused: refused.length };

  return (
    <>
      <RecordHeader
        back={{ href: '/admin/catalogue/import', label: t('import.title') }}
        title={record.fileName}
        state={
          <>
            <StatusBadge tone={IMPORT_STATUS_TONES[record.status as keyof typeof IMPORT_STATUS_TONES] ?? 'off'} testId="import-status">
              {t(`import.statuses.${record.status as 'applied'}`)}
            </StatusBadge>{' '}
            {formatDateTime(record.createdAt, staff)} · {record.actorEmail}
          </>
        }
      />
      <Notice area="catalogue" params={query} />
      <ul className="mb-6 flex flex-wrap gap-3 text-sm" data-testid="import-counts">
        {(['created', 'changed', 'unchanged', 'refused'] as const).map((outcome) => (
          <li key={outcome} className="rounded-md border border-slate-200 bg-white px-3 py-2" data-testid={`count-${outcome}`}>
            <span className="font-semibold">{counts[outcome]}</span> {t(`import.report.${outcome}`)}
          </li>
        ))}
      </ul>

      {record.fileRefusals.length ? (
        <Panel id="file-refusals" title={t('import.report.fileRefusals')} boxed className="mb-6" testId="file-refusals">
          <ul className="space-y-1 text-sm">
            {record.fileRefusals.map((refusal, index) => (
              <li key={index}>
                <span className="font-semibold">{where(refusal)}</span> — {reason(refusal)}
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}

      {record.status === 'dry-run' ? (
        <Panel id="apply-title" title={t('import.apply.title')} boxed className="mb-6" testId="apply-panel">
          <p className="mb-3 max-w-prose text-sm text-ink-muted">{t('import.apply.hint', { count: writable })}</p>
          <form action={applyImportAction} className="flex flex-wrap items-center gap-4">
            <input type="hidden" name="id" value={record.id} />
            <Checkbox name="publish" value="yes" label={t('import.apply.publish')} />
            <Button type="submit" disabled={writable === 0} data-testid="apply-import">
              {t('import.apply.submit')}
            </Button>
          </form>
        </Panel>
      ) : null}
      {record.status === 'applying' && !record.undoable ? <p className="mb-6 max-w-prose text-sm text-ink-muted">{t('import.apply.running')}</p> : null}
      {record.undoable ? (
        <Panel id="undo-title" title={t('import.undo.title')} boxed className="mb-6" testId="undo-panel">
          <p className="mb-3 max-w-prose text-sm text-ink-muted">{t(record.status === 'applied' ? 'import.undo.hint' : 'import.undo.interrupted', { count: record.items })}</p>
          <ConfirmAction action={undoImportAction} hidden={{ id: record.id }} confirm={t('import.undo.confirm')} button={t('import.undo.submit')} testId="undo-import" />
        </Panel>
      ) : null}

      <RowsPanel id="refused-title" title={t('import.report.refused')} rows={refused} testId="refused-row" tone="border-red-200">
        {(row) => (
          <ul className="mt-1 space-y-0.5">
            {row.refusals.map((refusal, index) => (
              <li key={index}>
                <span className="text-ink-muted">{where(refusal)}:</span> {reason(refusal)}
              </li>
            ))}
          </ul>
        )}
      </RowsPanel>
      <RowsPanel id="changed-title" title={t('import.report.changed')} rows={changed} testId="changed-row" rowLabel={(row) => t('import.report.row', { row: row.row })}>
        {(row) => (
          <ul className="mt-1 space-y-0.5 break-words">
            {row.changes.map((change) => (
              <li key={`${change.field}.${change.locale ?? ''}`}>
                <span className="font-semibold">
                  {fieldName(change.field, row.entity)}
                  {change.locale ? ` (${change.locale})` : ''}:
                </span>{' '}
                <del className="text-ink-muted">{short(change.before)}</del> → <ins className="no-underline">{short(change.after)}</ins>
              </li>
            ))}
          </ul>
        )}
      </RowsPanel>
      {created.length ? (
        <Panel id="created-title" title={`${t('import.report.created')} (${created.length})`} testId="created-rows">
          <ul className="columns-1 gap-6 text-sm sm:columns-2 lg:columns-3">
            {created.slice(0, LISTED).map((row) => (
              <li key={`${row.sheet}:${row.row}`} className="break-all" data-testid="created-row">
                {row.slug} <span className="text-ink-muted">({row.sheet}, {t('import.report.row', { row: row.row })})</span>
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
      {[refused, changed, created].some((list) => list.length > LISTED) ? <p className="text-sm text-ink-muted">{t('import.report.listed', { count: LISTED })}</p> : null}
    </>
  );
}

type RowsPanelProps = { id: string; title: string; rows: PlanRow[]; testId: string; tone?: string; rowLabel?: (row: PlanRow) => string; children: (row: PlanRow) => ReactNode };

/** One outcome's rows (refused, changed), each with its slug and what the report says of it; the first LISTED. */
function RowsPanel({ id, title, rows, testId, tone = 'border-slate-200', rowLabel, children }: RowsPanelProps) {
  if (!rows.length) return null;
  return (
    <Panel id={id} title={`${title} (${rows.length})`} testId={`${testId}s`}>
      <ul className="space-y-2 text-sm">
        {rows.slice(0, LISTED).map((row) => (
          <li key={`${row.sheet}:${row.row}`} className={`rounded-md border bg-white p-3 ${tone}`} data-testid={testId}>
            <p className="font-semibold break-all">
              {row.slug || '—'}
              {rowLabel ? <span className="font-normal text-ink-muted"> ({rowLabel(row)})</span> : null}
            </p>
            {children(row)}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
