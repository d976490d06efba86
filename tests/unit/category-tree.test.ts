import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SeedCategory } from '@/prisma/data/types';
import { importSeed, seedData } from '@/prisma/seed';
import { createTestDatabase } from '../support/test-db';

// Issue 36: wall-mounted splits under split systems. A database that holds the earlier tree moves by the migration
// (the seed import only touches records nobody edited); a family staff placed elsewhere stays there.

const MIGRATION = fs.readdirSync('prisma/migrations').find((name) => name.endsWith('_category_tree_split_systems'))!;
const migrationSql = fs.readFileSync(path.join('prisma/migrations', MIGRATION, 'migration.sql'), 'utf8');

/** Where each family sat before the move, and the parents' order then. */
const EARLIER: Record<string, { parent: string; sortOrder: number }> = {
  'wall-mounted-splits': { parent: 'air-conditioners', sortOrder: 10 },
  'floor-ceiling-units': { parent: 'air-conditioners', sortOrder: 20 },
  'column-units': { parent: 'air-conditioners', sortOrder: 30 },
  'cassette-units': { parent: 'split-systems', sortOrder: 10 },
  'ducted-units': { parent: 'split-systems', sortOrder: 20 },
  'multi-split-systems': { parent: 'split-systems', sortOrder: 30 },
  'vrf-systems': { parent: 'split-systems', sortOrder: 40 },
};
const EARLIER_PARENT_ORDER: Record<string, number> = { 'air-conditioners': 10, 'split-systems': 20 };

/** The seed's tree rearranged as it was before the move. */
function earlierTree(): SeedCategory[] {
  const children = seedData.categories.flatMap((parent) => parent.children ?? []);
  return seedData.categories.map((parent) => ({
    ...parent,
    sortOrder: EARLIER_PARENT_ORDER[parent.slug] ?? parent.sortOrder,
    children: children
      .filter((child) => (EARLIER[child.slug]?.parent ?? seedParent(child.slug)) === parent.slug)
      .map((child) => ({ ...child, sortOrder: EARLIER[child.slug]?.sortOrder ?? child.sortOrder })),
  }));
}

const seedParent = (slug: string) => seedData.categories.find((parent) => parent.children?.some((child) => child.slug === slug))!.slug;

describe('the category tree migration', () => {
  let db: ReturnType<typeof createTestDatabase>;
  beforeEach(() => {
    db = createTestDatabase();
  });
  afterEach(() => db.cleanup());

  async function tree() {
    const rows = await db.prisma.category.findMany({ select: { seedKey: true, sortOrder: true, version: true, parent: { select: { seedKey: true } } } });
    return new Map(rows.map((row) => [row.seedKey!, { parent: row.parent?.seedKey ?? null, sortOrder: row.sortOrder, version: row.version }]));
  }

  it('puts every family of an earlier database where the seed has it, and leaves one staff moved or reordered as they left it', async () => {
    await importSeed(db.prisma, { categories: earlierTree(), products: [], labels: [] });
    const before = await tree();
    expect(before.get('wall-mounted-splits')?.parent).toBe('air-conditioners');
    // Staff moved the column units under ventilation and edited them.
    const ventilation = await db.prisma.category.findUniqueOrThrow({ where: { seedKey: 'ventilation' } });
    await db.prisma.category.update({ where: { seedKey: 'column-units' }, data: { parentId: ventilation.id, editedAt: new Date() } });
    // And put the floor/ceiling units last among their family.
    await db.prisma.category.update({ where: { seedKey: 'floor-ceiling-units' }, data: { sortOrder: 99, editedAt: new Date() } });

    const raw = new Database(db.url.slice('file:'.length));
    raw.exec(migrationSql);
    raw.close();

    const after = await tree();
    for (const parent of seedData.categories) {
      expect(after.get(parent.slug), parent.slug).toMatchObject({ parent: null, sortOrder: parent.sortOrder });
      for (const child of parent.children ?? []) {
        if (child.slug === 'column-units' || child.slug === 'floor-ceiling-units') continue;
        expect(after.get(child.slug), child.slug).toMatchObject({ parent: parent.slug, sortOrder: child.sortOrder });
      }
    }
    expect(after.get('column-units')?.parent).toBe('ventilation');
    expect(after.get('floor-ceiling-units')).toMatchObject({ parent: 'air-conditioners', sortOrder: 99 });
    // A moved family's version went up (an editor's form opened before the move is refused); the others' did not.
    expect(after.get('wall-mounted-splits')!.version).toBe(before.get('wall-mounted-splits')!.version + 1);
    expect(after.get('air-cooled-chillers')!.version).toBe(before.get('air-cooled-chillers')!.version);
    expect(seedParent('wall-mounted-splits')).toBe('split-systems');
  });

  it('changes nothing in a database that already has the new tree', async () => {
    await importSeed(db.prisma, { categories: seedData.categories, products: [], labels: [] });
    const before = await tree();
    const raw = new Database(db.url.slice('file:'.length));
    raw.exec(migrationSql);
    raw.close();
    const after = await tree();
    for (const [key, place] of before) expect(after.get(key), key).toMatchObject({ parent: place.parent, sortOrder: place.sortOrder });
  });
});
