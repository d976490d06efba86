import { isSettleRequest, settleContent, settlePayload } from '@/lib/admin/content/schedule';
import { apiError } from '@/lib/http/api-response';

// The refresh after a scheduled publish (lib/admin/content/schedule.ts): the job runner asks this server, with a
// key derived from the application's secret, because pages can only be revalidated inside a request. To anyone
// else the address does not exist.
export async function POST(request: Request) {
  if (!(await isSettleRequest(request))) return apiError('NOT_FOUND');
  const payload = settlePayload.safeParse(await request.json().catch(() => null));
  if (!payload.success) return apiError('VALIDATION_FAILED');
  await settleContent(payload.data);
  return new Response(null, { status: 204 });
}
