import { ConfirmAction } from '@/components/admin/confirm-action';
import { StatusBadge } from '@/components/admin/status-badge';
import { MAX_DOCUMENT_BYTES } from '@/lib/documents/rules';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { deleteDocumentAction } from '@/app/admin/(staff)/documents/actions';
import { PageTitle } from '@/components/admin/page-title';
import { buttonClasses } from '@/components/ui/button';
import { getAdminT } from '@/lib/admin/i18n';
import { requireStaffPage } from '@/lib/admin/session';
import { documentForEdit, linkOptions } from '@/lib/admin/documents/queries';
import { validityDate } from '@/lib/documents/rules';
import { DocumentForm } from '../document-form';
import { fieldErrorsOf, formValues } from '../form-values';
import { Notice } from '@/components/admin/notice';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('documents'))('editTitle') };
}

/** A document's one screen: its data, its file (replaceable), deletion. */
export default async function DocumentPage({ params, searchParams }: Props) {
  const { id } = await params;
  const staff = await requireStaffPage('documents', `/admin/documents/${id}`);
  const [t, query, document, options] = await Promise.all([getAdminT('documents'), searchParams, documentForEdit(id, staff.locale), linkOptions(staff.locale)]);
  if (!document) notFound();
  const date = (day: string) => new Intl.DateTimeFormat(staff.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(validityDate(day));
  return (
    <>
      <p className="mb-2 text-sm">
        <Link href="/admin/documents" className="font-semibold text-brand-700 hover:underline">
          ← {t('back')}
        </Link>
      </p>
      <PageTitle
        actions={
          <a href={`/api/admin/documents/${document.id}/file`} className={buttonClasses({ variant: 'outline', size: 'sm' })} target="_blank" rel="noreferrer">
            {t('viewPublic')}
          </a>
        }
      >
        {document.title}
      </PageTitle>
      <p className="-mt-4 mb-4 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
        <span>{t(`types.${document.type}`)}</span>
        <span aria-hidden="true">·</span>
        <span>{document.published ? t('list.published') : t('list.unpublished')}</span>
        {document.expired ? (
          <StatusBadge tone="bad" testId="document-expired">
            {t('list.expired')}
          </StatusBadge>
        ) : null}
      </p>
      {document.expired && document.validUntil ? (
        <p role="note" className="mb-4 max-w-prose rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          {t('expiredNotice', { date: date(document.validUntil) })}
        </p>
      ) : null}
      <Notice area="documents" params={query} values={{ mb: MAX_DOCUMENT_BYTES / 1024 / 1024 }} />
      <DocumentForm locale={staff.locale} values={formValues(query, document)} errors={fieldErrorsOf(query)} options={options} document={document} />

      <section aria-labelledby="delete-title" className="mt-8 rounded-lg border border-red-200 bg-white p-4">
        <h2 id="delete-title" className="mb-2 text-lg font-semibold text-red-800">
          {t('delete.title')}
        </h2>
        <p className="mb-3 text-sm text-ink-muted">{t('delete.hint')}</p>
        <ConfirmAction action={deleteDocumentAction} id={document.id} confirm={t('delete.confirm', { title: document.title })} button={t('delete.button')} testId="delete-document" />
      </section>
    </>
  );
}
