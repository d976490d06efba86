import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { PublicDocument } from '@/lib/documents/queries';
import { DocumentItem } from './document-item';

type Props = { documents: PublicDocument[]; /** Product pages list the product's own documents: no product links. */ showProducts?: boolean };

/** The "Documents" section of a product's or a category's page; nothing when there are none. */
export async function DocumentsSection({ documents, showProducts = false }: Props) {
  if (!documents.length) return null;
  const t = await getTranslations('Documents');
  return (
    <section aria-labelledby="documents" className="mt-14" data-testid="documents-section">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 id="documents" className="text-2xl font-bold text-brand-900">
          {t('sectionTitle')}
        </h2>
        <Link href="/documents" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline">
          {t('allDocuments')}
        </Link>
      </div>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {documents.map((document) => (
          <li key={document.id}>
            <DocumentItem document={document} showProducts={showProducts} />
          </li>
        ))}
      </ul>
    </section>
  );
}
