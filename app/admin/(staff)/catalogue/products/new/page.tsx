import type { Metadata } from 'next';
import { RecordHeader } from '@/components/admin/record-header';
import { categoryOptions, specLabelOptions } from '@/lib/admin/catalogue/products';
import { getAdminT } from '@/lib/admin/i18n';
import { requireStaffPage } from '@/lib/admin/session';
import { ProductForm } from '../product-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('catalogue'))('newProduct') };
}

/** A new product: unpublished until staff tick "published"; pictures are added after the first save. */
export default async function NewProductPage() {
  const staff = await requireStaffPage('catalogue', '/admin/catalogue/products/new');
  const [t, categories, specLabels] = await Promise.all([getAdminT('catalogue'), categoryOptions(staff.locale), specLabelOptions(staff.locale)]);
  return (
    <>
      <RecordHeader back={{ href: '/admin/catalogue', label: t('title') }} title={t('newProduct')} />
      <p className="mb-4 text-sm text-ink-muted">{t('newProductHint')}</p>
      <ProductForm
        product={{
          slug: '',
          modelCode: '',
          categoryId: '',
          sortOrder: 0,
          published: false,
          priceAmount: '',
          priceCurrency: '',
          powerSupply: 'single',
          voltage: '',
          frequency: '50',
          coolingCapacityKw: null,
          heatingCapacityKw: null,
          ratedPowerKw: null,
          productDimensions: '',
          packageDimensions: '',
          netWeightKg: null,
          grossWeightKg: null,
          dimensionsAndWeight: [],
          specRows: [],
          translations: [],
        }}
        categories={categories}
        specLabels={specLabels}
      />
    </>
  );
}
