import type { Metadata } from 'next';
import { RecordHeader } from '@/components/admin/record-header';
import { adminCategoryTree } from '@/lib/admin/catalogue/categories';
import { getAdminT } from '@/lib/admin/i18n';
import { requireStaffPage } from '@/lib/admin/session';
import { CategoryForm } from '../category-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('catalogue'))('categories.new') };
}

export default async function NewCategoryPage() {
  const staff = await requireStaffPage('catalogue', '/admin/catalogue/categories/new');
  const [t, tree] = await Promise.all([getAdminT('catalogue'), adminCategoryTree(staff.locale)]);
  return (
    <>
      <RecordHeader back={{ href: '/admin/catalogue/categories', label: t('categories.title') }} title={t('categories.new')} />
      <CategoryForm category={{ slug: '', parentId: '', picture: '', translations: [] }} parents={tree.map((node) => ({ id: node.id, label: node.name }))} />
    </>
  );
}
