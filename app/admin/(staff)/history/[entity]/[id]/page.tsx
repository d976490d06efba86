import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DataTable, RowLink, type Column } from '@/components/admin/data-table';
import { Message } from '@/components/admin/message';
import { RecordHeader } from '@/components/admin/record-header';
import { currentItem, HISTORY, isHistoryEntity, snapshotName, versionList } from '@/lib/admin/content/history';
import { fieldLabeller } from '@/lib/admin/content/labels';
import { getAdminT } from '@/lib/admin/i18n';
import { requireStaffPage } from '@/lib/admin/session';
import { dateFormatter } from '@/lib/admin/time-zone';

type Props = { params: Promise<{ entity: string; id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('audit'))('history') };
}

/**
 * An item's history, newest first: every saved draft, publish and restore, who made it and which fields changed.
 * A deleted item's history is for administrators only, for two years after the deletion.
 */
export default async function HistoryPage({ params }: Props) {
  const { entity, id } = await params;
  if (!isHistoryEntity(entity)) notFound();
  const staff = await requireStaffPage(HISTORY[entity].area, `/admin/history/${entity}/${id}`);
  const [t, label, item, versions] = await Promise.all([getAdminT('audit'), fieldLabeller(), currentItem(entity, id, staff.locale), versionList(entity, id)]);
  if (!item && (staff.role !== 'admin' || versions.length === 0)) notFound();
  const name = item?.name ?? snapshotName(versions[0]!.data, staff.locale);
  const when = dateFormatter(staff, 'seconds');
  const columns: Column<(typeof versions)[number]>[] = [
    { key: 'number', header: t('versions.number'), numeric: true, cell: (v) => <RowLink href={`/admin/history/${entity}/${id}/${v.number}`}>{`v${v.number}`}</RowLink> },
    {
      key: 'kind',
      header: t('versions.kind'),
      cell: (v) => (
        <>
          {t(`versions.kinds.${v.kind as 'draft'}`)}
          {v.restoredFrom ? <span className="text-ink-muted"> ({t('versions.restoredFrom', { number: v.restoredFrom })})</span> : null}
        </>
      ),
    },
    { key: 'who', header: t('versions.who'), className: 'break-all', cell: (v) => (v.actorEmail === 'system' ? t('system') : v.actorEmail) },
    { key: 'when', header: t('versions.when'), className: 'whitespace-nowrap', cell: (v) => when.format(v.createdAt) },
    {
      key: 'changes',
      header: t('versions.changes'),
      cell: (v) => [...new Set(v.changes.map((c) => label(c.field, entity)))].join(', ') || '—',
    },
  ];
  return (
    <>
      <RecordHeader back={item ? { href: HISTORY[entity].editPath(id), label: t('versions.backToItem') } : { href: '/admin/audit', label: t('menu') }} title={t('versions.title', { name })} />
      {!item ? (
        <Message tone="warning" role="note" className="mb-4">
          {t('versions.deletedItem')}
        </Message>
      ) : null}
      <DataTable
        label={t('history')}
        columns={columns}
        rows={versions}
        rowKey={(v) => v.id}
        rowProps={() => ({ 'data-testid': 'version-row' })}
        empty={t('versions.none')}
        minWidth="min-w-[36rem]"
      />
    </>
  );
}
