import { auditColumns } from '@/components/admin/audit-columns';
import { DataTable, type Column } from '@/components/admin/data-table';
import type { Metadata } from 'next';
import Link from 'next/link';
import { PageTitle } from '@/components/admin/page-title';
import { Button, buttonClasses } from '@/components/ui/button';
import { Label } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { auditFilterSchema, auditLogPage } from '@/lib/admin/audit-log';
import { readSearchParams, searchQuery } from '@/lib/admin/search-params';
import { getAdminT } from '@/lib/admin/i18n';
import { PAGE_SIZE } from '@/lib/admin/limits';
import { requireStaffPage } from '@/lib/admin/session';
import { dateFormatter } from '@/lib/admin/time-zone';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('audit'))('menu') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The audit log, read-only (no screen edits it), newest first, with filters in the URL. */
export default async function AuditPage({ searchParams }: Props) {
  const staff = await requireStaffPage('audit', '/admin/audit');
  const [params, t, common] = await Promise.all([searchParams, getAdminT('audit'), getAdminT('common')]);
  const filters = readSearchParams(auditFilterSchema, params);
  const { page } = filters;
  const { entries, total, entities } = await auditLogPage(filters, PAGE_SIZE);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const format = dateFormatter(staff, 'seconds');
  const pageLink = (target: number) => `/admin/audit${searchQuery({ ...filters, page: target })}`;
  const columns: Column<(typeof entries)[number]>[] = [
    { key: 'when', header: t('when'), sort: 'when', firstDir: 'desc', className: 'whitespace-nowrap', cell: (entry) => format.format(entry.at) },
    ...(await auditColumns(entries, { locale: staff.locale, isAdmin: staff.role === 'admin' })),
  ];

  return (
    <>
      <PageTitle>{t('menu')}</PageTitle>
      <form method="get" className="mb-6 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end" role="search" aria-label={common('filter')}>
        <div className="lg:col-span-2">
          <Label htmlFor="audit-actor">{t('actor')}</Label>
          <Input id="audit-actor" name="actor" defaultValue={filters.actor} />
        </div>
        <div>
          <Label htmlFor="audit-entity">{t('entity')}</Label>
          <select id="audit-entity" name="entity" defaultValue={filters.entity ?? ''} className="block h-11 w-full rounded-md border border-ink-subtle bg-white px-3">
            <option value="">{common('all')}</option>
            {entities.map((entity) => (
              <option key={entity} value={entity}>
                {(t as unknown as { has(key: string): boolean }).has(`entities.${entity}`) ? t(`entities.${entity as 'product'}`) : entity}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor="audit-action">{t('action')}</Label>
          <Input id="audit-action" name="action" defaultValue={filters.action} />
        </div>
        <div>
          <Label htmlFor="audit-from">{t('from')}</Label>
          <Input id="audit-from" name="from" type="date" defaultValue={filters.from} />
        </div>
        <div>
          <Label htmlFor="audit-to">{t('to')}</Label>
          <Input id="audit-to" name="to" type="date" defaultValue={filters.to} />
        </div>
        <input type="hidden" name="sort" value={filters.sort} />
        <div className="flex gap-2 lg:col-span-6">
          <Button type="submit">{common('filter')}</Button>
          <Link href="/admin/audit" className={buttonClasses({ variant: 'ghost' })}>
            {common('resetFilters')}
          </Link>
        </div>
      </form>
      <DataTable
        label={t('menu')}
        columns={columns}
        rows={entries}
        rowKey={(entry) => entry.id}
        rowProps={() => ({ 'data-testid': 'audit-row' })}
        empty={common('noResults')}
        minWidth="min-w-[40rem]"
        sort={{ value: filters.sort, href: (sort) => `/admin/audit${searchQuery({ ...filters, sort, page: 1 })}` }}
        paging={{ page, pages, href: pageLink }}
      />
    </>
  );
}
