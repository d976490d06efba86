// Redis from Debian's packages as a child process of ours: `npm run cluster` and the tests start it on a free
// port on 127.0.0.1 with its working folder in a folder of theirs, and stop it by the PID they started (never
// by name: other people's servers run on this machine). No persistence: the shared rate limits and Next's
// cache are worth nothing after a restart. Plain Node (plus ioredis), importable from lib/cli/*.mjs and tests.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { ensureDebianPackages } from '../steps.mjs';

const READY_TIMEOUT_MS = 20_000;

/** Installs Debian's `redis-server` when missing (root), else prints the one-line instruction and exits. */
export function ensureRedis() {
  ensureDebianPackages({ 'redis-server': 'redis-server' });
}

/** Whether a process with this PID exists (a signal 0 probe). */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Signals a PID we started and waits until it is gone; after `timeoutMs` it is killed. */
export async function stopPid(pid, { signal = 'SIGTERM', timeoutMs = 10_000 } = {}) {
  if (!pid || !alive(pid)) return;
  process.kill(pid, signal);
  const deadline = Date.now() + timeoutMs;
  let killed = false;
  while (alive(pid)) {
    if (!killed && Date.now() > deadline) {
      process.kill(pid, 'SIGKILL');
      killed = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
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
  const logFd = fs.openSync(log, 'a');
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no'],
    { cwd: dir, stdio: ['ignore', logFd, logFd], detached: true },
  );
  fs.closeSync(logFd);
  let exited = null;
  child.once('exit', (code, signal) => (exited = signal ?? code));
  // Our process may end before the server (npm run cluster prints the URL and returns); stop() uses the PID.
  child.unref();
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (exited !== null) throw new Error(`redis-server exited (${exited}) while starting: see ${log}`);
    if (await ping(port)) return child.pid;
    if (Date.now() > deadline) {
      await stopPid(child.pid);
      throw new Error(`redis-server did not answer PING within ${READY_TIMEOUT_MS / 1000} s (see ${log})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts Redis on 127.0.0.1:`port` with its working folder (and log, dir/redis.log) in `dir`, and answers
 * { url, port, pid, stop(), restart() }; `url` is redis://127.0.0.1:PORT. Nothing is written to disk.
 */
export async function startRedis({ dir, port }) {
  ensureRedis();
  const root = path.resolve(dir);
  fs.mkdirSync(root, { recursive: true });
  const server = {
    url: `redis://127.0.0.1:${port}`,
    port,
    pid: await launch(root, port),
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
