import { ConfirmAction, DeleteSection } from '@/components/admin/confirm-action';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cancelCategoryScheduleAction, deleteCategoryAction, discardCategoryDraftAction, publishCategoryAction, scheduleCategoryAction } from '@/app/admin/(staff)/catalogue/actions';
import { PublishPanel } from '@/components/admin/publish-panel';
import { getPathname } from '@/i18n/navigation';
import { previewHref } from '@/lib/admin/content/preview-path';
import { RecordHeader } from '@/components/admin/record-header';
import { adminCategoryTree, getCategoryForEdit } from '@/lib/admin/catalogue/categories';
import { getAdminT } from '@/lib/admin/i18n';
import { requireStaffPage } from '@/lib/admin/session';
import { Notice } from '@/components/admin/notice';
import { CategoryForm } from '../category-form';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('catalogue'))('categories.title') };
}

export default async function CategoryPage({ params, searchParams }: Props) {
  const { id } = await params;
  const staff = await requireStaffPage('catalogue', `/admin/catalogue/categories/${id}`);
  const [t, common, category, tree, query] = await Promise.all([getAdminT('catalogue'), getAdminT('common'), getCategoryForEdit(id), adminCategoryTree(staff.locale), searchParams]);
  if (!category) notFound();
  const name = category.translations.find((x) => x.locale === staff.locale)?.name || category.slug;
  const publicPath = getPathname({ href: `/categories/${category.liveSlug}`, locale: staff.locale });
  const empty = category._count.products === 0 && category._count.children === 0;
  return (
    <>
      <RecordHeader
        back={{ href: '/admin/catalogue/categories', label: t('categories.title') }}
        title={name}
        view={{ href: publicPath, label: t('viewPublic'), published: true }}
        state={category.hasDraft ? common('workflow.draft') : undefined}
      />
      <Notice area="catalogue" params={query} />
      <PublishPanel
        area="catalogue"
        record={category}
        canUnpublish={false}
        incomplete={category.incomplete}
        publishAction={publishCategoryAction}
        discardAction={discardCategoryDraftAction}
        previewHref={previewHref(publicPath)}
        historyHref={`/admin/history/category/${category.id}`}
        schedule={{ entity: 'category', action: scheduleCategoryAction, cancelAction: cancelCategoryScheduleAction, reader: staff }}
      />
      <CategoryForm
        category={{ ...category, parentId: category.parentId ?? '' }}
        parents={tree.filter((node) => node.id !== category.id).map((node) => ({ id: node.id, label: node.name }))}
      />
      <DeleteSection title={t('categories.deleteTitle')}>
        {empty ? (
          <ConfirmAction action={deleteCategoryAction} hidden={{ id: category.id }} confirm={t('delete.confirm', { name })} button={t('delete.button', { name })} />
        ) : (
          <p className="text-sm text-ink-muted">{t('categories.notEmpty', { products: category._count.products, children: category._count.children })}</p>
        )}
      </DeleteSection>
    </>
  );
}
