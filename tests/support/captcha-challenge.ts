// Creates captcha challenges with a known answer through the application's own captcha module, in the
// database DATABASE_URL names, and prints them as a JSON array of {id, image, cookie}: the shape GET
// /api/captcha answers (image: a PNG data URL), and the signed cookie value GET /api/captcha/image would set. Used by the HTTP and browser tests (see tests/support/known-captcha.ts):
//   node --conditions=react-server --import tsx tests/support/captcha-challenge.ts <answer> [count]
// `react-server` makes the module's `server-only` import resolve as it does inside the server.
import { challengeCookieValue, createChallengeWithAnswer, pngDataUrl } from '@/lib/captcha';
import { db } from '@/lib/db';

const [answer, count = '1'] = process.argv.slice(2);
if (!answer) throw new Error('usage: captcha-challenge.ts <answer> [count]');
const challenges = [];
for (let i = 0; i < Number(count); i += 1) {
  const { id, png } = await createChallengeWithAnswer(answer);
  challenges.push({ id, image: pngDataUrl(png), cookie: await challengeCookieValue(id) });
}
await db.$disconnect();
process.stdout.write(JSON.stringify(challenges));
