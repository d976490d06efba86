import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importSeed, seedData } from '@/prisma/seed';
import type { SeedCategory } from '@/prisma/data/types';
import { createTestDatabase } from '../support/test-db';

const text = (it: string, ru: string, en: string) => ({ it, ru, en });

function tree(): SeedCategory[] {
  const base = { description: text('d', 'd', 'd'), seoTitle: text('t', 't', 't'), seoDescription: text('s', 's', 's'), picture: '/x.svg' };
  return [
    {
      ...base,
      slug: 'chillers',
      sortOrder: 1,
      name: text('Refrigeratori', 'Чиллеры', 'Chillers'),
      children: [{ ...base, slug: 'air-cooled-chillers', sortOrder: 1, name: text('Condensati ad aria', 'С воздушным охлаждением', 'Air-cooled') }],
    },
  ];
}

describe('seed import (real SQLite file)', () => {
  let db: ReturnType<typeof createTestDatabase>;
  beforeEach(() => {
    db = createTestDatabase();
  });
  afterEach(() => db.cleanup());

  it('creates the tree with a name per locale', async () => {
    const report = await importSeed(db.prisma, { categories: tree(), products: [] });
    expect(report).toEqual({ created: 2, updated: 0, unchanged: 0 });
    const child = await db.prisma.category.findUniqueOrThrow({
      where: { slug: 'air-cooled-chillers' },
      include: { parent: true, translations: { orderBy: { locale: 'asc' } } },
    });
    expect(child.parent?.slug).toBe('chillers');
    expect(child.translations.map((t) => [t.locale, t.name])).toEqual([
      ['en', 'Air-cooled'],
      ['it', 'Condensati ad aria'],
      ['ru', 'С воздушным охлаждением'],
    ]);
  });

  it('changes nothing when run twice, not even updatedAt', async () => {
    await importSeed(db.prisma, { categories: tree(), products: [] });
    const before = await db.prisma.category.findMany({ orderBy: { slug: 'asc' } });
    const report = await importSeed(db.prisma, { categories: tree(), products: [] });
    expect(report).toEqual({ created: 0, updated: 0, unchanged: 2 });
    expect(await db.prisma.category.findMany({ orderBy: { slug: 'asc' } })).toEqual(before);
  });

  it('updates by slug after the data is edited, keeping ids', async () => {
    await importSeed(db.prisma, { categories: tree(), products: [] });
    const { id } = await db.prisma.category.findUniqueOrThrow({ where: { slug: 'chillers' } });
    const edited = tree();
    edited[0]!.name.en = 'Water chillers';
    const report = await importSeed(db.prisma, { categories: edited, products: [] });
    expect(report).toEqual({ created: 0, updated: 1, unchanged: 1 });
    const chillers = await db.prisma.category.findUniqueOrThrow({ where: { slug: 'chillers' }, include: { translations: true } });
    expect(chillers.id).toBe(id);
    expect(chillers.translations.find((t) => t.locale === 'en')?.name).toBe('Water chillers');
    expect(await db.prisma.category.count()).toBe(2);
  });

  it('imports the shipped catalogue, and a second run changes nothing', async () => {
    const first = await importSeed(db.prisma);
    const rows = seedData.products.length + seedData.categories.reduce((n, c) => n + 1 + (c.children?.length ?? 0), 0);
    expect(first.created).toBe(rows);
    const before = await db.prisma.product.findMany({ orderBy: { slug: 'asc' }, include: { translations: true } });
    expect(await importSeed(db.prisma)).toEqual({ created: 0, updated: 0, unchanged: rows });
    expect(await db.prisma.product.findMany({ orderBy: { slug: 'asc' }, include: { translations: true } })).toEqual(before);
    const fcu = await db.prisma.product.findUniqueOrThrow({ where: { slug: 'fcu-200' } });
    expect(fcu.modelKey).toBe('fcu200');
  });
});
