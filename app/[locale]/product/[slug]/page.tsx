import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ProductGrid } from '@/components/catalogue/product-grid';
import { SpecTable } from '@/components/catalogue/spec-table';
import { CompareButton } from '@/components/compare/compare-button';
import { DatasheetLink } from '@/components/datasheet/datasheet-link';
import { ConformitySection } from '@/components/documents/conformity-section';
import { DocumentsSection } from '@/components/documents/documents-section';
import { EquipmentRequest } from '@/components/forms/equipment-request';
import { ProductReferences } from '@/components/projects/product-references';
import { AddToQuote } from '@/components/quote/add-to-quote';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { buttonClasses } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { Picture } from '@/components/ui/picture';
import { typeset } from '@/components/ui/typeset';
import { getPathname } from '@/i18n/navigation';
import { formatPrice } from '@/lib/catalogue/price';
import { getProduct, getProductPreview, getPublishedSlugs, getRelatedProducts } from '@/lib/catalogue/products';
import { isPreview } from '@/lib/admin/content/preview';
import { PreviewBanner } from '@/components/layout/preview-banner';
import { currentSlugFor } from '@/lib/catalogue/redirects';
import { getConformity } from '@/lib/documents/conformity-library';
import { getProductDocuments } from '@/lib/documents/library';
import { catalogueTrail } from '@/lib/catalogue/trail';
import { pageLocale } from '@/lib/i18n/page-locale';
import { breadcrumbJsonLd, productJsonLd } from '@/lib/seo/json-ld';
import { buildMetadata } from '@/lib/seo/metadata';
import { absoluteUrl, localizedPath } from '@/lib/seo/urls';

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateStaticParams() {
  return (await getPublishedSlugs()).map(({ slug }) => ({ slug }));
}

/** The product as this request sees it: the published one, or in preview (staff only) the working copy. */
async function productFor(slug: string, locale: Awaited<ReturnType<typeof pageLocale>>) {
  const preview = await isPreview();
  return { preview, product: preview ? await getProductPreview(slug, locale) : await getProduct(slug, locale) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const { product } = await productFor(slug, locale);
  if (!product) return {};
  return buildMetadata({
    locale,
    path: `/product/${slug}`,
    // The names already carry the model code ("… WS-35R32, 3,5 kW"); only one that does not gets it added.
    title: product.name.includes(product.modelCode) ? product.name : `${product.name} ${product.modelCode}`,
    description: product.shortDescription,
    keywords: [product.modelCode, product.name, product.categoryName].join(', '),
  });
}

export default async function ProductPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const { preview, product } = await productFor(slug, locale);
  if (!product) {
    // A slug staff changed: the old URL answers 308 to the current one, in the page's locale.
    const current = await currentSlugFor('product', slug);
    if (current) permanentRedirect(getPathname({ href: `/product/${current}`, locale }));
    notFound();
  }
  const [t, nav, related, documents, conformity] = await Promise.all([
    getTranslations('Catalogue'),
    getTranslations('Nav'),
    getRelatedProducts(product, locale),
    getProductDocuments(product.slug, locale),
    getConformity([product.id], locale),
  ]);

  const parent = product.parentCategorySlug && product.parentCategoryName ? { name: product.parentCategoryName, slug: product.parentCategorySlug } : null;
  const crumbs = catalogueTrail(
    { home: nav('home'), products: t('breadcrumbsProducts') },
    { name: product.categoryName, slug: product.categorySlug, parent },
    { name: product.name, slug: product.slug },
  );
  const paragraphs = [product.description, ...product.innerBody.split(/\n{2,}/)].map((p) => p.trim()).filter(Boolean);
  const url = absoluteUrl(localizedPath(`/product/${product.slug}`, locale));
  const structured = productJsonLd(product, url);
  // The call to action opens the equipment-selection dialog; without JavaScript it leads to the contacts page.
  const cta = getPathname({ href: { pathname: '/contacts', query: { product: product.slug } }, locale });

  return (
    <>
      {structured ? <JsonLd data={structured} /> : null}
      <JsonLd data={breadcrumbJsonLd(crumbs.map((c) => ({ name: c.name, path: localizedPath(c.path, locale) })))} />
      {preview ? <PreviewBanner path={localizedPath(`/product/${product.slug}`, locale)} /> : null}
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <Breadcrumbs items={crumbs.map((c, i) => ({ label: c.name, href: i < crumbs.length - 1 ? c.path : undefined }))} />
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="space-y-4">
            {(product.pictures.length ? product.pictures : [product.picture]).map((picture, index) => (
              <Picture
                key={picture}
                src={picture}
                alt={index === 0 ? product.name : ''}
                width={480}
                height={360}
                // The first picture is the page's largest paint: preloaded and fetched first.
                priority={index === 0}
                className="aspect-[4/3] w-full rounded-xl border border-ink-line bg-brand-50 object-contain"
              />
            ))}
          </div>
          <div>
            <p className="font-mono text-sm font-semibold text-accent-700">{product.modelCode}</p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{typeset(product.name)}</h1>
            {product.shortDescription ? <p className="mt-4 text-lg text-ink-muted">{product.shortDescription}</p> : null}
            <div className="mt-6 rounded-xl border border-ink-line p-5">
              {product.price ? (
                <>
                  <p className="text-3xl font-bold text-brand-900 tabular-nums" data-testid="product-detail-price">
                    {formatPrice(product.price, locale)}
                  </p>
                  <p className="mt-1 text-sm text-ink-muted">{t('priceExVat')}</p>
                </>
              ) : null}
              <EquipmentRequest
                href={cta}
                productSlug={product.slug}
                productName={product.name}
                className={buttonClasses({ className: 'mt-4 w-full sm:w-auto' })}
                data-testid="product-cta"
              >
                {product.price ? t('selectEquipment') : t('requestPrice')}
              </EquipmentRequest>
              <AddToQuote slug={product.slug} modelCode={product.modelCode} withQuantity className="mt-4 border-t border-ink-line pt-4" />
              <CompareButton product={product} className="mt-3" />
            </div>
            <DatasheetLink slug={product.slug} className="mt-3" />
            {/* A section is shown only with content: never an empty heading, in any language. */}
            {product.keyFeatures.length ? (
              <section aria-labelledby="key-features" className="mt-8">
                <h2 id="key-features" className="text-xl font-bold text-brand-900">
                  {t('keyFeatures')}
                </h2>
                <ul className="mt-3 space-y-2">
                  {product.keyFeatures.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <CheckIcon className="mt-0.5 size-5 shrink-0 text-accent-600" />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        </div>
        <div className="mt-12 grid gap-10 lg:grid-cols-2">
          {paragraphs.length ? (
            <section aria-labelledby="description">
              <h2 id="description" className="text-xl font-bold text-brand-900">
                {t('description')}
              </h2>
              <div className="mt-3 max-w-prose space-y-4 leading-relaxed">
                {paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </section>
          ) : null}
          <section aria-labelledby="specifications">
            <h2 id="specifications" className="mb-4 text-xl font-bold text-brand-900">
              {t('specifications')}
            </h2>
            <SpecTable product={product} />
          </section>
        </div>
        <ConformitySection entries={conformity.get(product.id) ?? []} />
        <DocumentsSection documents={documents} />
        <ProductReferences productSlug={product.slug} locale={locale} />
        {related.length ? (
          <section aria-labelledby="related" className="mt-14">
            <h2 id="related" className="mb-6 text-2xl font-bold text-brand-900">
              {t('related')}
            </h2>
            <ProductGrid products={related} />
          </section>
        ) : null}
      </div>
    </>
  );
}
