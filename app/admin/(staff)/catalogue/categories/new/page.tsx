import type { Metadata } from 'next';
import Link from 'next/link';
import { PageTitle } from '@/components/admin/page-title';
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
      <p className="mb-2 text-sm">
        <Link href="/admin/catalogue/categories" className="font-semibold text-brand-700 hover:underline">
          ← {t('categories.title')}
        </Link>
      </p>
      <PageTitle>{t('categories.new')}</PageTitle>
      <CategoryForm category={{ slug: '', parentId: '', picture: '', translations: [] }} parents={tree.map((node) => ({ id: node.id, label: node.name }))} />
    </>
  );
}
