import { getCategoryTree } from '@/lib/catalogue/categories';

// Parent categories with nested children, names keyed by locale. Regenerated with the catalogue.
export const revalidate = 3600;

export async function GET() {
  return Response.json(await getCategoryTree(), {
    headers: { 'Cache-Control': 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400' },
  });
}
