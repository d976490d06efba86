import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getMenuCategories } from '@/lib/catalogue/categories';
import { filterProducts, filtersToQuery, type ProductFilters as Filters } from '@/lib/catalogue/filters';
import { getProductCards } from '@/lib/catalogue/products';
import { localizedPath } from '@/lib/seo/urls';
import { ProductFilters } from './product-filters';
import { ProductGrid } from './product-grid';

type Props = { filters: Filters };

/** The product list for one URL state: filters beside a grid, result count, pagination, empty state. */
export async function ProductListing({ filters }: Props) {
  const locale = (await getLocale()) as Locale;
  const [t, categories, cards] = await Promise.all([getTranslations('Catalogue'), getMenuCategories(locale), getProductCards(locale)]);
  const { items, total, page, pageCount } = filterProducts(cards, filters, locale);
  const pageHref = (target: number) => `/product${filtersToQuery({ ...filters, page: target })}`;

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[18rem_1fr] lg:gap-8 lg:py-10">
      <aside>
        <ProductFilters categories={categories} filters={filters} action={localizedPath('/product', locale)} />
      </aside>
      <section aria-labelledby="results-count">
        {/* A heading, so the cards' h3 follow an h2 even while the filters (and their h2) are folded away. */}
        {/* The live region wraps the heading (HTML allows no status role inside one): a new count is announced. */}
        <div role="status">
          <h2 id="results-count" className="mb-5 text-sm font-semibold text-ink-muted">
            {t('results', { count: total })}
          </h2>
        </div>
        {items.length ? (
          <ProductGrid products={items} atTop />
        ) : (
          <div className="rounded-xl border border-dashed border-brand-300 p-10 text-center" data-testid="empty-state">
            <h2 className="text-xl font-bold text-brand-900">{t('emptyTitle')}</h2>
            <p className="mx-auto mt-2 max-w-prose text-ink-muted">{t('emptyText')}</p>
            <Link href="/product" className="mt-5 inline-flex min-h-11 items-center font-semibold text-accent-700 underline">
              {t('reset')}
            </Link>
          </div>
        )}
        {pageCount > 1 ? (
          <nav aria-label={t('pagination')} className="mt-8 flex items-center justify-between gap-4 text-sm font-semibold">
            {page > 1 ? (
              <Link href={pageHref(page - 1)} rel="prev" className="inline-flex min-h-11 items-center rounded-md border border-ink-line px-4 hover:bg-brand-50">
                {t('previous')}
              </Link>
            ) : (
              <span />
            )}
            <span className="text-ink-muted">{t('page', { page, pages: pageCount })}</span>
            {page < pageCount ? (
              <Link href={pageHref(page + 1)} rel="next" className="inline-flex min-h-11 items-center rounded-md border border-ink-line px-4 hover:bg-brand-50">
                {t('next')}
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
