import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './steps.mjs';

// The production server the benchmarks measure (lib/server/server.mjs on the current build), its log in `out`.

/** Starts the server on `listenPort` with `env` added, and waits until it answers (60 s at most). */
export async function startServer(listenPort, { out, env = {} }) {
  const log = fs.openSync(path.join(out, 'server.log'), 'w');
  const child = spawn(process.execPath, [path.join(root, 'lib', 'server', 'server.mjs')], {
    cwd: root,
    env: { ...process.env, ...env, NODE_ENV: 'production', PORT: String(listenPort) },
    stdio: ['ignore', log, log],
    detached: true,
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopServer(child);
      process.exit(130);
    });
  }
  for (let i = 0; i < 120; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited; see ${path.join(out, 'server.log')}`);
    try {
      if ((await fetch(`http://localhost:${listenPort}/api/version`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stopServer(child);
  throw new Error(`the server did not answer within 60 s; see ${path.join(out, 'server.log')}`);
}

/** Stops the server and everything it started (its process group). */
export function stopServer(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already stopped
  }
}
