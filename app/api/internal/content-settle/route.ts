import { settleContent, settlePayload, signedSettleBody } from '@/lib/admin/content/schedule';
import { apiError } from '@/lib/http/api-response';

// The refresh after a scheduled publish (lib/admin/content/schedule.ts): the job runner asks this server, signing
// the request with a key derived from the application's secret, because pages can only be revalidated inside a
// request. To anyone else, and to a copy of a signed request sent later or changed, the address does not exist.
export async function POST(request: Request) {
  const body = await signedSettleBody(request);
  if (body === null) return apiError('NOT_FOUND');
  const payload = settlePayload.safeParse(body);
  if (!payload.success) return apiError('VALIDATION_FAILED');
  await settleContent(payload.data);
  return new Response(null, { status: 204 });
}
