import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CompareAdd } from '@/components/compare/compare-add';
import { CompareSync } from '@/components/compare/compare-sync';
import { CompareTable } from '@/components/compare/compare-table';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/ui/page-header';
import { typeset } from '@/components/ui/typeset';
import { getPathname, Link } from '@/i18n/navigation';
import { alignSpecRows, COMPARE_MAX, COMPARE_MIN, compareQuery, readCompareParams, visibleSections, type CompareView } from '@/lib/catalogue/compare';
import { getProduct, getProductCards, type ProductDetail } from '@/lib/catalogue/products';
import { getConformity } from '@/lib/documents/conformity-library';
import { specSections } from '@/lib/catalogue/spec-rows';
import { pageLocale } from '@/lib/i18n/page-locale';
import { buildMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// The comparison lives in its URL (?items=a,b,c&diff=1), so it renders per request: noindex, canonical to the
// product list, absent from the sitemaps. proxy.ts lets "compare" through as a reserved word after /product/.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Compare' });
  return buildMetadata({ locale, path: '/product', title: t('metaTitle'), description: t('metaDescription'), noindex: true });
}

const LINK = 'inline-flex min-h-11 items-center font-semibold text-accent-700 underline underline-offset-2 hover:text-accent-600';

export default async function ComparePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const request = readCompareParams(await searchParams);
  const [t, nav, catalogue, found, cards] = await Promise.all([
    getTranslations('Compare'),
    getTranslations('Nav'),
    getTranslations('Catalogue'),
    Promise.all(request.slugs.map((slug) => getProduct(slug, locale))),
    getProductCards(locale),
  ]);
  const known = found.filter((product): product is ProductDetail => product !== null);
  const unknown = request.slugs.filter((_, index) => !found[index]);
  const products = known.slice(0, COMPARE_MAX);
  const extra = known.slice(COMPARE_MAX);
  const slugs = products.map((product) => product.slug);
  const href = (items: string[], view: Partial<CompareView> = request) => `/product/compare${compareQuery(items, view)}`;
  const conformity = await getConformity(products.map((product) => product.id), locale);

  const aligned = alignSpecRows(products.map((product) => specSections(product, locale, catalogue)));
  const sections = visibleSections(aligned, request);
  const hidden = aligned.flatMap((section) => section.rows).length - sections.flatMap((section) => section.rows).length;
  const partial = aligned.some((section) => section.rows.some((row) => !row.shared));
  const families = new Set(products.map((product) => product.categorySlug)).size;

  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')}>
        <Breadcrumbs items={[{ label: nav('home'), href: '/' }, { label: catalogue('breadcrumbsProducts'), href: '/product' }, { label: t('title') }]} />
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:py-10">
        {unknown.length || extra.length ? (
          <div className="space-y-1 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm" data-testid="compare-ignored">
            {unknown.length ? <p>{t('ignoredUnknown', { items: unknown.join(', ') })}</p> : null}
            {extra.length ? <p>{t('ignoredExtra', { max: COMPARE_MAX, items: extra.map((product) => product.modelCode).join(', ') })}</p> : null}
          </div>
        ) : null}

        {products.length < COMPARE_MIN ? (
          <section aria-labelledby="compare-too-few" className="rounded-xl border border-dashed border-brand-300 p-6 sm:p-10" data-testid="compare-too-few">
            <h2 id="compare-too-few" className="text-xl font-bold text-brand-900">
              {t('tooFewTitle')}
            </h2>
            <p className="mt-2 max-w-prose text-ink-muted">{t('tooFewText')}</p>
            {products.map((product) => (
              <p key={product.slug} className="mt-4 flex flex-wrap items-center gap-x-4">
                <span className="font-mono text-sm font-semibold text-accent-700">{product.modelCode}</span>
                <Link href={`/product/${product.slug}`} className="font-semibold text-brand-900 underline">
                  {typeset(product.name)}
                </Link>
                <Link href={href([], {})} prefetch={false} className={LINK}>
                  {t('remove')}
                  <span className="sr-only">: {product.modelCode}</span>
                </Link>
              </p>
            ))}
            <Link href="/product" className={`${LINK} mt-4`}>
              {t('backToList')}
            </Link>
          </section>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-x-6 gap-y-1" data-testid="compare-options">
              <Link href={href(slugs, { ...request, hideEqual: !request.hideEqual })} prefetch={false} className={LINK} data-testid="compare-toggle-equal">
                {request.hideEqual ? t('showAll') : t('hideEqual')}
              </Link>
              {partial ? (
                <Link href={href(slugs, { ...request, sharedOnly: !request.sharedOnly })} prefetch={false} className={LINK} data-testid="compare-toggle-shared">
                  {request.sharedOnly ? t('showNotShared') : t('sharedOnly')}
                </Link>
              ) : null}
              {hidden ? <p className="text-sm text-ink-muted">{t('hiddenRows', { count: hidden })}</p> : null}
            </div>
            {partial && families > 1 && !request.sharedOnly ? <p className="max-w-prose text-sm text-ink-muted">{t('mixedFamilies')}</p> : null}
            <CompareTable products={products} sections={sections} conformity={conformity} locale={locale} removeHrefs={slugs.map((slug) => href(slugs.filter((other) => other !== slug)))} />
            {sections.length === 0 ? <p className="text-ink-muted">{t('allEqual')}</p> : null}
            <Link href="/product" className={LINK}>
              {t('backToList')}
            </Link>
          </>
        )}

        {products.length < COMPARE_MAX ? <CompareAdd action={getPathname({ href: '/product/compare', locale })} slugs={slugs} view={request} cards={cards} /> : null}
        {request.slugs.length ? <CompareSync items={products.map((product) => ({ slug: product.slug, code: product.modelCode }))} /> : null}
      </div>
    </>
  );
}
