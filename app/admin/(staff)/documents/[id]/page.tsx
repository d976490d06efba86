import { ConfirmAction, DeleteSection } from '@/components/admin/confirm-action';
import { StatusBadge } from '@/components/admin/status-badge';
import { MAX_DOCUMENT_BYTES } from '@/lib/documents/rules';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cancelDocumentScheduleAction, deleteDocumentAction, discardDocumentDraftAction, scheduleDocumentAction, setDocumentPublishedAction } from '@/app/admin/(staff)/documents/actions';
import { PublishPanel } from '@/components/admin/publish-panel';
import { RecordHeader } from '@/components/admin/record-header';
import { getAdminT } from '@/lib/admin/i18n';
import { requireStaffPage } from '@/lib/admin/session';
import { documentForEdit, linkOptions } from '@/lib/admin/documents/queries';
import { validityDate } from '@/lib/documents/rules';
import { DocumentForm } from '../document-form';
import { fieldErrorsOf, formValues } from '../form-values';
import { Notice } from '@/components/admin/notice';
import { Message } from '@/components/admin/message';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('documents'))('editTitle') };
}

/**
 * A document's one screen: publishing and its checklist, its data, its file (replaceable), deletion. A document has
 * no page of its own: the header's link opens the working copy's PDF (the draft's, when it has one).
 */
export default async function DocumentPage({ params, searchParams }: Props) {
  const { id } = await params;
  const staff = await requireStaffPage('documents', `/admin/documents/${id}`);
  const [t, common, query, document, options] = await Promise.all([getAdminT('documents'), getAdminT('common'), searchParams, documentForEdit(id, staff.locale), linkOptions(staff.locale)]);
  if (!document) notFound();
  const date = (day: string) => new Intl.DateTimeFormat(staff.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(validityDate(day));
  return (
    <>
      <RecordHeader
        back={{ href: '/admin/documents', label: t('back') }}
        title={document.title}
        view={{ href: `/api/admin/documents/${document.id}/file`, label: t('viewPublic'), published: true }}
        state={
          <span className="flex flex-wrap items-center gap-2">
            <span>{t(`types.${document.type}`)}</span>
            <span aria-hidden="true">·</span>
            <span>{document.published ? t('list.published') : t('list.unpublished')}</span>
            {document.hasDraft ? <span>· {common('workflow.draft')}</span> : null}
            {document.expired ? (
              <StatusBadge tone="bad" testId="document-expired">
                {t('list.expired')}
              </StatusBadge>
            ) : null}
          </span>
        }
      />
      {document.expired && document.validUntil ? (
        <Message tone="error" role="note" className="mb-4 max-w-prose">
          {t('expiredNotice', { date: date(document.validUntil) })}
        </Message>
      ) : null}
      <Notice area="documents" params={query} values={{ mb: MAX_DOCUMENT_BYTES / 1024 / 1024 }} />
      <PublishPanel
        area="documents"
        record={document}
        incomplete={document.incomplete}
        publishAction={setDocumentPublishedAction}
        discardAction={discardDocumentDraftAction}
        historyHref={`/admin/history/document/${document.id}`}
        schedule={{ entity: 'document', action: scheduleDocumentAction, cancelAction: cancelDocumentScheduleAction, reader: staff }}
      />
      <DocumentForm locale={staff.locale} values={formValues(query, document)} errors={fieldErrorsOf(query)} options={options} document={document} />

      <DeleteSection title={t('delete.title')} hint={t('delete.hint')}>
        <ConfirmAction action={deleteDocumentAction} hidden={{ id: document.id }} confirm={t('delete.confirm', { title: document.title })} button={t('delete.button')} testId="delete-document" />
      </DeleteSection>
    </>
  );
}
