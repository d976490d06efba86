import { env } from '@/lib/env';
import { readBodyWithin } from '@/lib/http/body';
import { clientIp } from '@/lib/http/client-ip';
import { internalError, originAllowed } from '@/lib/http/guards';
import { takeRateLimit } from '@/lib/http/rate-limit';
import { CSP_REPORT_MAX_BYTES, parseCspReport, recordCspViolations } from '@/lib/security/csp-reports';

export const dynamic = 'force-dynamic';

const answer = (status: number) => new Response(null, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * Where browsers report Content-Security-Policy violations (`report-uri`, lib/server/headers.mjs): a report from a
 * page of this site (browsers send them without an Origin or with ours), at most 16 kB, rate-limited per client.
 * 204 whatever it held, so a browser never retries; 403/413/429 otherwise.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    if (!originAllowed(request.headers)) return answer(403);
    // A page with a broken script reports each violation: a budget of its own, above the forms'.
    if ((await takeRateLimit('csp-report', clientIp(request), Math.max(60, env.RATE_LIMIT_PER_MINUTE))) !== null) return answer(429);
    const body = await readBodyWithin(request, CSP_REPORT_MAX_BYTES);
    if (body === null) return answer(413);
    let json: unknown = null;
    try {
      json = JSON.parse(new TextDecoder().decode(body));
    } catch {
      return answer(204);
    }
    await recordCspViolations(parseCspReport(json));
    return answer(204);
  } catch (error) {
    return internalError(error, 'csp-report');
  }
}
