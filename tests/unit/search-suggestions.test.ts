import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, db } from '../support/app-db';
import { revalidateCatalogue } from '@/lib/catalogue/revalidate';
import { getSuggestions, SUGGESTIONS_TAG } from '@/lib/catalogue/suggest';
import { importSeed } from '@/prisma/seed';

// Issue 36, item 3: the header search's suggestions on the seeded catalogue in a real SQLite file: the catalogue's
// search rule, the order (code prefix, code contains, name), published products only, refreshed after a change.

vi.mock('@/lib/db', () => import('../support/app-db'));
const cache = vi.hoisted(() => ({ tags: [] as string[] }));
// Without Next's cache every request sees a new catalogue token, so each answer reads the database afresh.
vi.mock('next/cache', () => ({
  unstable_cache: (fn: () => unknown) => fn,
  revalidateTag: (tag: string) => cache.tags.push(tag),
  revalidatePath: vi.fn(),
}));

beforeAll(() => importSeed(db));
afterAll(() => cleanup());

const codes = async (query: string, locale: 'it' | 'ru' | 'en' = 'ru') => (await getSuggestions(query, locale)).map((s) => s.modelCode);

describe('the header search suggestions', () => {
  it('find a model code however it is typed: case, spaces and punctuation are ignored', async () => {
    for (const query of ['cst100', 'CST-100', 'cst 100', ' Cst.100 ']) expect(await codes(query)).toEqual(['CST 100']);
  });

  it('list codes that start with the query first, in natural order, then codes that contain it, at most eight', async () => {
    expect(await codes('CST')).toEqual(['CST 35', 'CST 50', 'CST 100', 'CST 140']);
    // Seven FCU codes start with "fc"; the eighth place goes to the first code that only contains it.
    expect(await codes('fc')).toEqual(['FCU 200', 'FCU 300', 'FCU 400', 'FCU 600', 'FCU 200/4T', 'FCU 400/4T', 'FCU 600/4T', 'CFC-25']);
    expect(await codes('r32')).toEqual(['WS-25R32', 'WS-35R32', 'WS-50R32', 'WS-70R32']);
  });

  it('then match names in the page’s language, accents and ё ignored, each with its localized path', async () => {
    const fourPipe = await getSuggestions('четырехтрубн', 'ru');
    expect(fourPipe.map((s) => s.modelCode)).toEqual(['FCU 200/4T', 'FCU 400/4T', 'FCU 600/4T']);
    expect(fourPipe[0]).toEqual({ modelCode: 'FCU 200/4T', name: expect.stringMatching(/^Четырёхтрубный фанкойл/), href: expect.stringMatching(/^\/ru\/product\//) });
    const outdoor = await getSuggestions('UNITA esterna', 'it');
    expect(outdoor.length).toBeGreaterThan(0);
    for (const s of outdoor) expect(s.name).toMatch(/^Unità esterna/);
    expect(outdoor[0]!.href).toMatch(/^\/product\//);
    // A name in another language is not matched.
    expect(await codes('четырехтрубн', 'en')).toEqual([]);
  });

  it('treat a Cyrillic look-alike as another letter, as the product list does: "сst" with a Cyrillic с finds nothing', async () => {
    expect(await codes('\u0441st')).toEqual([]);
  });

  it('answer nothing for fewer than two letters or digits', async () => {
    for (const query of ['', 'c', ' - ', '4']) expect(await codes(query)).toEqual([]);
  });

  it('leave unpublished products out, from the next answer after the change', async () => {
    await db.product.update({ where: { slug: (await db.product.findFirstOrThrow({ where: { modelCode: 'CST 100' } })).slug }, data: { published: false } });
    try {
      expect(await codes('cst')).toEqual(['CST 35', 'CST 50', 'CST 140']);
    } finally {
      await db.product.updateMany({ where: { modelCode: 'CST 100' }, data: { published: true } });
    }
  });

  it('are rebuilt on every instance after a catalogue change (the token’s tag is revalidated)', async () => {
    await revalidateCatalogue({ kind: 'category' });
    expect(cache.tags).toContain(SUGGESTIONS_TAG);
  });
});

describe('GET /api/search', () => {
  const request = (query: string, ip: string) => new Request(`http://localhost:3000/api/search?${query}`, { headers: { 'x-aeris-client-ip': ip } });

  it('answers a JSON list a browser may keep a minute, and 429 past 120 requests a minute from one client', async () => {
    const { GET } = await import('@/app/api/search/route');
    const first = await GET(request('q=cst-1&locale=en', '198.51.100.60'));
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=60/);
    expect(await first.json()).toEqual([
      { modelCode: 'CST 100', name: expect.stringContaining('CST 100'), href: '/en/product/cst-100' },
      { modelCode: 'CST 140', name: expect.stringContaining('CST 140'), href: '/en/product/cst-140' },
    ]);
    for (let i = 1; i < 120; i += 1) expect((await GET(request('q=', '198.51.100.60'))).status).toBe(200);
    const refused = await GET(request('q=cst', '198.51.100.60'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect((await GET(request('q=cst', '198.51.100.61'))).status).toBe(200);
  });
});
