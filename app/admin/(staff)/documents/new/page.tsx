import type { Metadata } from 'next';
import { RecordHeader } from '@/components/admin/record-header';
import { getAdminT } from '@/lib/admin/i18n';
import { requireStaffPage } from '@/lib/admin/session';
import { linkOptions } from '@/lib/admin/documents/queries';
import { MAX_DOCUMENT_BYTES } from '@/lib/documents/rules';
import { DocumentForm } from '../document-form';
import { fieldErrorsOf, formValues } from '../form-values';
import { Notice } from '@/components/admin/notice';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('documents'))('newDocument') };
}

/** Upload a new document: the file and its data in one form. */
export default async function NewDocumentPage({ searchParams }: Props) {
  const staff = await requireStaffPage('documents', '/admin/documents/new');
  const [t, query, options] = await Promise.all([getAdminT('documents'), searchParams, linkOptions(staff.locale)]);
  return (
    <>
      <RecordHeader back={{ href: '/admin/documents', label: t('back') }} title={t('newDocument')} />
      <p className="-mt-4 mb-4 max-w-prose text-sm text-ink-muted">{t('newHint', { mb: MAX_DOCUMENT_BYTES / 1024 / 1024 })}</p>
      <Notice area="documents" params={query} values={{ mb: MAX_DOCUMENT_BYTES / 1024 / 1024 }} />
      <DocumentForm locale={staff.locale} values={formValues(query)} errors={fieldErrorsOf(query)} options={options} />
    </>
  );
}
