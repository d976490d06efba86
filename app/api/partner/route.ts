import { consumeChallenge } from '@/lib/captcha';
import { isPlainObject } from '@/lib/forms/fields';
import { parsePartnerApplication } from '@/lib/forms/partner-schema';
import { apiError, apiMessage } from '@/lib/http/api-response';
import { guardedPost } from '@/lib/http/guards';
import { storePartnerApplication } from '@/lib/leads/service';
import { BODY_LIMITS } from '@/lib/limits';

export const dynamic = 'force-dynamic';

/**
 * The partner application: 201 PARTNER_APPLICATION_ACCEPTED, or 422 VALIDATION_FAILED naming every failing
 * field. The captcha is used up by this request whatever the outcome; the form then loads a new one.
 */
export const POST = guardedPost({ endpoint: 'partner', maxBytes: BODY_LIMITS.lead }, async ({ json, ip, userAgent }) => {
  const body = json();
  const parsed = parsePartnerApplication(body);
  const input = isPlainObject(body) ? body : {};
  const captchaPassed = await consumeChallenge(input.captchaId, input.captchaAnswer);
  const fields = parsed.ok ? {} : { ...parsed.fields };
  if (!captchaPassed && !fields.captchaId && !fields.captchaAnswer) fields.captchaAnswer = 'CAPTCHA_INVALID';
  if (!parsed.ok || Object.keys(fields).length) return apiError('VALIDATION_FAILED', { fields });
  await storePartnerApplication(parsed.data, { ip, userAgent });
  return apiMessage('PARTNER_APPLICATION_ACCEPTED');
});
