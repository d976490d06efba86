import { apiError, apiMessage } from '@/lib/http/api-response';
import { guardedPost } from '@/lib/http/guards';
import { submitEquipmentRequest } from '@/lib/leads/submit';
import { BODY_LIMITS } from '@/lib/limits';

export const dynamic = 'force-dynamic';

/** The equipment-selection request: 201 EQUIPMENT_REQUEST_SENT, or 422 VALIDATION_FAILED naming every failing field. */
export const POST = guardedPost({ endpoint: 'equipment', maxBytes: BODY_LIMITS.lead }, async ({ request, json, ip, userAgent }) => {
  const result = await submitEquipmentRequest(json(), { ip, userAgent, referer: request.headers.get('referer'), host: request.headers.get('host') });
  return result.ok ? apiMessage(result.code) : apiError(result.code, { fields: result.fields });
});
