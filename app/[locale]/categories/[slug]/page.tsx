import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/ui/page-header';
import { Link } from '@/i18n/navigation';
import { getCategoryBySlug, getCategoryTree, nameIn } from '@/lib/catalogue/categories';
import { pageLocale } from '@/lib/i18n/page-locale';
import { buildMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateStaticParams() {
  const tree = await getCategoryTree();
  return tree.flatMap((parent) => [parent, ...parent.children]).map((category) => ({ slug: category.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const found = await getCategoryBySlug(slug);
  if (!found) return {};
  const t = await getTranslations('Meta.categories');
  const name = nameIn(found.category.name, locale);
  return buildMetadata({ locale, path: `/categories/${slug}`, title: name, description: t('description'), keywords: t('keywords') });
}

export default async function CategoryPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const found = await getCategoryBySlug(slug);
  if (!found) notFound();
  const { category, parent } = found;
  const [t, nav] = await Promise.all([getTranslations('Categories'), getTranslations('Nav')]);
  const crumbs = [
    { href: '/', label: nav('home') },
    { href: '/categories', label: t('title') },
    ...(parent ? [{ href: `/categories/${parent.slug}`, label: nameIn(parent.name, locale) }] : []),
    { label: nameIn(category.name, locale) },
  ];
  return (
    <>
      <PageHeader title={nameIn(category.name, locale)}>
        <Breadcrumbs items={crumbs} />
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
        ) : (
          <p className="max-w-prose text-ink-muted">{t('productsSoon')}</p>
        )}
      </div>
    </>
  );
}
