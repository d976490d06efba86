import { getSuggestions } from '@/lib/catalogue/suggest';
import { SUGGESTIONS_CACHE_CONTROL, SUGGESTIONS_PER_MINUTE } from '@/lib/catalogue/suggest-rules';
import { env } from '@/lib/env';
import { lookupLocale } from '@/lib/geo/lookup';
import { apiError } from '@/lib/http/api-response';
import { clientIp } from '@/lib/http/client-ip';
import { internalError } from '@/lib/http/guards';
import { takeRateLimit } from '@/lib/http/rate-limit';

export const dynamic = 'force-dynamic';

/**
 * GET /api/search?q=cst&locale=ru → [{modelCode, name, href}]: the header search's suggestions, at most 8, best
 * first; [] for fewer than 2 letters or digits (lib/catalogue/suggest-rules.ts). 429 past the client's budget.
 */
export async function GET(request: Request): Promise<Response> {
  try {
    const retryAfter = await takeRateLimit('search', clientIp(request), Math.max(SUGGESTIONS_PER_MINUTE, env.RATE_LIMIT_PER_MINUTE));
    if (retryAfter !== null) return apiError('TOO_MANY_REQUESTS', undefined, { headers: { 'Retry-After': String(retryAfter), 'Cache-Control': 'no-store' } });
    const params = new URL(request.url).searchParams;
    const suggestions = await getSuggestions(params.get('q') ?? '', lookupLocale(params.get('locale')));
    return Response.json(suggestions, { headers: { 'Cache-Control': SUGGESTIONS_CACHE_CONTROL } });
  } catch (error) {
    return internalError(error, 'search');
  }
}
