import { RecordHeader } from '@/components/admin/record-header';
import { ConfirmAction, DeleteSection } from '@/components/admin/confirm-action';
import { PublishPanel } from '@/components/admin/publish-panel';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cancelProductScheduleAction, deleteProductAction, discardDraftAction, duplicateProductAction, scheduleProductAction, setPublishedAction } from '@/app/admin/(staff)/catalogue/actions';
import { Button } from '@/components/ui/button';
import { categoryOptions, getProductForEdit, specLabelOptions } from '@/lib/admin/catalogue/products';
import { getAdminT } from '@/lib/admin/i18n';
import { requireStaffPage } from '@/lib/admin/session';
import { getPathname } from '@/i18n/navigation';
import { Notice } from '@/components/admin/notice';
import { previewHref } from '@/lib/admin/content/preview-path';
import { ProductForm } from '../product-form';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await getProductForEdit((await params).id);
  return { title: product?.modelCode ?? (await getAdminT('catalogue'))('title') };
}

/** A product's one edit screen: publishing and its checklist, its fields and texts, copy and deletion. */
export default async function ProductPage({ params, searchParams }: Props) {
  const { id } = await params;
  const staff = await requireStaffPage('catalogue', `/admin/catalogue/products/${id}`);
  const [t, product, categories, specLabels, query] = await Promise.all([getAdminT('catalogue'), getProductForEdit(id), categoryOptions(staff.locale), specLabelOptions(staff.locale), searchParams]);
  if (!product) notFound();
  const name = product.translations.find((x) => x.locale === staff.locale)?.name || product.translations[0]?.name || product.modelCode;
  const publicPath = getPathname({ href: `/product/${product.liveSlug}`, locale: staff.locale });
  return (
    <>
      <RecordHeader
        back={{ href: '/admin/catalogue', label: t('title') }}
        title={name}
        view={{ href: publicPath, label: t('viewPublic'), published: product.published }}
        state={
          <>
            {product.published ? t('list.published') : t('list.unpublished')}
            {product.hasDraft ? ` · ${t('list.draft')}` : ''} · {product.seedKey ? (product.editedAt ? t('origin.seedEdited') : t('origin.seed')) : t('origin.staff')}
          </>
        }
      >
        <form action={duplicateProductAction}>
          <input type="hidden" name="id" value={product.id} />
          <Button type="submit" variant="outline" size="sm" data-testid="duplicate">
            {t('duplicate')}
          </Button>
        </form>
      </RecordHeader>
      <Notice area="catalogue" params={query} />
      <PublishPanel
        area="catalogue"
        record={product}
        incomplete={product.incomplete}
        publishAction={setPublishedAction}
        discardAction={discardDraftAction}
        previewHref={previewHref(publicPath)}
        historyHref={`/admin/history/product/${product.id}`}
        schedule={{ entity: 'product', action: scheduleProductAction, cancelAction: cancelProductScheduleAction, reader: staff }}
      />
      <ProductForm
        product={{ ...product, priceCurrency: product.priceCurrency ?? '', dimensionsAndWeight: [...product.dimensionsAndWeight] }}
        categories={categories}
        specLabels={specLabels}
      />

      <DeleteSection title={t('delete.title')} hint={product.seedKey ? t('delete.seedHint') : t('delete.hint')}>
        <ConfirmAction action={deleteProductAction} hidden={{ id: product.id }} confirm={t('delete.confirm', { name })} button={t('delete.button', { name: product.modelCode })} testId="delete-product" />
      </DeleteSection>
    </>
  );
}
