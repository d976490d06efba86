import { StatusBadge } from '@/components/admin/status-badge';
import { ScrollRegion } from '@/components/admin/scroll-region';
import type { Metadata } from 'next';
import Link from 'next/link';
import { PageTitle } from '@/components/admin/page-title';
import { Pagination } from '@/components/admin/pagination';
import { Button, buttonClasses } from '@/components/ui/button';
import { Label } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { categoryOptions, listProducts } from '@/lib/admin/catalogue/products';
import { productListQuerySchema, type ProductListQuery } from '@/lib/admin/catalogue/schema';
import { readSearchParams, searchQuery } from '@/lib/admin/search-params';
import { LOCALES } from '@/lib/admin/catalogue/values';
import { getAdminT } from '@/lib/admin/i18n';
import { requireStaffPage } from '@/lib/admin/session';
import { Notice } from '@/components/admin/notice';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('catalogue'))('title') };
}

const queryOf = (query: ProductListQuery, page = 1) => searchQuery({ q: query.q, category: query.category, published: query.published, missing: query.missing, page });

/** The products: search and filters in the URL (a plain GET form), one page of rows. */
export default async function CataloguePage({ searchParams }: Props) {
  const params = await searchParams;
  const query = readSearchParams(productListQuerySchema, params);
  const staff = await requireStaffPage('catalogue', `/admin/catalogue${queryOf(query, query.page)}`);
  const [t, common, list, categories] = await Promise.all([getAdminT('catalogue'), getAdminT('common'), listProducts(query, staff.locale), categoryOptions(staff.locale)]);
  const link = 'inline-flex min-h-11 items-center rounded-md px-4 text-sm font-semibold text-brand-700 hover:bg-brand-100';
  return (
    <>
      <PageTitle
        actions={
          <>
            <Link href="/admin/catalogue/categories" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              {t('categories.title')}
            </Link>
            <Link href="/admin/catalogue/products/new" className={buttonClasses({ size: 'sm' })}>
              {t('newProduct')}
            </Link>
          </>
        }
      >
        {t('title')}
      </PageTitle>
      <Notice area="catalogue" params={params} />
      <form method="get" action="/admin/catalogue" role="search" aria-label={t('list.filters')} className="mb-6 rounded-lg border border-slate-200 bg-white p-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <Label htmlFor="catalogue-q">{common('search')}</Label>
            <Input id="catalogue-q" name="q" type="search" defaultValue={query.q} aria-describedby="catalogue-q-hint" />
            <p id="catalogue-q-hint" className="mt-1 text-xs text-ink-muted">
              {t('list.searchHint')}
            </p>
          </div>
          <div>
            <Label htmlFor="catalogue-category">{t('fields.category')}</Label>
            <Select id="catalogue-category" name="category" defaultValue={query.category}>
              <option value="">{common('all')}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.label}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor="catalogue-published">{t('list.state')}</Label>
            <Select id="catalogue-published" name="published" defaultValue={query.published}>
              <option value="">{common('all')}</option>
              <option value="yes">{t('list.published')}</option>
              <option value="no">{t('list.unpublished')}</option>
            </Select>
          </div>
          <div>
            <Label htmlFor="catalogue-missing">{t('list.missing')}</Label>
            <Select id="catalogue-missing" name="missing" defaultValue={query.missing}>
              <option value="">{common('all')}</option>
              <option value="any">{t('list.missingAny')}</option>
              {LOCALES.map((locale) => (
                <option key={locale} value={locale}>
                  {t('list.missingIn', { language: common(`languages.${locale}`) })}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <Link href="/admin/catalogue" className={link}>
            {common('resetFilters')}
          </Link>
          <Button type="submit" size="sm">
            {common('filter')}
          </Button>
        </div>
      </form>
      <h2 className="mb-3 text-base font-semibold text-ink" aria-live="polite" data-testid="product-count">
        {t('list.count', { count: list.total })}
      </h2>
      {list.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-ink-muted">{common('noResults')}</p>
      ) : (
        <ScrollRegion label={t('menu')}>
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="sticky top-0 bg-slate-100 text-xs uppercase tracking-wide text-ink-muted">
              <tr>
                <th scope="col" className="px-3 py-2">{t('fields.modelCode')}</th>
                <th scope="col" className="px-3 py-2">{t('fields.name')}</th>
                <th scope="col" className="px-3 py-2">{t('fields.category')}</th>
                <th scope="col" className="px-3 py-2">{t('list.state')}</th>
                <th scope="col" className="px-3 py-2">{t('list.translations')}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((row) => (
                <tr key={row.id} className="border-t border-slate-100 hover:bg-slate-50" data-testid="product-row">
                  <td className="px-3 py-2 font-mono text-xs">{row.modelCode}</td>
                  <td className="px-3 py-2">
                    <Link href={`/admin/catalogue/products/${row.id}`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline">
                      {row.name}
                    </Link>
                    <span className="block text-xs text-ink-muted">{row.slug}</span>
                  </td>
                  <td className="px-3 py-2">{row.categoryName}</td>
                  <td className="px-3 py-2">
                    <StatusBadge tone={row.published ? 'good' : 'off'}>
                      {row.published ? t('list.published') : t('list.unpublished')}
                    </StatusBadge>
                  </td>
                  <td className="px-3 py-2">
                    {row.missing.length ? (
                      <StatusBadge tone="waiting">
                        {t('list.missingList', { languages: row.missing.map((l) => l.toUpperCase()).join(', ') })}
                      </StatusBadge>
                    ) : (
                      <span className="text-xs text-ink-muted">{t('list.complete')}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <Pagination page={list.page} pages={list.pageCount} href={(target) => `/admin/catalogue${queryOf(query, target)}`} />
    </>
  );
}
