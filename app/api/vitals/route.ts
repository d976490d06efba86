import { env } from '@/lib/env';
import { readBodyWithin } from '@/lib/http/body';
import { clientIp } from '@/lib/http/client-ip';
import { internalError, originAllowed } from '@/lib/http/guards';
import { takeRateLimit } from '@/lib/http/rate-limit';
import { sampleSchema } from '@/lib/vitals/store';
import { recordVitals } from '@/lib/vitals/service';
import { MAX_BODY_BYTES } from '@/lib/vitals/values';

export const dynamic = 'force-dynamic';

const answer = (status: number) => new Response(null, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * A page view's Web Vitals (components/vitals/vitals-reporter.tsx sends them with sendBeacon, as text): from our
 * own pages only, rate-limited per client (the address is used for that and not kept), at most 2 kB, counted in
 * the day's buckets. 204, or 400/403/413/429 with nothing stored.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    if (!originAllowed(request.headers)) return answer(403);
    // Thirty page views a minute from one client is a brisk reader; the forms' budget applies when it is higher.
    if ((await takeRateLimit('vitals', clientIp(request), Math.max(30, env.RATE_LIMIT_PER_MINUTE))) !== null) return answer(429);
    const body = await readBodyWithin(request, MAX_BODY_BYTES);
    if (body === null) return answer(413);
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder().decode(body));
    } catch {
      return answer(400);
    }
    const sample = sampleSchema.safeParse(json);
    if (!sample.success) return answer(400);
    await recordVitals(sample.data);
    return answer(204);
  } catch (error) {
    return internalError(error, 'vitals');
  }
}
