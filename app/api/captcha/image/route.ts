import { CAPTCHA_COOKIE, challengeCookieValue, createChallenge } from '@/lib/captcha';
import { env } from '@/lib/env';
import { captchaRefusal } from '@/lib/http/captcha-limit';
import { CAPTCHA_TTL_MS } from '@/lib/limits';

// GET /api/captcha/image → a fresh challenge as an image, never cached; its id travels in a signed, httpOnly
// cookie that the partner form's action reads. This is how the form works without JavaScript. Rate limited
// per client.
export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const refusal = await captchaRefusal(request);
  if (refusal) return refusal;
  const challenge = await createChallenge();
  const secure = env.SITE_URL.startsWith('https:') ? '; Secure' : '';
  return new Response(new Uint8Array(challenge.png), {
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': 'no-store',
      'Set-Cookie': `${CAPTCHA_COOKIE}=${await challengeCookieValue(challenge.id)}; Path=/; Max-Age=${CAPTCHA_TTL_MS / 1000}; HttpOnly; SameSite=Lax${secure}`,
    },
  });
}
