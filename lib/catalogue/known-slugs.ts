import type { PrismaClient } from '@/lib/generated/prisma/client';
import { databaseUrl } from '@/lib/database-url';
import { createPrismaClient } from '@/lib/prisma-client';

// The product and category slugs that have a page or an old URL (a redirect), for proxy.ts: a URL with any
// other slug is a 404 answered without rendering the page. Product and category pages render on demand for
// slugs unknown at build time (a product created in the back office), and Next keeps what it renders, a 404
// too: without this check, every made-up slug a crawler tried would add files to the page cache.

type Entity = 'product' | 'category';
type Known = Record<Entity, Set<string>>;

/** How long a list is trusted; a save in this process forgets it at once (lib/catalogue/revalidate.ts). */
const TTL_MS = 2000;

const globalForSlugs = globalThis as unknown as {
  aerisSlugClient?: PrismaClient;
  aerisKnownSlugs?: { at: number; known: Promise<Known> };
};

async function load(): Promise<Known> {
  const client = (globalForSlugs.aerisSlugClient ??= createPrismaClient(databaseUrl()));
  const [products, categories, redirects] = await Promise.all([
    client.product.findMany({ select: { slug: true } }),
    client.category.findMany({ select: { slug: true } }),
    client.slugRedirect.findMany({ select: { entity: true, fromSlug: true } }),
  ]);
  const known: Known = { product: new Set(products.map((row) => row.slug)), category: new Set(categories.map((row) => row.slug)) };
  for (const redirect of redirects) if (redirect.entity === 'product' || redirect.entity === 'category') known[redirect.entity].add(redirect.fromSlug);
  return known;
}

/** Whether a product or category page (or an old URL of one) exists for `slug`. */
export async function isKnownSlug(entity: Entity, slug: string): Promise<boolean> {
  const cached = globalForSlugs.aerisKnownSlugs;
  if (!cached || Date.now() - cached.at > TTL_MS) {
    const known = load();
    globalForSlugs.aerisKnownSlugs = { at: Date.now(), known };
    known.catch(() => (globalForSlugs.aerisKnownSlugs = undefined));
  }
  try {
    return (await globalForSlugs.aerisKnownSlugs!.known)[entity].has(slug);
  } catch {
    // The database cannot answer: let the page decide, as before.
    return true;
  }
}

/** Called after a catalogue change, so the next request reads the lists again. */
export function forgetKnownSlugs(): void {
  globalForSlugs.aerisKnownSlugs = undefined;
}
