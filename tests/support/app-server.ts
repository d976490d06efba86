import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '@/lib/cli/steps.mjs';
import { createPrismaClient } from '@/lib/prisma-client';
import { TEST_DIST_DIR } from './e2e-settings.mjs';

// A production server of the test's own, for the few tests that need one (each says why in an `own server:`
// comment, tests/unit/e2e-conventions.test.ts): everything else runs on the one e2e server. It serves the run's one
// test build (.next-test) directly: servers only read a build (the cache handler keeps pages in memory or Redis).

/** A migrated database file of the test's own; `remove` deletes it. */
export function createAppDatabase() {
  const file = path.resolve('var/test', `app-${randomUUID()}.db`);
  execFileSync(path.resolve('node_modules/.bin/prisma'), ['migrate', 'deploy'], {
    env: { ...process.env, DATABASE_URL: `file:${file}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    file,
    url: `file:${file}`,
    remove() {
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
    },
  };
}

/**
 * A production server of the test build with settings of its own (a mail server that never answers…) on a migrated
 * database file of its own, which the test can also open (`db`). Its output is collected in `output`, as it comes.
 * Stopping it deletes the file.
 */
export async function startAppServer(settings: Record<string, string>) {
  const database = createAppDatabase();
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['lib/server/server.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: TEST_DIST_DIR,
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      SITE_URL: baseUrl,
      DATABASE_URL: database.url,
      MAIL_DIR: 'var/test/mail',
      ...settings,
    },
    // With an IPC channel the server stops when its test worker is gone (lib/server/server.mjs): a worker Playwright
    // ends after a failure never leaves a server behind.
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stdout!.on('data', (chunk) => output.push(String(chunk)));
  child.stderr!.on('data', (chunk) => output.push(String(chunk)));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`App server exited:\n${output.join('')}`);
    try {
      if ((await fetch(`${baseUrl}/api/version`, { signal: AbortSignal.timeout(5000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`App server did not start:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const db = createPrismaClient(database.url);
  return {
    baseUrl,
    db,
    output,
    /** Sends `signal` to the server; answers its exit code (null when killed) once it has exited. */
    signal(signal: NodeJS.Signals): Promise<number | null> {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill(signal);
      return exited;
    },
    /** Stops the server (SIGTERM), closes the test's client and deletes the database file. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await db.$disconnect();
      database.remove();
    },
  };
}
