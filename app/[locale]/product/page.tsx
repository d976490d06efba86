import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CategoryGrid } from '@/components/catalogue/category-grid';
import { PageHeader } from '@/components/ui/page-header';
import { getMenuCategories } from '@/lib/catalogue/categories';
import { pageLocale } from '@/lib/i18n/page-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(await pageLocale(params), 'products', '/product');
}

export default async function ProductsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, categories] = await Promise.all([getTranslations('Products'), getMenuCategories(locale)]);
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 className="text-xl font-bold text-brand-900">{t('browseCategories')}</h2>
        <CategoryGrid categories={categories} />
      </div>
    </>
  );
}
