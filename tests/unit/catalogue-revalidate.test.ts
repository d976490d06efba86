import { cleanup, db } from '../support/app-db';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { revalidateCatalogue } from '@/lib/catalogue/revalidate';
import { DOCUMENTS_TAG } from '@/lib/documents/library';
import { importSeed } from '@/prisma/seed';

// A catalogue change reaches every page that shows catalogue data, the documents' cached lists included (they
// name and link the products and categories a document belongs to).

vi.mock('@/lib/db', () => import('../support/app-db'));
const cache = vi.hoisted(() => ({ tags: [] as string[], paths: [] as string[] }));
vi.mock('next/cache', () => ({
  unstable_cache: (fn: () => unknown) => fn,
  revalidateTag: (tag: string) => cache.tags.push(tag),
  revalidatePath: (path: string, type?: string) => cache.paths.push(type ? `${path} (${type})` : path),
}));

afterAll(() => cleanup());

beforeEach(() => {
  cache.tags.length = 0;
  cache.paths.length = 0;
});

describe('revalidateCatalogue', () => {
  it('refreshes a product’s pages and the documents’ lists after a product change', async () => {
    await importSeed(db);
    const product = await db.product.findFirstOrThrow({ select: { slug: true, categoryId: true } });
    await revalidateCatalogue({ kind: 'product', slugs: [product.slug], categoryIds: [product.categoryId] });
    expect(cache.paths).toEqual(expect.arrayContaining([`/it/product/${product.slug}`, `/ru/product/${product.slug}`, '/en/product']));
    expect(cache.tags).toContain(DOCUMENTS_TAG);
  });

  it('refreshes the layout and the documents’ lists after a category change', async () => {
    await revalidateCatalogue({ kind: 'category' });
    expect(cache.paths).toContain('/[locale] (layout)');
    expect(cache.tags).toContain(DOCUMENTS_TAG);
  });
});
