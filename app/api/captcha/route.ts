import { createChallenge, pngDataUrl } from '@/lib/captcha';

// GET /api/captcha → {id, image}: a fresh challenge per request (image: a PNG data URL), never cached, never
// with its answer.
export const dynamic = 'force-dynamic';

export async function GET() {
  const { id, png } = await createChallenge();
  return Response.json({ id, image: pngDataUrl(png) }, { headers: { 'Cache-Control': 'no-store' } });
}
