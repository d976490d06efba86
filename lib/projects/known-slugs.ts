import type { PrismaClient } from '@/lib/generated/prisma/client';
import { databaseUrl } from '@/lib/database-url';
import { createPrismaClient } from '@/lib/prisma-client';

// The project slugs that have a page, for proxy.ts: any other /projects/<slug> is the 404 answered without
// rendering, so made-up slugs never add pages to the cache (as lib/catalogue/known-slugs.ts for products).

/** How long the list is trusted; a change in this process forgets it at once (lib/projects/revalidate.ts). */
const TTL_MS = 2000;

const globalForSlugs = globalThis as unknown as {
  aerisProjectSlugClient?: PrismaClient;
  aerisKnownProjectSlugs?: { at: number; known: Promise<Set<string>> };
};

async function load(): Promise<Set<string>> {
  const client = (globalForSlugs.aerisProjectSlugClient ??= createPrismaClient(databaseUrl()));
  return new Set((await client.project.findMany({ select: { slug: true } })).map((row) => row.slug));
}

export async function isKnownProjectSlug(slug: string): Promise<boolean> {
  const cached = globalForSlugs.aerisKnownProjectSlugs;
  if (!cached || Date.now() - cached.at > TTL_MS) {
    const known = load();
    globalForSlugs.aerisKnownProjectSlugs = { at: Date.now(), known };
    known.catch(() => (globalForSlugs.aerisKnownProjectSlugs = undefined));
  }
  try {
    return (await globalForSlugs.aerisKnownProjectSlugs!.known).has(slug);
  } catch {
    // The database cannot answer: let the page decide.
    return true;
  }
}

export function forgetKnownProjectSlugs(): void {
  globalForSlugs.aerisKnownProjectSlugs = undefined;
}
