import { parseEquipmentRequest } from '@/lib/forms/equipment-schema';
import { apiError, apiMessage } from '@/lib/http/api-response';
import { guardedPost } from '@/lib/http/guards';
import { storeEquipmentRequest } from '@/lib/leads/service';
import { BODY_LIMITS } from '@/lib/limits';

export const dynamic = 'force-dynamic';

/** The equipment-selection request: 201 EQUIPMENT_REQUEST_SENT, or 422 VALIDATION_FAILED naming every failing field. */
export const POST = guardedPost({ endpoint: 'equipment', maxBytes: BODY_LIMITS.lead }, async ({ json, ip, userAgent }) => {
  const parsed = parseEquipmentRequest(json());
  if (!parsed.ok) return apiError('VALIDATION_FAILED', { fields: parsed.fields });
  await storeEquipmentRequest(parsed.data, { ip, userAgent });
  return apiMessage('EQUIPMENT_REQUEST_SENT');
});
