import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importSeed, SEED_HASH_KEY, seedData, seedHash, seedUpToDate, type SeedData } from '@/prisma/seed';
import type { SeedCategory, SeedProduct } from '@/prisma/data/types';
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
    const report = await importSeed(db.prisma, { categories: tree(), products: [], labels: [] });
    expect(report).toEqual({ created: 2, updated: 0, unchanged: 0, kept: 0, skipped: 0 });
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
    await importSeed(db.prisma, { categories: tree(), products: [], labels: [] });
    const before = await db.prisma.category.findMany({ orderBy: { slug: 'asc' } });
    const report = await importSeed(db.prisma, { categories: tree(), products: [], labels: [] });
    expect(report).toEqual({ created: 0, updated: 0, unchanged: 2, kept: 0, skipped: 0 });
    expect(await db.prisma.category.findMany({ orderBy: { slug: 'asc' } })).toEqual(before);
  });

  it('updates by slug after the data is edited, keeping ids', async () => {
    await importSeed(db.prisma, { categories: tree(), products: [], labels: [] });
    const { id } = await db.prisma.category.findUniqueOrThrow({ where: { slug: 'chillers' } });
    const edited = tree();
    edited[0]!.name.en = 'Water chillers';
    const report = await importSeed(db.prisma, { categories: edited, products: [], labels: [] });
    expect(report).toEqual({ created: 0, updated: 1, unchanged: 1, kept: 0, skipped: 0 });
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
    expect(await importSeed(db.prisma)).toEqual({ created: 0, updated: 0, unchanged: rows, kept: 0, skipped: 0 });
    expect(await db.prisma.product.findMany({ orderBy: { slug: 'asc' }, include: { translations: true } })).toEqual(before);
    const fcu = await db.prisma.product.findUniqueOrThrow({ where: { slug: 'fcu-200' } });
    expect(fcu.modelKey).toBe('fcu200');
  });

  it('refuses a seed with an impossible figure, naming the product and the field, and writes nothing', async () => {
    const good = seedData.products.find((p) => p.category === 'air-cooled-chillers')!;
    const impossible = { ...good, slug: 'too-light', technical: { ...good.technical, grossWeightKg: good.technical.netWeightKg - 10 } };
    await expect(importSeed(db.prisma, { categories: tree(), products: [good, impossible], labels: seedData.labels })).rejects.toThrow(
      /too-light technical\.grossWeightKg: gross weight .* kg is below the net/,
    );
    expect(await db.prisma.category.count()).toBe(0);
    expect(await db.prisma.product.count()).toBe(0);
  });
});

/** A real seed product placed in the small test tree. */
function product(slug: string): SeedProduct {
  const source = seedData.products.find((p) => p.category === 'air-cooled-chillers')!;
  return structuredClone({ ...source, slug, category: 'air-cooled-chillers', name: { ...source.name, ru: `Чиллер ${slug}` } });
}

const data = (...products: SeedProduct[]): SeedData => ({ categories: tree(), products, labels: seedData.labels });

