import { apiError, apiMessage } from '@/lib/http/api-response';
import { guardedPost } from '@/lib/http/guards';
import { submitPartnerApplication } from '@/lib/leads/submit';
import { BODY_LIMITS } from '@/lib/limits';

export const dynamic = 'force-dynamic';

/**
 * The partner application: 201 PARTNER_APPLICATION_ACCEPTED, or 422 VALIDATION_FAILED naming every failing
 * field. The captcha is used up by this request whatever the outcome; the form then loads a new one.
 */
export const POST = guardedPost({ endpoint: 'partner', maxBytes: BODY_LIMITS.lead }, async ({ request, json, ip, userAgent }) => {
  const result = await submitPartnerApplication(json(), { ip, userAgent, referer: request.headers.get('referer'), host: request.headers.get('host') });
  return result.ok ? apiMessage(result.code) : apiError(result.code, { fields: result.fields });
});
