import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import readline from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRedis, type TestRedis, waitFor } from '../support/redis';

// Two processes (tests/support/rate-limit-worker.ts), each with its own Redis connection and its own memory,
// like two app instances, sharing one Redis: the limits are per client in total, not per process; with Redis
// stopped each still answers from memory, and uses Redis again once it is back.

type Worker = { send: (command: object) => Promise<unknown>; child: ChildProcessWithoutNullStreams };

function startWorker(url: string): Worker {
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'tests/support/rate-limit-worker.ts'], {
    env: { ...process.env, REDIS_URL: url, RATE_LIMIT_PER_MINUTE: '5' },
  });
  child.stderr.on('data', () => {}); // the "[redis] unavailable" lines while Redis is stopped
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    const { id, result, error } = JSON.parse(line) as { id: number; result?: unknown; error?: string };
    const entry = waiting.get(id);
    waiting.delete(id);
    if (error) entry?.reject(new Error(error));
    else entry?.resolve(result);
  });
  let next = 0;
  return {
    child,
    send(command) {
      const id = ++next;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        child.stdin.write(`${JSON.stringify({ id, command })}\n`);
      });
    },
  };
}

let redis: TestRedis;
let a: Worker;
let b: Worker;

beforeAll(async () => {
  redis = await startTestRedis();
  a = startWorker(redis.url);
  b = startWorker(redis.url);
  for (const worker of [a, b]) await waitFor(async () => (await worker.send({ op: 'redisReady' })) === true, 'the worker to connect');
}, 60_000);

afterAll(async () => {
  for (const worker of [a, b]) {
    worker?.child.stdin.end();
    worker?.child.kill();
  }
  await redis?.close();
});

const take = (worker: Worker, endpoint: string, ip = '203.0.113.7') => worker.send({ op: 'take', endpoint, ip }) as Promise<number | null>;

describe('rate limits shared through Redis', () => {
  it('allows RATE_LIMIT_PER_MINUTE requests per client in total across two instances', async () => {
    const answers = [];
    // Alternating, then all at once: 12 requests, 5 allowed whichever instance takes them.
    for (let index = 0; index < 6; index++) answers.push(await take(index % 2 ? a : b, 'lead'));
    answers.push(...(await Promise.all([take(a, 'lead'), take(b, 'lead'), take(a, 'lead'), take(b, 'lead'), take(a, 'lead'), take(b, 'lead')])));
    expect(answers.filter((wait) => wait === null)).toHaveLength(5);
    expect(answers.filter((wait) => typeof wait === 'number' && wait > 0)).toHaveLength(7);
    // Another client and another endpoint have budgets of their own.
    expect(await take(a, 'lead', '198.51.100.1')).toBeNull();
    expect(await take(b, 'subscribe')).toBeNull();
    // The counts live in Redis.
    expect(await redis.inspector().keys('aeris:rl:*')).not.toHaveLength(0);
  });

  it('counts sign-in attempts against one account across instances, and a success clears them', async () => {
    const email = 'Staff@Example.com';
    for (let attempt = 0; attempt < 10; attempt++) {
      // Ten attempts (SIGN_IN_ATTEMPTS) from ten addresses, split over the two instances.
      expect(await (attempt % 2 ? a : b).send({ op: 'signIn', ip: `192.0.2.${attempt + 1}`, email })).toBeNull();
    }
    expect(await a.send({ op: 'signIn', ip: '192.0.2.50', email: 'staff@example.com' })).toBeGreaterThan(0);
    await b.send({ op: 'signedIn', ip: '192.0.2.51', email });
    expect(await a.send({ op: 'signIn', ip: '192.0.2.52', email })).toBeNull();
  });

  it('answers from memory while Redis is stopped, and uses Redis again when it is back', async () => {
    await redis.stop();
    for (const worker of [a, b]) await waitFor(async () => (await worker.send({ op: 'redisReady' })) === false, 'the worker to notice');
    // Each instance answers (it does not wait for Redis) with its own memory budget of 5.
    const fromA = [];
    for (let index = 0; index < 6; index++) fromA.push(await take(a, 'quote'));
    expect(fromA.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(fromA[5]).toBeGreaterThan(0);
    expect(await take(b, 'quote')).toBeNull();

    await redis.restart();
    for (const worker of [a, b]) await waitFor(async () => (await worker.send({ op: 'redisReady' })) === true, 'the worker to reconnect');
    const inspector = redis.inspector();
    expect(await inspector.keys('aeris:rl:*')).toHaveLength(0); // a fresh server: nothing persisted
    const shared = [];
    for (let index = 0; index < 6; index++) shared.push(await take(index % 2 ? a : b, 'partner'));
    expect(shared.filter((wait) => wait === null)).toHaveLength(5);
    expect((await inspector.keys('aeris:rl:*')).some((key) => key.includes('partner'))).toBe(true);
  }, 60_000);
});
