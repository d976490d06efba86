import { createChallenge } from '@/lib/captcha';

// GET /api/captcha → {id, svg}: a fresh challenge per request, never cached, never with its answer.
export const dynamic = 'force-dynamic';

export async function GET() {
  return Response.json(await createChallenge(), { headers: { 'Cache-Control': 'no-store' } });
}
