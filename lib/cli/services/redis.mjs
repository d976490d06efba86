// Redis from Debian's packages as a child process of ours: `npm run cluster` and the tests start it on a free
// port on 127.0.0.1 with its working folder in a folder of theirs, and stop it by the PID they started (never
// by name: other people's servers run on this machine). No persistence: the shared rate limits and Next's
// cache are worth nothing after a restart. Plain Node (plus ioredis), importable from lib/cli/*.mjs and tests.
import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { ensureDebianPackages } from '../steps.mjs';
import { spawnDetached, stopPid, waitUntilReady } from './process.mjs';

const READY_TIMEOUT_MS = 20_000;

/** Installs Debian's `redis-server` when missing (root), else prints the one-line instruction and exits. */
export function ensureRedis() {
  ensureDebianPackages({ 'redis-server': 'redis-server' });
}

/** One PING on a fresh connection that neither queues nor retries. */
async function ping(port) {
  const client = new Redis({ host: '127.0.0.1', port, lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** Starts the server process and waits until it answers PING; answers its PID. */
async function launch(dir, port) {
  const log = path.join(dir, 'redis.log');
  const server = spawnDetached(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no'],
    { cwd: dir, log },
  );
  await waitUntilReady(() => ping(port), {
    what: 'redis-server',
    log,
    exited: server.exited,
    timeoutMs: READY_TIMEOUT_MS,
    onTimeout: () => stopPid(server.pid),
  });
  return server.pid;
}

/**
 * Starts Redis on 127.0.0.1:`port` with its working folder (and log, dir/redis.log) in `dir`, and answers
 * { url, port, pid, stop(), restart() }; `url` is redis://127.0.0.1:PORT. Nothing is written to disk. `pid`: a
 * server we started earlier on this port that still runs, taken over instead of starting another.
 */
export async function startRedis({ dir, port, pid = null }) {
  ensureRedis();
  const root = path.resolve(dir);
  fs.mkdirSync(root, { recursive: true });
  const server = {
    url: `redis://127.0.0.1:${port}`,
    port,
    pid: pid ?? (await launch(root, port)),
    /** Stops the server we started and waits for it to exit. */
    async stop() {
      await stopPid(server.pid);
    },
    /** Starts it again on the same port (empty: there is no persistence; the PID changes). */
    async restart() {
      await stopPid(server.pid);
      server.pid = await launch(root, port);
    },
  };
  return server;
}
