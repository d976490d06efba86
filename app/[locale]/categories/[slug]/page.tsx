import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ProductGrid } from '@/components/catalogue/product-grid';
import { DocumentsSection } from '@/components/documents/documents-section';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/ui/page-header';
import { getPathname, Link } from '@/i18n/navigation';
import { getCategoryBySlug, getCategoryTexts, getCategoryTree, nameIn } from '@/lib/catalogue/categories';
import { getCategoryProducts } from '@/lib/catalogue/products';
import { currentSlugFor } from '@/lib/catalogue/redirects';
import { getCategoryDocuments } from '@/lib/documents/library';
import { catalogueTrail } from '@/lib/catalogue/trail';
import { pageLocale } from '@/lib/i18n/page-locale';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { buildMetadata } from '@/lib/seo/metadata';
import { localizedPath } from '@/lib/seo/urls';
import { isPreview } from '@/lib/admin/content/preview';
import { PreviewBanner } from '@/components/layout/preview-banner';

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateStaticParams() {
  const tree = await getCategoryTree();
  return tree.flatMap((parent) => [parent, ...parent.children]).map((category) => ({ slug: category.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const texts = await getCategoryTexts(slug, locale, await isPreview());
  if (!texts) return {};
  return buildMetadata({
    locale,
    path: `/categories/${slug}`,
    title: texts.seoTitle,
    description: texts.seoDescription || texts.description,
    keywords: texts.name,
    image: texts.picture || undefined,
  });
}

export default async function CategoryPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const preview = await isPreview();
  const [found, texts] = await Promise.all([getCategoryBySlug(slug), getCategoryTexts(slug, locale, preview)]);
  if (!found || !texts) {
    // A slug staff changed: the old URL answers 308 to the current one, in the page's locale.
    const current = await currentSlugFor('category', slug);
    if (current) permanentRedirect(getPathname({ href: `/categories/${current}`, locale }));
    notFound();
  }
  const { category, parent } = found;
  const [t, nav, catalogue, products, documents] = await Promise.all([
    getTranslations('Categories'),
    getTranslations('Nav'),
    getTranslations('Catalogue'),
    getCategoryProducts(slug, locale),
    getCategoryDocuments(slug, locale),
  ]);
  const crumbs = catalogueTrail(
    { home: nav('home'), products: catalogue('breadcrumbsProducts') },
    { name: texts.name, slug, parent: parent ? { name: nameIn(parent.name, locale), slug: parent.slug } : null },
  );

  return (
    <>
      {preview ? <PreviewBanner path={localizedPath(`/categories/${slug}`, locale)} /> : null}
      <JsonLd data={breadcrumbJsonLd(crumbs.map((c) => ({ name: c.name, path: localizedPath(c.path, locale) })))} />
      <PageHeader title={texts.name} lead={texts.description}>
        <Breadcrumbs items={crumbs.map((c, i) => ({ label: c.name, href: i < crumbs.length - 1 ? c.path : undefined }))} />
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        {category.children.length > 0 ? (
          <>
            <h2 className="text-xl font-bold text-brand-900">{t('subcategories')}</h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {category.children.map((child) => (
                <li key={child.slug}>
                  <Link
                    href={`/categories/${child.slug}`}
                    className="flex min-h-16 items-center rounded-xl border border-ink-line p-5 font-semibold text-brand-900 hover:border-brand-300 hover:bg-brand-50"
                  >
                    {nameIn(child.name, locale)}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : products.length ? (
          <>
            <h2 className="mb-6 text-xl font-bold text-brand-900">{catalogue('results', { count: products.length })}</h2>
            <ProductGrid products={products} atTop />
          </>
        ) : (
          <p className="max-w-prose text-ink-muted">{t('productsSoon')}</p>
        )}
        <DocumentsSection documents={documents} showProducts />
      </div>
    </>
  );
}
