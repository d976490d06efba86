import { LOOKUP_CACHE_CONTROL } from '@/lib/geo/cache';
import { lookupLocale } from '@/lib/geo/lookup';
import { listRegions } from '@/lib/geo/regions';

// GET /api/regions?locale=it|ru|en&q= → the Russian Federation's subdivisions as [{code, name}],
// sorted by name in that locale (default it); q is a case-insensitive substring of the name.
export function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const locale = lookupLocale(params.get('locale'));
  return Response.json(listRegions(locale, params.get('q')), { headers: { 'Cache-Control': LOOKUP_CACHE_CONTROL } });
}
