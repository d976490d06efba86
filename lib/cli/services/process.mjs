// Servers we run as child processes (PostgreSQL, Redis, nginx, the app instances): started detached with their
// output in a log file, waited for until they answer, and stopped by the PID we started (never by name: other
// people's servers may run on the same machine). Plain Node, shared by lib/cli/services/*, cluster and bench.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Whether a process with this PID exists (a signal 0 probe). */
export function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Signals a PID we started and waits until it is gone; after `timeoutMs` it is killed. `same(pid)` tells
 * whether the PID still names our process (a PID can be reused once ours has gone).
 */
export async function stopPid(pid, { signal = 'SIGTERM', timeoutMs = 15_000, same = () => true } = {}) {
  if (!pid || !alive(pid)) return;
  process.kill(pid, signal);
  const deadline = Date.now() + timeoutMs;
  let killed = false;
  while (alive(pid) && same(pid)) {
    if (!killed && Date.now() > deadline) {
      process.kill(pid, 'SIGKILL');
      killed = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts `command` detached, its output appended to `log`, and lets our process end before it (npm run cluster
 * prints the URL and returns; stop() uses the PID). Answers { pid, exited() }: exited() is null while it runs,
 * else its exit code or signal.
 */
export function spawnDetached(command, args, { log, ...options }) {
  const fd = fs.openSync(log, 'a');
  const child = spawn(command, args, { ...options, stdio: ['ignore', fd, fd], detached: true });
  fs.closeSync(fd);
  let exited = null;
  child.once('exit', (code, signal) => (exited = signal ?? code));
  child.unref();
  return { pid: child.pid, exited: () => exited };
}

/**
 * Waits until `ready()` answers true (a throw counts as not yet). Throws when the process exits first, or
 * after `timeoutMs`, having called `onTimeout` (e.g. stopping it).
 */
export async function waitUntilReady(ready, { what, log, exited = () => null, timeoutMs, intervalMs = 50, onTimeout = async () => {} }) {
  const deadline = Date.now() + timeoutMs;
  let lastError = null;
  for (;;) {
    const gone = exited();
    if (gone !== null) throw new Error(`${what} exited (${gone}) while starting: see ${log}`);
    try {
      if (await ready()) return;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      await onTimeout();
      throw new Error(`${what} did not answer within ${timeoutMs / 1000} s${lastError ? `: ${lastError.message}` : ''} (see ${log})`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Whether something accepts TCP connections on 127.0.0.1:`port`. */
export function accepts(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Where a server that runs as another user (PostgreSQL as `postgres`, nginx's workers as `www-data`) keeps the
 * files it writes: `folder` itself when that user can reach it, else `fallbackBase/<hash of folder>`, linked
 * from `folder` (unless a folder of that name exists). A checkout inside a private folder (root's home, a `mktemp -d` folder: mode
 * 0700) cannot be reached by another user, and we never loosen the permissions of folders that are not ours.
 */
export function serviceFolder(folder, { uid, gid, fallbackBase }) {
  const absolute = path.resolve(folder);
  const parent = path.dirname(absolute);
  fs.mkdirSync(parent, { recursive: true });
  // Only root starts servers as another user; otherwise they run as we do and reach what we reach.
  const reachable = process.getuid?.() !== 0 || spawnSync('test', ['-x', parent], { uid, gid }).status === 0;
  if (reachable) {
    if (fs.lstatSync(absolute, { throwIfNoEntry: false })?.isSymbolicLink()) fs.rmSync(absolute);
    fs.mkdirSync(absolute, { recursive: true });
    return absolute;
  }
  const target = path.join(fallbackBase, createHash('sha256').update(absolute).digest('hex').slice(0, 16));
  fs.mkdirSync(target, { recursive: true });
  // The link tells where the files went; a real folder of that name (the caller's) is left as it is.
  const existing = fs.lstatSync(absolute, { throwIfNoEntry: false });
  if (existing?.isSymbolicLink()) fs.rmSync(absolute);
  if (!existing || existing.isSymbolicLink()) fs.symlinkSync(target, absolute);
  return target;
}
