import { getLocale, getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { getPathname, Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { DocumentProduct, PublicDocument } from '@/lib/documents/queries';
import { DOCUMENT_TYPES, type DocumentFilter } from '@/lib/documents/rules';
import { DocumentItem } from './document-item';

type Props = { documents: PublicDocument[]; filter?: DocumentFilter; /** The products the filter offers. */ products: DocumentProduct[] };

/**
 * The library: a GET form (type, product) and the documents grouped by type. The form sends /documents?type=…,
 * which the proxy renders per request (./results); the page without a query stays static.
 */
export async function DocumentLibrary({ documents, filter = {}, products }: Props) {
  const [t, locale] = await Promise.all([getTranslations('Documents'), getLocale() as Promise<Locale>]);
  const filtered = Boolean(filter.type || filter.product);
  const groups = DOCUMENT_TYPES.map((type) => ({ type, items: documents.filter((d) => d.type === type) })).filter((group) => group.items.length);
  const libraryPath = getPathname({ href: '/documents', locale });

  if (!documents.length && !filtered) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="max-w-prose rounded-xl border border-dashed border-ink-line bg-brand-50 p-6" data-testid="documents-empty">
          <p>{t('empty')}</p>
          <Link href="/contacts" className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {t('emptyContact')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <form
        action={libraryPath}
        method="get"
        role="search"
        aria-label={t('filter.title')}
        className="grid grid-cols-1 items-end gap-4 rounded-xl border border-ink-line bg-brand-50 p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:p-5"
        data-testid="documents-filter"
      >
        <Field id="documents-type" label={t('filter.type')}>
          {(control) => (
            <Select {...control} name="type" defaultValue={filter.type ?? ''}>
              <option value="">{t('filter.allTypes')}</option>
              {DOCUMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`groups.${type}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="documents-product" label={t('filter.product')}>
          {(control) => (
            <Select {...control} name="product" defaultValue={filter.product ?? ''}>
              <option value="">{t('filter.allProducts')}</option>
              {products.map((product) => (
                <option key={product.slug} value={product.slug}>
                  {product.modelCode} · {product.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" className="w-full sm:w-auto">
          {t('filter.submit')}
        </Button>
      </form>

      <div className="mt-8 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <p className="font-semibold text-ink" aria-live="polite" data-testid="documents-count">
          {t('count', { count: documents.length })}
        </p>
        {filtered ? (
          <Link href="/documents" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline">
            {t('filter.reset')}
          </Link>
        ) : null}
      </div>

      {documents.length ? (
        groups.map((group) => (
          <section key={group.type} aria-labelledby={`documents-${group.type}`} className="mt-8" data-testid="documents-group">
            <h2 id={`documents-${group.type}`} className="mb-4 text-xl font-bold text-brand-900">
              {t(`groups.${group.type}`)}
            </h2>
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {group.items.map((document) => (
                <li key={document.id}>
                  <DocumentItem document={document} />
                </li>
              ))}
            </ul>
          </section>
        ))
      ) : (
        <p className="mt-6 max-w-prose text-ink-muted" data-testid="documents-no-results">
          {t('noResults')}
        </p>
      )}
    </div>
  );
}

/** The products the filter offers: those a visible document is linked to, by model code. */
export function filterProducts(documents: PublicDocument[]): DocumentProduct[] {
  const bySlug = new Map(documents.flatMap((d) => d.products).map((p) => [p.slug, p]));
  return [...bySlug.values()].sort((a, b) => a.modelCode.localeCompare(b.modelCode));
}
