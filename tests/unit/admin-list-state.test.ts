import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readSearchParams, searchQuery, sortField, sortOrder, sortRows } from '@/lib/admin/search-params';

// Every back-office list keeps its filters, order and page in the URL: whatever a link holds, the list opens.

const schema = z.object({
  q: z.string().trim().max(20).optional().catch(undefined),
  sort: sortField(['name', 'year'], '-year'),
  page: z.coerce.number().int().min(1).catch(1),
});

describe('a list read from its URL', () => {
  it('takes the first value of each parameter, from a page or from a request', () => {
    expect(readSearchParams(schema, { q: ['Petrov', 'x'], sort: 'name', page: '3' })).toEqual({ q: 'Petrov', sort: 'name', page: 3 });
    expect(readSearchParams(schema, new URLSearchParams('q=Petrov&sort=-name&page=2'))).toEqual({ q: 'Petrov', sort: '-name', page: 2 });
  });

  it('falls back to the defaults for what is missing, empty or malformed', () => {
    expect(readSearchParams(schema, {})).toEqual({ q: undefined, sort: '-year', page: 1 });
    expect(readSearchParams(schema, { q: '', sort: 'email', page: '-4' })).toEqual({ q: undefined, sort: '-year', page: 1 });
    expect(readSearchParams(schema, { sort: '--name', page: 'abc' })).toEqual({ q: undefined, sort: '-year', page: 1 });
  });

  it('writes the state back without empty values or page 1', () => {
    expect(searchQuery({ q: 'a b', status: '', sort: '-year', page: 1 })).toBe('?q=a+b&sort=-year');
    expect(searchQuery({ q: undefined, page: 4 })).toBe('?page=4');
    expect(searchQuery({ q: null, page: 1 })).toBe('');
  });
});

describe('a list sorted by a column', () => {
  it('reads the direction from a leading minus', () => {
    expect(sortOrder('name')).toEqual({ key: 'name', dir: 'asc' });
    expect(sortOrder('-year')).toEqual({ key: 'year', dir: 'desc' });
  });

  const rows = [
    { name: 'Ёлка', year: 2019 },
    { name: 'Zeta', year: null },
    { name: 'alfa', year: 2024 },
    { name: 'Ель', year: 2019 },
    { name: 'Beta', year: 2021 },
  ];
  const by = { name: (row: (typeof rows)[number]) => row.name, year: (row: (typeof rows)[number]) => row.year };

  it('compares text in the reader’s language, ignoring case and accents (ё as е)', () => {
    expect(sortRows(rows, 'name', by, 'en').map((row) => row.name)).toEqual(['alfa', 'Beta', 'Zeta', 'Ёлка', 'Ель']);
    expect(sortRows(rows, 'name', by, 'ru').map((row) => row.name)).toEqual(['Ёлка', 'Ель', 'alfa', 'Beta', 'Zeta']);
    expect(sortRows(rows, '-name', by, 'ru').map((row) => row.name)).toEqual(['Zeta', 'Beta', 'alfa', 'Ель', 'Ёлка']);
  });

  it('compares numbers as numbers, keeps empty values last both ways, and ties in the order they came', () => {
    expect(sortRows(rows, 'year', by, 'it').map((row) => row.name)).toEqual(['Ёлка', 'Ель', 'Beta', 'alfa', 'Zeta']);
    expect(sortRows(rows, '-year', by, 'it').map((row) => row.name)).toEqual(['alfa', 'Beta', 'Ёлка', 'Ель', 'Zeta']);
  });

  it('keeps rows with no value, empty or missing alike, last and in the order they came', () => {
    const sparse = [{ id: 'a', city: '' }, { id: 'b', city: 'Omsk' }, { id: 'c', city: null }, { id: 'd', city: 'Almaty' }, { id: 'e', city: '' }];
    const byCity = { city: (row: (typeof sparse)[number]) => row.city };
    expect(sortRows(sparse, 'city', byCity, 'en').map((row) => row.id)).toEqual(['d', 'b', 'a', 'c', 'e']);
    expect(sortRows(sparse, '-city', byCity, 'en').map((row) => row.id)).toEqual(['b', 'd', 'a', 'c', 'e']);
  });

  it('compares several keys in turn', () => {
    const places = [
      { country: 'Russia', city: 'Omsk' },
      { country: 'Kazakhstan', city: 'Almaty' },
      { country: 'Russia', city: 'Kazan' },
    ];
    const sorted = sortRows(places, 'place', { place: (row) => [row.country, row.city] }, 'en');
    expect(sorted.map((row) => row.city)).toEqual(['Almaty', 'Kazan', 'Omsk']);
  });
});
