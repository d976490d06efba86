import { createChallenge, pngDataUrl } from '@/lib/captcha';
import { captchaRefusal } from '@/lib/http/captcha-limit';

// GET /api/captcha → {id, image}: a fresh challenge per request (image: a PNG data URL), never cached, never
// with its answer. Rate limited per client.
export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const refusal = await captchaRefusal(request);
  if (refusal) return refusal;
  const { id, png } = await createChallenge();
  return Response.json({ id, image: pngDataUrl(png) }, { headers: { 'Cache-Control': 'no-store' } });
}
