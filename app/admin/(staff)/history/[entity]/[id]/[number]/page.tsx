import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { restoreCatalogueVersion, restoreDocumentVersion, restoreProjectVersion } from '@/app/admin/(staff)/history/actions';
import { ChangeTable } from '@/components/admin/change-table';
import { Notice } from '@/components/admin/notice';
import { RecordHeader } from '@/components/admin/record-header';
import { Button } from '@/components/ui/button';
import { currentItem, HISTORY, isHistoryEntity, snapshotName, versionOf } from '@/lib/admin/content/history';
import { fieldLabeller } from '@/lib/admin/content/labels';
import { getAdminT } from '@/lib/admin/i18n';
import { requireStaffPage } from '@/lib/admin/session';
import { dateFormatter } from '@/lib/admin/time-zone';

type Props = { params: Promise<{ entity: string; id: string; number: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('audit'))('history') };
}

/** One version: who made it and when, what it changed field by field, and "Restore as a new draft". */
export default async function VersionPage({ params, searchParams }: Props) {
  const { entity, id, number: raw } = await params;
  const number = Number(raw);
  // A version number is a small positive integer: anything else names no version (and never reaches the database).
  if (!isHistoryEntity(entity) || !Number.isInteger(number) || number < 1 || number > 1_000_000) notFound();
  const { area } = HISTORY[entity];
  const staff = await requireStaffPage(area, `/admin/history/${entity}/${id}/${number}`);
  const [t, common, label, item, version, query] = await Promise.all([
    getAdminT('audit'),
    getAdminT('common'),
    fieldLabeller(),
    currentItem(entity, id, staff.locale),
    versionOf(entity, id, number),
    searchParams,
  ]);
  if (!version || (!item && staff.role !== 'admin')) notFound();
  const name = item?.name ?? snapshotName(version.data, staff.locale);
  const when = dateFormatter(staff, 'long');
  return (
    <>
      <RecordHeader
        back={{ href: `/admin/history/${entity}/${id}`, label: t('versions.back') }}
        title={t('versions.versionTitle', { number, name })}
        state={`${t(`versions.kinds.${version.kind as 'draft'}`)} · ${version.actorEmail === 'system' ? t('system') : version.actorEmail} · ${when.format(version.createdAt)}`}
      />
      <Notice area={area} params={query} />
      <section aria-labelledby="changes-title" className="mb-6 overflow-x-auto rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="changes-title" className="mb-3 text-lg font-semibold text-brand-900">
          {t('changes')}
        </h2>
        <ChangeTable
          changes={version.changes}
          fieldLabel={(field) => label(field, entity)}
          languageName={(l) => common(`languages.${l as 'it'}`)}
          labels={{ field: t('field'), before: t('before'), after: t('after'), none: t('noChange') }}
          testId="version-changes"
        />
      </section>
      {item ? (
        <form action={{ catalogue: restoreCatalogueVersion, projects: restoreProjectVersion, documents: restoreDocumentVersion }[area]} className="max-w-prose rounded-lg border border-slate-200 bg-white p-4">
          <input type="hidden" name="entity" value={entity} />
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="version" value={item.version} />
          <input type="hidden" name="number" value={number} />
          <p className="mb-3 text-sm text-ink-muted">{t('versions.restoreHint')}</p>
          <Button type="submit" variant="outline" size="sm" data-testid="restore-version">
            {t('versions.restore')}
          </Button>
        </form>
      ) : null}
    </>
  );
}
