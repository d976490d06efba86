import { listCountries } from '@/lib/geo/countries';
import { LOOKUP_CACHE_CONTROL } from '@/lib/geo/cache';
import { lookupLocale } from '@/lib/geo/lookup';

// GET /api/countries?locale=it|ru|en&q= → [{code, name}] sorted by name in that locale (default it).
export function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const locale = lookupLocale(params.get('locale'));
  return Response.json(listCountries(locale, params.get('q')), { headers: { 'Cache-Control': LOOKUP_CACHE_CONTROL } });
}
