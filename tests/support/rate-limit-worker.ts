// A second process for the shared rate limit tests (tests/unit/redis-rate-limit.test.ts): started with
// REDIS_URL, it reads one JSON command a line on stdin and answers one JSON line on stdout, so a test drives two
// processes that each have their own Redis connection and their own memory, like two app instances.
import readline from 'node:readline';
import { signInSucceeded, takeSignInAttempt } from '@/lib/admin/sign-in-limit';
import { takeRateLimit } from '@/lib/http/rate-limit';
import { readyRedis } from '@/lib/redis/client.mjs';

type Command =
  | { op: 'take'; endpoint: string; ip: string; points?: number }
  | { op: 'signIn'; ip: string; email: string }
  | { op: 'signedIn'; ip: string; email: string }
  | { op: 'redisReady' };

async function answer(command: Command): Promise<unknown> {
  switch (command.op) {
    case 'take':
      return takeRateLimit(command.endpoint, command.ip, command.points);
    case 'signIn':
      return takeSignInAttempt(command.ip, command.email);
    case 'signedIn':
      return signInSucceeded(command.ip, command.email);
    case 'redisReady':
      return (await readyRedis()) !== null;
  }
}

const lines = readline.createInterface({ input: process.stdin });
lines.on('line', async (line) => {
  const { id, command } = JSON.parse(line) as { id: number; command: Command };
  try {
    process.stdout.write(`${JSON.stringify({ id, result: (await answer(command)) ?? null })}\n`);
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ id, error: String(error) })}\n`);
  }
});
lines.on('close', () => process.exit(0));
