import Link from 'next/link';
import { ChangeTable } from '@/components/admin/change-table';
import type { Column } from '@/components/admin/data-table';
import { ENTITY_PATHS, entityNames } from '@/lib/admin/audit-log';
import { isHistoryEntity } from '@/lib/admin/content/history';
import { changesOfEntry } from '@/lib/admin/content/snapshot';
import { fieldLabeller } from '@/lib/admin/content/labels';
import { getAdminT } from '@/lib/admin/i18n';

type Entry = { id: string; action: string; entity: string; entityId: string | null; actorEmail: string; before?: unknown; after?: unknown; meta?: unknown };

/**
 * The audit log's columns as people read them (the audit screen and the dashboard's last changes): the event's
 * name in the reader's language, the item's current name linked to it ("deleted" when it is gone, with its history
 * for administrators), who did it, and what changed field by field (the same table as the history's).
 */
export async function auditColumns<Row extends Entry>(rows: readonly Row[], options: { locale: string; isAdmin: boolean; changes?: boolean }): Promise<Column<Row>[]> {
  const [t, common, label, names] = await Promise.all([getAdminT('audit'), getAdminT('common'), fieldLabeller(), entityNames(rows, options.locale)]);
  // Event and entity names are looked up by the entry's text; an unknown one (a future event) shows as it is.
  const tr = t as unknown as { (key: string): string; has(key: string): boolean };
  const known = (key: string, fallback: string) => (tr.has(key) ? tr(key) : fallback);
  const event = (action: string) => known(`events.${action.replaceAll('.', '_')}`, action);
  const item = (entry: Row) => {
    const noun = known(`entities.${entry.entity}`, entry.entity);
    if (!entry.entityId) return noun;
    const name = names.get(`${entry.entity}:${entry.entityId}`);
    const path = ENTITY_PATHS[entry.entity];
    if (name && path) {
      return (
        <>
          <span className="block text-xs text-ink-muted">{noun}</span>
          <Link href={path(entry.entityId)} className="font-semibold text-brand-700 underline">
            {name}
          </Link>
        </>
      );
    }
    return (
      <>
        <span className="block text-xs text-ink-muted">{noun}</span>
        {isHistoryEntity(entry.entity) && options.isAdmin ? (
          <Link href={`/admin/history/${entry.entity}/${entry.entityId}`} className="text-brand-700 underline">
            {t('deleted')} · {t('history')}
          </Link>
        ) : (
          <span className="text-ink-muted">{name ?? t('deleted')}</span>
        )}
      </>
    );
  };
  const columns: Column<Row>[] = [
    { key: 'action', header: t('action'), cell: (entry) => <span data-testid="audit-event">{event(entry.action)}</span> },
    { key: 'entity', header: t('entity'), className: 'break-words', cell: item },
    { key: 'actor', header: t('actor'), className: 'break-all', cell: (entry) => (entry.actorEmail === 'system' ? t('system') : entry.actorEmail) },
  ];
  if (options.changes !== false) {
    columns.push({
      key: 'changes',
      header: t('changes'),
      cell: (entry) => {
        const changes = changesOfEntry(entry.before, entry.after);
        const facts = entry.meta && typeof entry.meta === 'object' ? (entry.meta as Record<string, unknown>) : {};
        // A content change names the version it made: a link to that version's page in the history.
        const version = isHistoryEntity(entry.entity) && entry.entityId && typeof facts.version === 'number' ? facts.version : null;
        const meta = Object.entries(facts).filter(([key]) => version === null || key !== 'version');
        if (!changes.length && !meta.length && version === null) return '—';
        return (
          <details>
            <summary className="cursor-pointer font-semibold text-brand-700">{t('show')}</summary>
            <div className="mt-2 max-w-2xl overflow-x-auto">
              {changes.length ? (
                <ChangeTable changes={changes} fieldLabel={(field) => label(field, entry.entity)} languageName={(l) => (l === 'it' || l === 'ru' || l === 'en' ? common(`languages.${l}`) : l)} labels={{ field: t('field'), before: t('before'), after: t('after'), none: t('noChange') }} />
              ) : null}
              {version !== null ? (
                <Link href={`/admin/history/${entry.entity}/${entry.entityId}/${version}`} className="mt-2 inline-block text-brand-700 underline">
                  {t('versions.view', { number: version })}
                </Link>
              ) : null}
              {meta.length ? (
                <dl className="mt-2 text-xs">
                  <dt className="font-semibold">{t('meta')}</dt>
                  {meta.map(([key, value]) => (
                    <dd key={key}>
                      {key}: {typeof value === 'object' ? JSON.stringify(value) : String(value)}
                    </dd>
                  ))}
                </dl>
              ) : null}
            </div>
          </details>
        );
      },
    });
  }
  return columns;
}