describe('seed vs edits (real SQLite file)', () => {
  let db: ReturnType<typeof createTestDatabase>;
  beforeEach(() => {
    db = createTestDatabase();
  });
  afterEach(() => db.cleanup());

  const ruName = async (slug: string) =>
    (await db.prisma.productTranslation.findFirstOrThrow({ where: { product: { slug }, locale: 'ru' } })).name;

  it('creates a new seed record with seedKey = slug, and adds a later new one', async () => {
    await importSeed(db.prisma, data(product('ch-1')));
    const report = await importSeed(db.prisma, data(product('ch-1'), product('ch-2')));
    expect(report).toMatchObject({ created: 1, unchanged: 3 });
    const rows = await db.prisma.product.findMany({ orderBy: { slug: 'asc' }, select: { slug: true, seedKey: true, editedAt: true } });
    expect(rows).toEqual([
      { slug: 'ch-1', seedKey: 'ch-1', editedAt: null },
      { slug: 'ch-2', seedKey: 'ch-2', editedAt: null },
    ]);
    expect((await db.prisma.category.findUniqueOrThrow({ where: { slug: 'chillers' } })).seedKey).toBe('chillers');
  });

  it('updates a record nobody edited', async () => {
    await importSeed(db.prisma, data(product('ch-1')));
    const changed = product('ch-1');
    changed.name.ru = 'Новое имя';
    expect(await importSeed(db.prisma, data(changed))).toMatchObject({ updated: 1, kept: 0 });
    expect(await ruName('ch-1')).toBe('Новое имя');
  });

  it('keeps a record edited in the back office, also after its slug changed', async () => {
    await importSeed(db.prisma, data(product('ch-1')));
    await db.prisma.product.update({
      where: { slug: 'ch-1' },
      data: { slug: 'ch-1-renamed', editedAt: new Date(), translations: { update: { where: { productId_locale: { productId: (await db.prisma.product.findUniqueOrThrow({ where: { slug: 'ch-1' } })).id, locale: 'ru' } }, data: { name: 'Имя редактора' } } } },
    });
    const changed = product('ch-1');
    changed.name.ru = 'Имя из сида';
    const report = await importSeed(db.prisma, data(changed));
    expect(report).toMatchObject({ created: 0, updated: 0, kept: 1 });
    expect(await ruName('ch-1-renamed')).toBe('Имя редактора');
    expect(await db.prisma.product.count()).toBe(1);
  });

  it('never resurrects a record deleted in the back office (tombstone)', async () => {
    await importSeed(db.prisma, data(product('ch-1'), product('ch-2')));
    await db.prisma.product.delete({ where: { slug: 'ch-1' } });
    await db.prisma.seedTombstone.create({ data: { entity: 'product', seedKey: 'ch-1' } });
    const report = await importSeed(db.prisma, data(product('ch-1'), product('ch-2')));
    expect(report).toMatchObject({ created: 0, skipped: 1 });
    expect(await db.prisma.product.findUnique({ where: { slug: 'ch-1' } })).toBeNull();
  });

  it('never touches a record created in the back office, even one holding a seed slug', async () => {
    await importSeed(db.prisma, data());
    const category = await db.prisma.category.findUniqueOrThrow({ where: { slug: 'air-cooled-chillers' } });
    const seed = product('ch-1');
    const { technical } = seed;
    await db.prisma.product.create({
      data: {
        slug: 'ch-1',
        modelCode: 'OWN-1',
        modelKey: 'own1',
        categoryId: category.id,
        editedAt: new Date(),
        ...technical,
        dimensionsAndWeight: [],
        translations: { create: [{ locale: 'ru', name: 'Свой товар', shortDescription: '', description: '' }] },
      },
    });
    const before = await db.prisma.product.findUniqueOrThrow({ where: { slug: 'ch-1' }, include: { translations: true } });
    const report = await importSeed(db.prisma, data(seed));
    expect(report).toMatchObject({ created: 0, updated: 0, skipped: 1 });
    expect(await db.prisma.product.findUniqueOrThrow({ where: { slug: 'ch-1' }, include: { translations: true } })).toEqual(before);
  });

  it('adopts records of the previous import (seedKey null, never edited) and then updates them', async () => {
    await importSeed(db.prisma, data(product('ch-1')));
    await db.prisma.product.updateMany({ data: { seedKey: null } });
    await db.prisma.category.updateMany({ data: { seedKey: null } });
    const changed = product('ch-1');
    changed.name.ru = 'Обновлено';
    expect(await importSeed(db.prisma, data(changed))).toMatchObject({ created: 0, updated: 1 });
    expect((await db.prisma.product.findUniqueOrThrow({ where: { slug: 'ch-1' } })).seedKey).toBe('ch-1');
    expect(await ruName('ch-1')).toBe('Обновлено');
  });

  it("start-up shortcut: skipped only when the hash matches and every seed record exists or was deleted", async () => {
    const seeded = data(product('ch-1'));
    await importSeed(db.prisma, seeded);
    await db.prisma.setting.create({ data: { key: SEED_HASH_KEY, value: seedHash(seeded) } });
    expect(await seedUpToDate(db.prisma, seeded)).toBe(true);
    // A record missing without a tombstone (e.g. its slug was taken at the last import): import again.
    await db.prisma.product.delete({ where: { slug: 'ch-1' } });
    expect(await seedUpToDate(db.prisma, seeded)).toBe(false);
    await db.prisma.seedTombstone.create({ data: { entity: 'product', seedKey: 'ch-1' } });
    expect(await seedUpToDate(db.prisma, seeded)).toBe(true);
    // New seed data changes the hash.
    expect(await seedUpToDate(db.prisma, data(product('ch-1'), product('ch-2')))).toBe(false);
  });
});
