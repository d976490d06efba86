import { RecordHeader } from '@/components/admin/record-header';
import { ConfirmAction } from '@/components/admin/confirm-action';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { deleteProductAction, duplicateProductAction, pictureAction, setPublishedAction } from '@/app/admin/(staff)/catalogue/actions';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/field';
import { Picture } from '@/components/ui/picture';
import { MAX_PICTURE_BYTES } from '@/lib/admin/catalogue/pictures';
import { categoryOptions, getProductForEdit } from '@/lib/admin/catalogue/products';
import { getAdminT } from '@/lib/admin/i18n';
import { requireStaffPage } from '@/lib/admin/session';
import { getPathname } from '@/i18n/navigation';
import { Notice } from '@/components/admin/notice';
import { ProductForm } from '../product-form';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await getProductForEdit((await params).id);
  return { title: product?.modelCode ?? (await getAdminT('catalogue'))('title') };
}

/** A product's one edit screen: its fields and texts, pictures, publishing, copy and deletion. */
export default async function ProductPage({ params, searchParams }: Props) {
  const { id } = await params;
  const staff = await requireStaffPage('catalogue', `/admin/catalogue/products/${id}`);
  const [t, product, categories, query] = await Promise.all([getAdminT('catalogue'), getProductForEdit(id), categoryOptions(staff.locale), searchParams]);
  if (!product) notFound();
  const name = product.translations.find((x) => x.locale === staff.locale)?.name || product.translations[0]?.name || product.modelCode;
  const publicPath = getPathname({ href: `/product/${product.slug}`, locale: staff.locale });
  return (
    <>
      <RecordHeader
        back={{ href: '/admin/catalogue', label: t('title') }}
        title={name}
        view={{ href: publicPath, label: t('viewPublic'), published: product.published }}
        publish={{ action: setPublishedAction, id: product.id, version: product.version, published: product.published, labels: { publish: t('publish'), unpublish: t('unpublish') } }}
        state={<>{product.published ? t('list.published') : t('list.unpublished')} · {product.seedKey ? (product.editedAt ? t('origin.seedEdited') : t('origin.seed')) : t('origin.staff')}</>}
      >
        <form action={duplicateProductAction}>
          <input type="hidden" name="id" value={product.id} />
          <Button type="submit" variant="outline" size="sm" data-testid="duplicate">
            {t('duplicate')}
          </Button>
        </form>
      </RecordHeader>
      <Notice area="catalogue" params={query} />
      <ProductForm
        product={{ ...product, priceCurrency: product.priceCurrency ?? '', dimensionsAndWeight: [...product.dimensionsAndWeight] }}
        categories={categories}
      />

      <section id="pictures" aria-labelledby="pictures-title" className="mt-8 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="pictures-title" className="mb-2 text-lg font-semibold text-brand-900">
          {t('pictures.title')}
        </h2>
        <p className="mb-4 text-sm text-ink-muted">{t('pictures.hint', { mb: MAX_PICTURE_BYTES / 1024 / 1024 })}</p>
        <Notice area="catalogue" params={query} place="pictures" />
        {product.pictures.length ? (
          <ul className="mb-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="picture-list">
            {product.pictures.map((url, index) => (
              <li key={url} className="rounded-md border border-slate-200 p-2">
                <Picture src={url} alt={t('pictures.alt', { number: index + 1 })} width={480} height={360} className="aspect-[4/3] w-full bg-brand-50 object-contain" />
                <p className="mt-1 text-xs text-ink-muted">{index === 0 ? t('pictures.main') : null}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  {index > 0 ? (
                    <form action={pictureAction}>
                      <input type="hidden" name="id" value={product.id} />
                      <input type="hidden" name="version" value={product.version} />
                      <input type="hidden" name="url" value={url} />
                      <Button type="submit" name="intent" value="main" variant="ghost" size="sm">
                        {t('pictures.makeMain')}
                      </Button>
                    </form>
                  ) : null}
                  <form action={pictureAction}>
                    <input type="hidden" name="id" value={product.id} />
                    <input type="hidden" name="version" value={product.version} />
                    <input type="hidden" name="url" value={url} />
                    <Button type="submit" name="intent" value="remove" variant="ghost" size="sm">
                      {t('pictures.remove', { number: index + 1 })}
                    </Button>
                  </form>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        <form method="post" action={`/api/admin/catalogue/products/${product.id}/pictures`} encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="version" value={product.version} />
          <div>
            <Label htmlFor="picture-file">{t('pictures.file')}</Label>
            <input id="picture-file" name="picture" type="file" accept="image/jpeg,image/png,image/webp" required className="block min-h-11 text-sm" />
          </div>
          <Button type="submit" size="sm" data-testid="picture-upload">
            {t('pictures.upload')}
          </Button>
        </form>
      </section>

      <section aria-labelledby="delete-title" className="mt-8 rounded-lg border border-red-200 bg-white p-4">
        <h2 id="delete-title" className="mb-2 text-lg font-semibold text-red-800">
          {t('delete.title')}
        </h2>
        <p className="mb-3 text-sm text-ink-muted">{product.seedKey ? t('delete.seedHint') : t('delete.hint')}</p>
        <ConfirmAction action={deleteProductAction} id={product.id} confirm={t('delete.confirm', { name })} button={t('delete.button', { name: product.modelCode })} testId="delete-product" />
      </section>
    </>
  );
}
