import { DataTable, publishedColumn, RowLink, translationsColumn, type Column } from '@/components/admin/data-table';
import type { Metadata } from 'next';
import Link from 'next/link';
import { PageTitle } from '@/components/admin/page-title';
import { Button, buttonClasses } from '@/components/ui/button';
import { Label } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { categoryOptions, listProducts, type ProductListRow } from '@/lib/admin/catalogue/products';
import { productListQuerySchema, type ProductListQuery } from '@/lib/admin/catalogue/schema';
import { readSearchParams, searchQuery } from '@/lib/admin/search-params';
import { LOCALES } from '@/lib/admin/catalogue/values';
import { getAdminT } from '@/lib/admin/i18n';
import { requireStaffPage } from '@/lib/admin/session';
import { Notice } from '@/components/admin/notice';
import { StatusBadge } from '@/components/admin/status-badge';
import { validityDate } from '@/lib/documents/rules';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('catalogue'))('title') };
}

const queryOf = (query: ProductListQuery, page = 1) =>
  searchQuery({ q: query.q, category: query.category, published: query.published, missing: query.missing, conformity: query.conformity, sort: query.sort === 'order' ? '' : query.sort, page });

/** The products: search and filters in the URL (a plain GET form), one page of rows. */
export default async function CataloguePage({ searchParams }: Props) {
  const params = await searchParams;
  const query = readSearchParams(productListQuerySchema, params);
  const staff = await requireStaffPage('catalogue', `/admin/catalogue${queryOf(query, query.page)}`);
  const [t, common, list, categories] = await Promise.all([getAdminT('catalogue'), getAdminT('common'), listProducts(query, staff.locale), categoryOptions(staff.locale)]);
  const link = 'inline-flex min-h-11 items-center rounded-md px-4 text-sm font-semibold text-brand-700 hover:bg-brand-100';
  const columns: Column<ProductListRow>[] = [
    { key: 'model', header: t('fields.modelCode'), sort: 'model', className: 'font-mono text-xs', cell: (row) => row.modelCode },
    {
      key: 'name',
      header: t('fields.name'),
      sort: 'name',
      cell: (row) => (
        <>
          <RowLink href={`/admin/catalogue/products/${row.id}`}>{row.name}</RowLink>
          <span className="block text-xs text-ink-muted">{row.slug}</span>
        </>
      ),
    },
    { key: 'category', header: t('fields.category'), sort: 'category', cell: (row) => row.categoryName },
    {
      key: 'conformity',
      header: t('list.conformity'),
      cell: (row) =>
        row.conformity.state === 'valid' ? (
          <span className="text-xs text-ink-muted">{t('list.conformityValid')}</span>
        ) : row.conformity.state === 'expired' ? (
          <StatusBadge tone="bad" testId="product-conformity">
            {t('list.conformityExpired', { date: new Intl.DateTimeFormat(staff.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(validityDate(row.conformity.on)) })}
          </StatusBadge>
        ) : (
          <StatusBadge tone="waiting" testId="product-conformity">
            {t('list.conformityMissing')}
          </StatusBadge>
        ),
    },
    publishedColumn(t('list.state'), t('list.published'), t('list.unpublished'), t('list.draft')),
    translationsColumn(common('translations.column')),
  ];
  return (
    <>
      <PageTitle
        actions={
          <>
            <Link href="/admin/catalogue/categories" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              {t('categories.title')}
            </Link>
            <Link href="/admin/catalogue/labels" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              {t('labels.title')}
            </Link>
            <Link href="/admin/catalogue/import" className={buttonClasses({ variant: 'outline', size: 'sm' })} data-testid="import-link">
              {t('import.title')}
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
            <Label htmlFor="catalogue-missing">{common('translations.column')}</Label>
            <Select id="catalogue-missing" name="missing" defaultValue={query.missing}>
              <option value="">{common('all')}</option>
              <option value="any">{common('translations.missingAny')}</option>
              {LOCALES.map((locale) => (
                <option key={locale} value={locale}>
                  {common('translations.missingIn', { language: common(`languages.${locale}`) })}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor="catalogue-conformity">{t('list.conformity')}</Label>
            <Select id="catalogue-conformity" name="conformity" defaultValue={query.conformity}>
              <option value="">{common('all')}</option>
              <option value="none">{t('list.conformityFilterNone')}</option>
            </Select>
          </div>
        </div>
        {query.sort === 'order' ? null : <input type="hidden" name="sort" value={query.sort} />}
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
      <DataTable
        label={t('menu')}
        columns={columns}
        rows={list.items}
        rowKey={(row) => row.id}
        rowProps={() => ({ 'data-testid': 'product-row' })}
        empty={common('noResults')}
        minWidth="min-w-[48rem]"
        sort={{ value: query.sort, href: (sort) => `/admin/catalogue${queryOf({ ...query, sort })}` }}
        paging={{ page: list.page, pages: list.pageCount, href: (target) => `/admin/catalogue${queryOf(query, target)}` }}
      />
    </>
  );
}
