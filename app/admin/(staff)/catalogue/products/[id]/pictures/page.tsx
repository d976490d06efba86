import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pictureAction } from '@/app/admin/(staff)/catalogue/actions';
import { Notice } from '@/components/admin/notice';
import { PicturesSection } from '@/components/admin/pictures-section';
import { RecordHeader } from '@/components/admin/record-header';
import { MAX_PICTURE_BYTES } from '@/lib/admin/catalogue/pictures';
import { getProductForEdit } from '@/lib/admin/catalogue/products';
import { getAdminT } from '@/lib/admin/i18n';
import { requireStaffPage } from '@/lib/admin/session';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await getProductForEdit((await params).id);
  return { title: product ? (await getAdminT('catalogue'))('pictures.page', { name: product.modelCode }) : (await getAdminT('catalogue'))('title') };
}

/**
 * A product's pictures, on a page of their own: its edit form saves what is typed before it comes here ("Save and
 * edit pictures"), so an upload never throws typed text away. Changes go to the working copy (a draft once published).
 */
export default async function ProductPicturesPage({ params, searchParams }: Props) {
  const { id } = await params;
  await requireStaffPage('catalogue', `/admin/catalogue/products/${id}/pictures`);
  const [t, product, query] = await Promise.all([getAdminT('catalogue'), getProductForEdit(id), searchParams]);
  if (!product) notFound();
  return (
    <>
      <RecordHeader back={{ href: `/admin/catalogue/products/${product.id}`, label: t('pictures.backToProduct') }} title={t('pictures.page', { name: product.modelCode })} state={product.published ? `${t('list.published')}${product.hasDraft ? ` · ${t('list.draft')}` : ''}` : t('list.unpublished')} />
      <PicturesSection
        area="catalogue"
        hint={t('pictures.hint', { mb: MAX_PICTURE_BYTES / 1024 / 1024 })}
        record={product}
        action={pictureAction}
        uploadUrl={`/api/admin/catalogue/products/${product.id}/pictures`}
        notice={<Notice area="catalogue" params={query} place="pictures" />}
      />
    </>
  );
}
