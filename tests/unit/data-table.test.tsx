// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from '@/components/admin/data-table';

// The lists' one table, as the server renders it: its state is links, so it sorts without JavaScript.

vi.mock('@/lib/admin/i18n', () => ({ getAdminT: async () => (key: string) => key }));

type Row = { id: string; name: string; year: number };
const rows: Row[] = [
  { id: 'a', name: 'Hotel Riva', year: 2021 },
  { id: 'b', name: 'Mall Aktau', year: 2024 },
];
const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', sort: 'name', cell: (row) => row.name },
  { key: 'year', header: 'Year', sort: 'year', firstDir: 'desc', numeric: true, cell: (row) => row.year },
  { key: 'id', header: 'Code', cell: (row) => row.id },
];
const href = (sort: string) => `/admin/projects?sort=${sort}`;
const headersOf = () => screen.getAllByRole('columnheader') as [HTMLElement, HTMLElement, HTMLElement];

describe('DataTable', () => {
  afterEach(cleanup);

  it('links each sortable header to the list in its order, and says which order is shown', () => {
    render(<DataTable label="Projects" columns={columns} rows={rows} rowKey={(row) => row.id} empty="None" sort={{ value: 'name', href }} />);
    const [name, year, code] = headersOf();
    // The current column turns round; another starts in its own first direction (dates and years: newest first).
    expect(within(name).getByRole('link').getAttribute('href')).toBe('/admin/projects?sort=-name');
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    expect(within(year).getByRole('link').getAttribute('href')).toBe('/admin/projects?sort=-year');
    expect(year.getAttribute('aria-sort')).toBeNull();
    expect(within(code).queryByRole('link')).toBeNull();
  });

  it('reads a descending order back, and the next click ascends', () => {
    render(<DataTable label="Projects" columns={columns} rows={rows} rowKey={(row) => row.id} empty="None" sort={{ value: '-year', href }} />);
    const [, year] = headersOf();
    expect(year.getAttribute('aria-sort')).toBe('descending');
    expect(within(year).getByRole('link').getAttribute('href')).toBe('/admin/projects?sort=year');
  });

  it('renders a row per record in a named, focusable region, and the empty state without a table', () => {
    render(<DataTable label="Projects" columns={columns} rows={rows} rowKey={(row) => row.id} empty="None" />);
    const region = screen.getByRole('region', { name: 'Projects' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(within(region).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('table', { name: 'Projects' })).toBeTruthy();
    cleanup();
    render(<DataTable label="Projects" columns={columns} rows={[]} rowKey={(row) => row.id} empty="No project yet" />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No project yet')).toBeTruthy();
  });
});
