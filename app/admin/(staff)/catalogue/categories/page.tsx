import { MissingLanguages } from '@/components/admin/missing-languages';
import type { Metadata } from 'next';
import Link from 'next/link';
import { reorderCategoryAction } from '@/app/admin/(staff)/catalogue/actions';
import { RecordHeader } from '@/components/admin/record-header';
import { Button, buttonClasses } from '@/components/ui/button';
import { adminCategoryTree, type AdminCategoryNode } from '@/lib/admin/catalogue/categories';
import { getAdminT } from '@/lib/admin/i18n';
import { requireStaffPage } from '@/lib/admin/session';
import { Notice } from '@/components/admin/notice';
import { StatusBadge } from '@/components/admin/status-badge';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('catalogue'))('categories.title') };
}

/** The category tree: the order of the menus (up/down, plain forms), links to edit, move and delete. */
export default async function CategoriesPage({ searchParams }: Props) {
  const staff = await requireStaffPage('catalogue', '/admin/catalogue/categories');
  const [t, common, tree, params] = await Promise.all([getAdminT('catalogue'), getAdminT('common'), adminCategoryTree(staff.locale), searchParams]);

  const row = (node: AdminCategoryNode, index: number, siblings: AdminCategoryNode[]) => (
    <li key={node.id} id={`category-${node.id}`} className="rounded-md border border-slate-200 bg-white">
      <div className="flex flex-wrap items-center gap-2 px-3 py-2">
        <Link href={`/admin/catalogue/categories/${node.id}`} className="inline-flex min-h-11 flex-1 items-center font-semibold text-brand-700 hover:underline">
          {node.name}
        </Link>
        <span className="text-xs text-ink-muted">
          {node.slug} · {t('categories.products', { count: node.productCount })}
        </span>
        {node.draft ? (
          <StatusBadge tone="waiting" testId="draft-badge">
            {common('workflow.draft')}
          </StatusBadge>
        ) : null}
        {node.missing.length ? <MissingLanguages missing={node.missing} /> : null}
        <form action={reorderCategoryAction} className="flex gap-1">
          <input type="hidden" name="id" value={node.id} />
          <Button type="submit" name="direction" value="up" variant="ghost" size="icon" disabled={index === 0} aria-label={t('categories.moveUp', { name: node.name })}>
            <span aria-hidden="true">↑</span>
          </Button>
          <Button type="submit" name="direction" value="down" variant="ghost" size="icon" disabled={index === siblings.length - 1} aria-label={t('categories.moveDown', { name: node.name })}>
            <span aria-hidden="true">↓</span>
          </Button>
        </form>
      </div>
      {node.children.length ? <ul className="space-y-2 px-3 pb-3 pl-8">{node.children.map(row)}</ul> : null}
    </li>
  );

  return (
    <>
      <RecordHeader back={{ href: '/admin/catalogue', label: t('title') }} title={t('categories.title')}>
        <Link href="/admin/catalogue/categories/new" className={buttonClasses({ size: 'sm' })}>
          {t('categories.new')}
        </Link>
      </RecordHeader>
      <Notice area="catalogue" params={params} />
      <p className="mb-4 text-sm text-ink-muted">{t('categories.hint')}</p>
      <ul className="space-y-2" data-testid="category-tree">
        {tree.map(row)}
      </ul>
    </>
  );
}
