import { StatusBadge } from '@/components/admin/status-badge';
import { ScrollRegion } from '@/components/admin/scroll-region';
import type { Metadata } from 'next';
import Link from 'next/link';
import { PageTitle } from '@/components/admin/page-title';
import { buttonClasses } from '@/components/ui/button';
import { getAdminT } from '@/lib/admin/i18n';
import { requireStaffPage } from '@/lib/admin/session';
import { allDocuments } from '@/lib/admin/documents/queries';
import { validityDate } from '@/lib/documents/rules';
import { Notice } from '@/components/admin/notice';
import { MAX_DOCUMENT_BYTES } from '@/lib/documents/rules';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('documents'))('title') };
}

const TITLE_LOCALES = ['it', 'ru', 'en'] as const;

/** Every document, newest change first; expired ones flagged (visitors no longer see them). */
export default async function DocumentsPage({ searchParams }: Props) {
  const staff = await requireStaffPage('documents', '/admin/documents');
  const [t, common, query, documents] = await Promise.all([getAdminT('documents'), getAdminT('common'), searchParams, allDocuments(staff.locale)]);
  const languages = new Intl.DisplayNames([staff.locale], { type: 'language' });
  const date = (day: string) => new Intl.DateTimeFormat(staff.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(validityDate(day));
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
      <h2 className="mb-3 text-base font-semibold text-ink" data-testid="document-count">
        {t('list.count', { count: documents.length })}
      </h2>
      {documents.length === 0 ? (
        <p className="max-w-prose rounded-lg border border-dashed border-slate-300 bg-white p-6 text-ink-muted">{t('list.empty')}</p>
      ) : (
        <ScrollRegion label={t('menu')}>
          <table className="w-full min-w-[48rem] text-left text-sm">
            <thead className="sticky top-0 bg-slate-100 text-xs uppercase tracking-wide text-ink-muted">
              <tr>
                <th scope="col" className="px-3 py-2">{t('list.title')}</th>
                <th scope="col" className="px-3 py-2">{t('list.type')}</th>
                <th scope="col" className="px-3 py-2">{t('list.language')}</th>
                <th scope="col" className="px-3 py-2">{t('list.validity')}</th>
                <th scope="col" className="px-3 py-2">{t('list.links')}</th>
                <th scope="col" className="px-3 py-2">{t('list.state')}</th>
              </tr>
            </thead>
            <tbody>
              {documents.map((document) => {
                const missing = TITLE_LOCALES.filter((locale) => !document.titles[locale]?.trim());
                return (
                  <tr key={document.id} className={`border-t border-slate-100 hover:bg-slate-50 ${document.expired ? 'bg-red-50/50' : ''}`} data-testid="document-row">
                    <td className="px-3 py-2">
                      <Link href={`/admin/documents/${document.id}`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline">
                        {document.title}
                      </Link>
                      {missing.length ? (
                        <span className="block text-xs text-amber-900">{t('list.missingTitles', { languages: missing.map((l) => common(`languages.${l}`)).join(', ') })}</span>
                      ) : null}
                    </td>
                    <td className="px-3 py-2">{t(`types.${document.type}`)}</td>
                    <td className="px-3 py-2">{document.language === 'mul' ? t('fields.multilingual') : languages.of(document.language)}</td>
                    <td className="px-3 py-2 tabular-nums">
                      {document.expired && document.validUntil ? (
                        <StatusBadge tone="bad" testId="document-expired">
                          {t('list.expiredOn', { date: date(document.validUntil) })}
                        </StatusBadge>
                      ) : document.validUntil ? (
                        t('list.validUntil', { date: date(document.validUntil) })
                      ) : (
                        <span className="text-ink-muted">{t('list.noExpiry')}</span>
                      )}
                    </td>
                    <td className="px-3 py-2">
                      {document.productIds.length || document.categoryIds.length ? (
                        <>
                          {document.products.length ? <span className="block font-mono text-xs">{document.products.map((p) => p.modelCode).join(', ')}</span> : null}
                          {document.categoryIds.length ? <span className="block text-xs">{document.categories.map((c) => c.name).join(', ')}</span> : null}
                          {document.productIds.length > document.products.length ? (
                            <span className="block text-xs text-ink-muted">{t('list.productsCount', { count: document.productIds.length })}</span>
                          ) : null}
                        </>
                      ) : (
                        <span className="text-xs text-ink-muted">{t('list.nothingLinked')}</span>
                      )}
                    </td>
                    <td className="px-3 py-2">
                      <StatusBadge tone={document.published ? 'good' : 'off'}>
                        {document.published ? t('list.published') : t('list.unpublished')}
                      </StatusBadge>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </>
  );
}
