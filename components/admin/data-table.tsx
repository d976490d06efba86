import Link from 'next/link';
import { MissingLanguages } from './missing-languages';
import { StatusBadge } from './status-badge';
import type { ReactNode } from 'react';
import { sortOrder, type SortValue } from '@/lib/admin/search-params';
import { Pagination } from './pagination';
import { ScrollRegion } from './scroll-region';

export type Column<Row> = {
  /** Unique within the table. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** A count or a year: right-aligned, in tabular figures. */
  numeric?: boolean;
  /** Extra classes of this column's cells (`whitespace-nowrap`, `font-mono text-xs`, `break-all`). */
  className?: string;
  /** The list's sort key for this column: its header becomes a link that orders the list by it. */
  sort?: string;
  /** The direction of the first click on this column's header (dates: newest first). */
  firstDir?: 'asc' | 'desc';
};

type Props<Row, Sort extends string> = {
  /** Names the table (caption) and its scroll region. */
  label: string;
  /** Inside a section its heading already names, the region stays unnamed (two landmarks of one name confuse). */
  inNamedSection?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Attributes of a row, such as its `data-testid`. */
  rowProps?: (row: Row) => Record<`data-${string}`, string | undefined>;
  /** Shown instead of the table when there is no row. */
  empty: ReactNode;
  /** A Tailwind `min-w-[…]` class: below it the table scrolls sideways inside its region. */
  minWidth?: string;
  /** Extra classes of the scroll region (`hidden md:block` where phones get cards instead). */
  regionClassName?: string;
  /** The list's current order and the link to the list in another order (back to page 1). */
  sort?: { value: Sort; href: (value: Sort) => string };
  /** One page of many: previous and next links below the table. */
  paging?: { page: number; pages: number; href: (page: number) => string };
  testId?: string;
};

const CELL = 'px-3 py-2';

/**
 * Every back-office list as one server-rendered table: headers that sort by link, an empty state, paging, and a
 * focusable region that scrolls sideways on a phone. Its state lives in the URL (`lib/admin/search-params.ts`),
 * so it works without JavaScript, and a sorted, filtered page can be bookmarked or sent to a colleague.
 */
export function DataTable<Row, Sort extends string = SortValue>({ label, inNamedSection = false, columns, rows, rowKey, rowProps, empty, minWidth = '', regionClassName = '', sort, paging, testId }: Props<Row, Sort>) {
  const current = sort ? sortOrder(sort.value) : null;
  return (
    <>
      {rows.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-ink-muted">{empty}</div>
      ) : (
        <ScrollRegion label={inNamedSection ? undefined : label} className={`rounded-lg border border-slate-200 bg-white ${regionClassName}`}>
          <table className={`w-full text-left text-sm ${minWidth}`} data-testid={testId}>
            <caption className="sr-only">{label}</caption>
            <thead className="sticky top-0 bg-slate-100 text-xs font-semibold tracking-wide text-ink-muted uppercase">
              <tr>
                {columns.map((column) => {
                  const active = current && column.sort === current.key ? current.dir : null;
                  const next = ( !column.sort ? null : active ? (active === 'asc' ? `-${column.sort}` : column.sort) : column.firstDir === 'desc' ? `-${column.sort}` : column.sort) as Sort | null;
                  return (
                    <th
                      key={column.key}
                      scope="col"
                      className={`${CELL} ${column.numeric ? 'text-right' : ''}`}
                      aria-sort={active ? (active === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      {sort && next ? (
                        <Link href={sort.href(next)} className="inline-flex min-h-11 items-center gap-1 text-brand-700 uppercase hover:underline" data-sort={column.sort}>
                          {column.header}
                          <span aria-hidden="true" className={active ? '' : 'opacity-40'}>
                            {active === 'desc' ? '▼' : '▲'}
                          </span>
                        </Link>
                      ) : (
                        column.header
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} className="border-t border-slate-200 align-top hover:bg-slate-50" {...rowProps?.(row)}>
                  {columns.map((column) => (
                    <td key={column.key} className={`${CELL} ${column.numeric ? 'text-right tabular-nums' : ''} ${column.className ?? ''}`}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {paging ? <Pagination {...paging} /> : null}
    </>
  );
}

/** The link from a row to its record: the row's name, a touch target of 44 px. */
export function RowLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="inline-flex min-h-11 items-center font-semibold break-words text-brand-700 underline-offset-2 hover:underline">
      {children}
    </Link>
  );
}

/** The "published or not" column of a list of records the public site shows. */
/** The "state" column: published or not, and (`draft`) whether saved changes wait to be published. */
export function publishedColumn<Row extends { published: boolean; draft?: boolean }>(header: string, published: string, unpublished: string, draft?: string): Column<Row> {
  return {
    key: 'published',
    header,
    cell: (row) => (
      <>
        <StatusBadge tone={row.published ? 'good' : 'off'}>{row.published ? published : unpublished}</StatusBadge>
        {row.draft && draft ? (
          <span className="mt-1 block">
            <StatusBadge tone="waiting" testId="draft-badge">
              {draft}
            </StatusBadge>
          </span>
        ) : null}
      </>
    ),
  };
}

/** The "translations" column: the languages whose texts are missing, or that none is. */
export function translationsColumn<Row extends { missing: readonly string[] }>(header: string): Column<Row> {
  return { key: 'translations', header, cell: (row) => <MissingLanguages missing={row.missing} /> };
}
