import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { startRedis } from '@/lib/cli/services/redis.mjs';
import { freePort } from '@/lib/cli/steps.mjs';

/**
 * A Redis server of the test file's own (Debian's, installed when missing), in var/test/redis-…, on a free
 * port. `stop()`/`restart()` for the "Redis down" cases; `close()` in afterAll stops it and removes its folder.
 */
export async function startTestRedis() {
  const dir = path.resolve('var/test', `redis-${randomUUID()}`);
  const server = await startRedis({ dir, port: await freePort() });
  const inspectors: Redis[] = [];
  return {
    server,
    url: server.url,
    /** A plain client for looking into the server (closed by close()). */
    inspector() {
      const client = new Redis(server.url, { maxRetriesPerRequest: 1 });
      client.on('error', () => {});
      inspectors.push(client);
      return client;
    },
    stop: () => server.stop(),
    restart: () => server.restart(),
    async close() {
      for (const client of inspectors) client.disconnect();
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Waits until `check()` holds (a limit against hangs, not a timing assertion). */
export async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export type TestRedis = Awaited<ReturnType<typeof startTestRedis>>;
