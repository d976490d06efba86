import { StatusBadge } from '@/components/admin/status-badge';
import { DataTable, publishedColumn, RowLink, type Column } from '@/components/admin/data-table';
import { MissingLanguages } from '@/components/admin/missing-languages';
import type { Metadata } from 'next';
import Link from 'next/link';
import { PageTitle } from '@/components/admin/page-title';
import { buttonClasses } from '@/components/ui/button';
import { getAdminT } from '@/lib/admin/i18n';
import { requireStaffPage } from '@/lib/admin/session';
import { allDocuments } from '@/lib/admin/documents/queries';
import { validityDate } from '@/lib/documents/rules';
import { Notice } from '@/components/admin/notice';
import { MissingFilter } from '@/components/admin/missing-filter';
import { readSearchParams } from '@/lib/admin/search-params';
import { routing } from '@/i18n/routing';
import { z } from 'zod';
import { MAX_DOCUMENT_BYTES } from '@/lib/documents/rules';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('documents'))('title') };
}

/** The list's one filter: the documents a language's title is missing in (`any`: in some), as the other lists. */
const missingFilter = z.object({ missing: z.enum(['any', ...routing.locales]).optional().catch(undefined) });

/** Every document, newest change first; expired ones flagged (visitors no longer see them). */
export default async function DocumentsPage({ searchParams }: Props) {
  const staff = await requireStaffPage('documents', '/admin/documents');
  const [t, common, query, all] = await Promise.all([getAdminT('documents'), getAdminT('common'), searchParams, allDocuments(staff.locale)]);
  const { missing } = readSearchParams(missingFilter, query);
  const documents = all.filter((document) => (missing === 'any' ? document.missing.length > 0 : missing ? document.missing.includes(missing) : true));
  const languages = new Intl.DisplayNames([staff.locale], { type: 'language' });
  const date = (day: string) => new Intl.DateTimeFormat(staff.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(validityDate(day));
  const columns: Column<(typeof documents)[number]>[] = [
    {
      key: 'title',
      header: t('list.title'),
      cell: (document) => {
        return (
          <>
            <RowLink href={`/admin/documents/${document.id}`}>{document.title}</RowLink>
            {document.missing.length ? (
              <span className="block">
                <MissingLanguages missing={document.missing} />
              </span>
            ) : null}
          </>
        );
      },
    },
    { key: 'type', header: t('list.type'), cell: (document) => t(`types.${document.type}`) },
    { key: 'language', header: t('list.language'), cell: (document) => (document.language === 'mul' ? t('fields.multilingual') : languages.of(document.language)) },
    {
      key: 'validity',
      header: t('list.validity'),
      className: 'tabular-nums',
      cell: (document) =>
        document.expired && document.validUntil ? (
          <StatusBadge tone="bad" testId="document-expired">
            {t('list.expiredOn', { date: date(document.validUntil) })}
          </StatusBadge>
        ) : document.validUntil ? (
          t('list.validUntil', { date: date(document.validUntil) })
        ) : (
          <span className="text-ink-muted">{t('list.noExpiry')}</span>
        ),
    },
    {
      key: 'links',
      header: t('list.links'),
      cell: (document) =>
        document.productIds.length || document.categoryIds.length ? (
          <>
            {document.products.length ? <span className="block font-mono text-xs">{document.products.map((p) => p.modelCode).join(', ')}</span> : null}
            {document.categoryIds.length ? <span className="block text-xs">{document.categories.map((c) => c.name).join(', ')}</span> : null}
            {document.productIds.length > document.products.length ? (
              <span className="block text-xs text-ink-muted">{t('list.productsCount', { count: document.productIds.length })}</span>
            ) : null}
          </>
        ) : (
          <span className="text-xs text-ink-muted">{t('list.nothingLinked')}</span>
        ),
    },
    publishedColumn(t('list.state'), t('list.published'), t('list.unpublished'), common('workflow.draft')),
  ];
  return (
    <>
      <PageTitle
        actions={
          <Link href="/admin/documents/new" className={buttonClasses({ size: 'sm' })} data-testid="new-document">
            {t('newDocument')}
          </Link>
        }
      >
        {t('title')}
      </PageTitle>
      <Notice area="documents" params={query} values={{ mb: MAX_DOCUMENT_BYTES / 1024 / 1024 }} />
      <MissingFilter action="/admin/documents" id="documents-missing" value={missing} />
      <h2 className="mb-3 text-base font-semibold text-ink" data-testid="document-count">
        {t('list.count', { count: documents.length })}
      </h2>
      <DataTable
        label={t('menu')}
        columns={columns}
        rows={documents}
        rowKey={(document) => document.id}
        rowProps={(document) => ({ 'data-testid': 'document-row', 'data-expired': document.expired ? 'true' : undefined })}
        empty={missing ? common('noResults') : t('list.empty')}
        minWidth="min-w-[48rem]"
      />
    </>
  );
}
